import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "#server/identity/auth";
import { redirect, shopRoute } from "#server/tenancy/route";
import { getSession } from "#server/identity/session";
import { PaymentResult } from "~/components/PaymentResult";
import { CONTACT_SHOP, CONTINUE_SHOPPING, NOT_ORDERED_REFUND, NOT_ORDERED_TEXT, NOT_ORDERED_TITLE } from "~/texts";
import { shopMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...shopMeta(matches, "Payment not ordered", NOT_ORDERED_TEXT),
  { name: "robots", content: "noindex" },
];

/**
 * A card payment that could not become an order (decision 0005): the card was charged, the shop
 * refunds it (docs/operations.md, Payments without an order). The payment id comes from the
 * session the callback wrote, never from the URL, so no link can show this page to anyone else.
 */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    await requireUser(request, shop.id);
    const payment = (await getSession(request)).get("notOrderedPayment");
    if (!payment || payment.shopId !== shop.id) throw redirect("/profile/orders", { status: 303 });
    return { paymentId: payment.paymentId };
  });
}

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
