import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderCard } from "~/components/OrderCard";
import { PaymentResult } from "~/components/PaymentResult";
import { useT } from "~/lib/language";
import { CONTINUE_SHOPPING } from "~/messages/CONTINUE_SHOPPING";
import { ORDER_CONFIRMED } from "~/messages/ORDER_CONFIRMED";
import { SUCCESS_TEXT } from "~/messages/SUCCESS_TEXT";
import { SUCCESS_TITLE } from "~/messages/SUCCESS_TITLE";
import { VIEW_YOUR_ORDERS } from "~/messages/VIEW_YOUR_ORDERS";
import { shopMeta } from "~/lib/meta";
import type { loader } from "./confirm-order";

export { loader } from "./confirm-order";

export const meta: MetaFunction = (args) => shopMeta(args, ORDER_CONFIRMED, SUCCESS_TEXT);

export default function ConfirmOrder() {
  const { order } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <PaymentResult
      tone="success"
      title={t(SUCCESS_TITLE)}
      text={t(SUCCESS_TEXT)}
      links={[
        { to: "/", label: t(CONTINUE_SHOPPING) },
        { to: "/profile/orders", label: t(VIEW_YOUR_ORDERS) },
      ]}
    >
      <div className="mt-8 text-start">
        <OrderCard order={order} headingLevel={2} />
      </div>
    </PaymentResult>
  );
}
