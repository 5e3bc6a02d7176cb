import type { MetaFunction } from "@remix-run/node";
import { PaymentResult } from "~/components/PaymentResult";
import { BACK_TO_CART, CONTINUE_SHOPPING, FAILURE_TEXT, FAILURE_TITLE } from "~/texts";
import { shopMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Payment unsuccessful", FAILURE_TEXT);

/** The failure page (spec §2): nothing was ordered and the cart is still there. */
export default function UnsuccessfulPayment() {
  return (
    <PaymentResult
      tone="failure"
      title={FAILURE_TITLE}
      text={FAILURE_TEXT}
      links={[
        { to: "/", label: CONTINUE_SHOPPING },
        { to: "/cart", label: BACK_TO_CART },
      ]}
    >
      <p className="mt-2 text-sm text-ink/80">Your cart is still there, so you can try again.</p>
    </PaymentResult>
  );
}
