import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PaymentResult } from "~/components/PaymentResult";
import { useT } from "~/lib/language";
import { CONTACT_SHOP } from "~/messages/CONTACT_SHOP";
import { CONTINUE_SHOPPING } from "~/messages/CONTINUE_SHOPPING";
import { NOT_ORDERED_REFUND } from "~/messages/NOT_ORDERED_REFUND";
import { NOT_ORDERED_TEXT } from "~/messages/NOT_ORDERED_TEXT";
import { NOT_ORDERED_TITLE } from "~/messages/NOT_ORDERED_TITLE";
import { PAYMENT_NOT_ORDERED } from "~/messages/PAYMENT_NOT_ORDERED";
import { shopMeta } from "~/lib/meta";
import type { loader } from "./payment-not-ordered";

export { loader } from "./payment-not-ordered";

export const meta: MetaFunction = (args) => [
  ...shopMeta(args, PAYMENT_NOT_ORDERED, NOT_ORDERED_TEXT),
  { name: "robots", content: "noindex" },
];

export default function PaymentNotOrdered() {
  const { paymentId } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <PaymentResult
      tone="failure"
      title={t(NOT_ORDERED_TITLE)}
      text={t(NOT_ORDERED_TEXT)}
      links={[
        { to: "/", label: t(CONTINUE_SHOPPING) },
        { to: "/profile/contactus", label: t(CONTACT_SHOP) },
      ]}
    >
      <p className="mt-4 text-ink/80">{t(NOT_ORDERED_REFUND)}</p>
      {/* A reference reads left to right on an Arabic page too. */}
      <p className="mt-2 font-mono text-sm" data-testid="payment-reference" dir="ltr">
        {paymentId}
      </p>
    </PaymentResult>
  );
}
