import type { MetaFunction } from "@remix-run/node";
import { PaymentResult } from "~/components/PaymentResult";
import { useT } from "~/lib/language";
import { BACK_TO_CART } from "~/messages/BACK_TO_CART";
import { CART_STILL_THERE } from "~/messages/CART_STILL_THERE";
import { CONTINUE_SHOPPING } from "~/messages/CONTINUE_SHOPPING";
import { FAILURE_TEXT } from "~/messages/FAILURE_TEXT";
import { FAILURE_TITLE } from "~/messages/FAILURE_TITLE";
import { PAYMENT_UNSUCCESSFUL } from "~/messages/PAYMENT_UNSUCCESSFUL";
import { shopMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => shopMeta(args, PAYMENT_UNSUCCESSFUL, FAILURE_TEXT);

/** The failure page (spec §2): nothing was ordered and the cart is still there. */
export default function UnsuccessfulPayment() {
  const t = useT();
  return (
    <PaymentResult
      tone="failure"
      title={t(FAILURE_TITLE)}
      text={t(FAILURE_TEXT)}
      links={[
        { to: "/", label: t(CONTINUE_SHOPPING) },
        { to: "/cart", label: t(BACK_TO_CART) },
      ]}
    >
      <p className="mt-2 text-sm text-ink/80">{t(CART_STILL_THERE)}</p>
    </PaymentResult>
  );
}
