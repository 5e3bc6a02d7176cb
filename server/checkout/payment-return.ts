import { changeCart, readCart } from "#server/cart/cart";
import { commitSession, getSession, setFlash, type ShopSession } from "#server/identity/session";
import { log } from "#server/platform/log";
import { redirect } from "#server/tenancy/route";
import { UpstreamError } from "#server/upstream/client";
import {
  cartFingerprint,
  endConfirming,
  paymentReturnClaimed,
  startConfirming,
  type PaymentCart,
} from "./checkout-attempts";
import { confirmOrderPath, emptyOrderedCart, RETURN_PATHS, type CheckoutTexts } from "./pay";

/**
 * What a payment provider's return comes to, and the answer the shopper gets for it: shared by
 * the three returns (provider-return.ts) and the card provider's confirmation (card-payment.ts).
 */

/** Provider references in return URLs: short tokens, nothing else. */
export const PROVIDER_REFERENCE = /^[A-Za-z0-9_-]{1,100}$/;

export type PaymentReturn =
  /** `late`: a card payment made after its cart was ordered from another tab, ordered again. */
  | { kind: "paid"; orderId: number; late?: boolean }
  | { kind: "already-confirmed" }
  /** `paymentId`: a card payment the provider said was paid, not confirmed (logged with it; a reload tries again). */
  | { kind: "failed"; reason: string; paymentId?: string }
  /** The card was charged and no order could be made of it: logged for an operator to refund. */
  | { kind: "not-ordered"; paymentId: string };

/**
 * Whether the shopper's cart is still the one a provider payment was started for (`started`,
 * the session's PaymentCart unless told): "same", "changed", or "unknown" when there is no such
 * cart (a payment started before it was kept, or another shop's).
 */
export async function paymentCartState(
  request: Request,
  session: ShopSession,
  shopId: number,
  started: PaymentCart | undefined = session.get("paymentCart"),
): Promise<"same" | "changed" | "unknown"> {
  if (!started || started.shopId !== shopId) return "unknown";
  return cartFingerprint(await readCart(request, shopId)) === started.cartFingerprint ? "same" : "changed";
}

/** How long a reload of a return waits for the request confirming it (the payment API's 5 s timeout, and then some). */
const CONFIRMING_WAIT_MS = 8_000;

/** The answer a return already settled gets: "already-confirmed" once it is claimed, else null. */
export async function claimedReturn(shopId: number, reference: string): Promise<PaymentReturn | null> {
  return (await paymentReturnClaimed(shopId, reference)) ? { kind: "already-confirmed" } : null;
}

/**
 * Confirms a provider's return (`confirm`: the payment API's call and the claim) once at a time.
 * A parallel request for the same return (a reload while the first is confirming, which the
 * payment API would refuse as done already) waits for the first one to settle it instead
 * (`settled`: its claim, or for a card payment the record that it was not ordered) and answers that.
 */
export async function confirmOnce(
  shopId: number,
  reference: string,
  confirm: () => Promise<PaymentReturn>,
  settled: () => Promise<PaymentReturn | null> = () => claimedReturn(shopId, reference),
): Promise<PaymentReturn> {
  if (!(await startConfirming(shopId, reference))) {
    for (
      const deadline = Date.now() + CONFIRMING_WAIT_MS;
      Date.now() < deadline;
      await new Promise((resolve) => setTimeout(resolve, 100))
    ) {
      const earlier = await settled();
      if (earlier) return earlier;
    }
    return { kind: "failed", reason: "still being confirmed by another request" };
  }
  try {
    return await confirm();
  } finally {
    await endConfirming(shopId, reference);
  }
}

/**
 * The answer to a payment provider's return: the order page when the payment API confirmed
 * it, the order history when it was confirmed before, the failure page otherwise (the cart
 * kept), and for a card charged without an order the page saying it will be refunded. The
 * cart is emptied only while it is still the one the payment was for (`started`, the
 * session's PaymentCart unless told; lines added meanwhile stay); a payment confirmed by
 * another request empties it too, since that answer may never have reached the browser. The
 * session's PaymentCart is dropped; the pending card payment stays for a later payment of its
 * form (it goes when the next one starts).
 */
export async function paymentReturnResponse(
  request: Request,
  shopId: number,
  result: PaymentReturn,
  texts: CheckoutTexts,
  started?: PaymentCart,
) {
  const session = await getSession(request);
  const paid = started ?? session.get("paymentCart");
  const paidCart = paid?.shopId === shopId ? paid.cartFingerprint : undefined;
  session.unset("paymentCart");
  const headers = new Headers();
  const emptied = (cookie: string | null) => void (cookie && headers.append("Set-Cookie", cookie));
  let location: string;
  if (result.kind === "paid") {
    setFlash(session, "success", result.late ? texts.latePaymentOrdered : texts.orderPlaced);
    // No cart kept with the payment (one started before they were): the cart is emptied as it is.
    emptied(
      paidCart === undefined
        ? (await changeCart(request, shopId, () => [])).cookie
        : await emptyOrderedCart(request, shopId, paidCart),
    );
    location = confirmOrderPath(result.orderId);
  } else if (result.kind === "already-confirmed") {
    setFlash(session, "success", texts.alreadyConfirmed);
    if (paidCart !== undefined) emptied(await emptyOrderedCart(request, shopId, paidCart));
    location = "/profile/orders";
  } else if (result.kind === "not-ordered") {
    session.set("notOrderedPayment", { shopId, paymentId: result.paymentId });
    location = RETURN_PATHS.notOrdered;
  } else {
    // A card the provider says was charged, not confirmed: an error line with its id, for an operator (docs/operations.md).
    if (result.paymentId)
      log.error("payment not confirmed", { shopId, paymentId: result.paymentId, reason: result.reason });
    else log.warn("payment not confirmed", { shopId, reason: result.reason });
    location = RETURN_PATHS.cancelled;
  }
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(location, { status: 303, headers });
}

/** Why a confirmation call failed, for the log (the shopper sees the failure page). */
export function failureReason(error: unknown): string {
  if (error instanceof UpstreamError) return `${error.kind}${error.detail ? `: ${error.detail}` : ""}`;
  throw error;
}
