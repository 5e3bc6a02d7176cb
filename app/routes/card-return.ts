import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "#server/identity/auth";
import { claimPaymentReturn } from "#server/checkout/checkout-attempts";
import { loadCardCheckout } from "#server/checkout/checkout";
import { shopRoute } from "#server/tenancy/route";
import { failureReason, paymentReturnResponse, PROVIDER_REFERENCE } from "#server/checkout/payment-return";
import { CHECKOUT_TEXTS } from "~/texts";

/**
 * Card checkout's success return (`?session=…&order=…`). The query is not proof of payment:
 * the session is read back from the payment API as this shopper, and only a paid session
 * with an order, honoured once, empties the cart.
 */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const user = await requireUser(request, shop.id);
    const sessionId = new URL(request.url).searchParams.get("session") ?? "";
    if (!PROVIDER_REFERENCE.test(sessionId))
      return paymentReturnResponse(
        request,
        shop.id,
        { kind: "failed", reason: "no checkout session in the return" },
        CHECKOUT_TEXTS,
      );
    let checkout;
    try {
      checkout = await loadCardCheckout(shop.id, user, sessionId);
    } catch (error) {
      return paymentReturnResponse(request, shop.id, { kind: "failed", reason: failureReason(error) }, CHECKOUT_TEXTS);
    }
    if (checkout.status !== "paid" || checkout.order === null) {
      return paymentReturnResponse(
        request,
        shop.id,
        { kind: "failed", reason: `checkout session ${checkout.status}` },
        CHECKOUT_TEXTS,
      );
    }
    if (!(await claimPaymentReturn(shop.id, `card:${checkout.id}`)))
      return paymentReturnResponse(request, shop.id, { kind: "already-confirmed" }, CHECKOUT_TEXTS);
    return paymentReturnResponse(request, shop.id, { kind: "paid", orderId: checkout.order }, CHECKOUT_TEXTS);
  });
}

/** Never shown: the loader always redirects; a refusal (unknown host, 503) renders the error page instead of JSON. */
export default function PaymentReturn() {
  return null;
}
