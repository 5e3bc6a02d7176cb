import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderCard } from "~/components/OrderCard";
import { PaymentResult } from "~/components/PaymentResult";
import { CONTINUE_SHOPPING, SUCCESS_TEXT, SUCCESS_TITLE } from "~/texts";
import { shopMeta } from "~/lib/meta";
import type { loader } from "./confirm-order";

export { loader } from "./confirm-order";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Order confirmed", SUCCESS_TEXT);

export default function ConfirmOrder() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <PaymentResult
      tone="success"
      title={SUCCESS_TITLE}
      text={SUCCESS_TEXT}
      links={[
        { to: "/", label: CONTINUE_SHOPPING },
        { to: "/profile/orders", label: "View your orders" },
      ]}
    >
      <div className="mt-8 text-start">
        <OrderCard order={order} headingLevel={2} />
      </div>
    </PaymentResult>
  );
}
