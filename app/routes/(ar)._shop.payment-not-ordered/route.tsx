import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PaymentResult } from "~/components/PaymentResult";
import { CONTACT_SHOP, CONTINUE_SHOPPING, NOT_ORDERED_REFUND, NOT_ORDERED_TEXT, NOT_ORDERED_TITLE } from "~/texts";
import { shopMeta } from "~/lib/meta";
import type { loader } from "./payment-not-ordered";

export { loader } from "./payment-not-ordered";

export const meta: MetaFunction = ({ matches }) => [
  ...shopMeta(matches, "Payment not ordered", NOT_ORDERED_TEXT),
  { name: "robots", content: "noindex" },
];

export default function PaymentNotOrdered() {
  const { paymentId } = useLoaderData<typeof loader>();
  return (
    <PaymentResult
      tone="failure"
      title={NOT_ORDERED_TITLE}
      text={NOT_ORDERED_TEXT}
      links={[
        { to: "/", label: CONTINUE_SHOPPING },
        { to: "/profile/contactus", label: CONTACT_SHOP },
      ]}
    >
      <p className="mt-4 text-ink/80">{NOT_ORDERED_REFUND}</p>
      <p className="mt-2 font-mono text-sm" data-testid="payment-reference">
        {paymentId}
      </p>
    </PaymentResult>
  );
}
