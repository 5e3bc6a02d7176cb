import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "#server/identity/auth";
import { shopRoute } from "#server/tenancy/route";
import { getSession } from "#server/identity/session";
import { confirmCardPayment, settledCardPayment } from "#server/checkout/card-payment";
import { confirmOnce, paymentReturnResponse, PROVIDER_REFERENCE } from "#server/checkout/payment-return";
import { CHECKOUT_TEXTS } from "~/texts";

/**
 * The card provider's callback (`?id=&status=&message=`, spec §4). The query's status is
 * never taken as proof: the payment is confirmed with the payment API, as this shopper,
 * with the address kept in the session at pay time. A payment made after its cart was ordered
 * from another tab is ordered again or, failing that, logged for a refund (confirmCardPayment);
 * a reload of that return shows the same page without confirming or logging again.
 */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const user = await requireUser(request, shop.id);
    const query = new URL(request.url).searchParams;
    const paymentId = query.get("id") ?? "";
    const session = await getSession(request);
    const pending = session.get("pendingCardPayment");
    if (!PROVIDER_REFERENCE.test(paymentId))
      return paymentReturnResponse(
        request,
        shop.id,
        { kind: "failed", reason: "no payment id in the callback" },
        CHECKOUT_TEXTS,
      );
    // A reload of a return settled before gets the same page, whatever the session holds now.
    const settled = () => settledCardPayment(shop.id, paymentId);
    const earlier = await settled();
    if (earlier) return paymentReturnResponse(request, shop.id, earlier, CHECKOUT_TEXTS);
    if (!pending || pending.shopId !== shop.id)
      return paymentReturnResponse(
        request,
        shop.id,
        { kind: "failed", reason: "no card payment pending in the session" },
        CHECKOUT_TEXTS,
      );
    // A declined card needs no confirmation call; "paid" is only believed from the payment API.
    if (query.get("status") !== "paid")
      return paymentReturnResponse(
        request,
        shop.id,
        { kind: "failed", reason: `provider said ${query.get("status")}: ${query.get("message")}` },
        CHECKOUT_TEXTS,
      );
    const started = session.get("paymentCart");
    const result = await confirmOnce(
      shop.id,
      `moyasar:${paymentId}`,
      () => confirmCardPayment(shop.id, user, paymentId, pending, started),
      settled,
    );
    // The cart to empty is the one this payment's form was for, whatever provider payment started since.
    return paymentReturnResponse(request, shop.id, result, CHECKOUT_TEXTS, pending);
  });
}

/** Never shown: the loader always redirects; a refusal (unknown host, 503) renders the error page instead of JSON. */
export default function PaymentReturn() {
  return null;
}
