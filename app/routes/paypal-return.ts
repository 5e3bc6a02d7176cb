import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "#server/identity/auth";
import { claimPaymentReturn, paymentReturnClaimed } from "#server/checkout/checkout-attempts";
import { capturePaypalPayment } from "#server/checkout/checkout";
import { shopRoute } from "#server/tenancy/route";
import { getSession } from "#server/identity/session";
import {
  confirmOnce,
  failureReason,
  paymentCartState,
  paymentReturnResponse,
  PROVIDER_REFERENCE,
} from "#server/checkout/payment-return";
import { CHECKOUT_TEXTS } from "~/texts";

/**
 * PayPal's return (spec: the PayPal return screen). With a `token` the approved payment is
 * captured as this shopper, which places the order; without one, or when the capture fails,
 * the payment was not made.
 */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const user = await requireUser(request, shop.id);
    const token = new URL(request.url).searchParams.get("token") ?? "";
    if (!PROVIDER_REFERENCE.test(token))
      return paymentReturnResponse(
        request,
        shop.id,
        { kind: "failed", reason: "no PayPal token in the return" },
        CHECKOUT_TEXTS,
      );
    const reference = `paypal:${token}`;
    if (await paymentReturnClaimed(shop.id, reference))
      return paymentReturnResponse(request, shop.id, { kind: "already-confirmed" }, CHECKOUT_TEXTS);
    // Approved, but not captured yet: not for a cart that changed since (ordered from another tab, say).
    if ((await paymentCartState(request, await getSession(request), shop.id)) === "changed")
      return paymentReturnResponse(
        request,
        shop.id,
        { kind: "failed", reason: "the cart changed since the payment started" },
        CHECKOUT_TEXTS,
      );
    const result = await confirmOnce(shop.id, reference, async () => {
      let confirmation;
      try {
        confirmation = await capturePaypalPayment(user, token);
      } catch (error) {
        return { kind: "failed", reason: failureReason(error) };
      }
      if (confirmation.order === null) return { kind: "failed", reason: `capture ${confirmation.status}` };
      return (await claimPaymentReturn(shop.id, reference))
        ? { kind: "paid", orderId: confirmation.order }
        : { kind: "already-confirmed" };
    });
    return paymentReturnResponse(request, shop.id, result, CHECKOUT_TEXTS);
  });
}

/** Never shown: the loader always redirects; a refusal (unknown host, 503) renders the error page instead of JSON. */
export default function PaymentReturn() {
  return null;
}
