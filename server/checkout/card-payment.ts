import { log } from "#server/platform/log";
import { logRedisOutage } from "#server/platform/redis";
import type { SignedInUser } from "#server/identity/session";
import { UpstreamError } from "#server/upstream/client";
import {
  CART_EMPTY_DETAIL,
  PAYMENT_ALREADY_CONFIRMED_DETAIL,
  PAYMENT_NOT_PAID_DETAIL,
} from "#server/upstream/contract";
import { confirmCardProviderPayment, replaceServerCart } from "./checkout";
import {
  claimPaymentReturn,
  notOrderedRecorded,
  paymentLines,
  recordNotOrdered,
  type PaymentCart,
  type PendingCardPayment,
} from "./checkout-attempts";
import { claimedReturn, failureReason, type PaymentReturn } from "./payment-return";

/**
 * The card provider's payments (/moyasar, decision 0005): confirmed with the payment API as
 * the shopper, and when the cart they were started for was ordered meanwhile, ordered again or
 * recorded as charged without an order for an operator to refund.
 */

/**
 * The payment API's refusals of a card-provider payment that is paid and not yet confirmed but
 * whose cart is not the server cart (docs/upstream-api.md §7, checked in this order: unknown,
 * confirmed, not paid, address, then these two): an empty cart, or another cart's total.
 */
function paidWithoutItsCart(error: unknown): boolean {
  if (!(error instanceof UpstreamError) || error.status !== 400) return false;
  return error.detail === CART_EMPTY_DETAIL || Array.isArray(error.body?.amount);
}

const refusedAs = (error: unknown, detail: string) => error instanceof UpstreamError && error.detail === detail;

/** The reference a card-provider payment's return is claimed and recorded under. */
const cardReference = (paymentId: string) => `moyasar:${paymentId}`;

/**
 * How a card-provider payment's return was settled before, if it was: confirmed (claimed), or
 * charged without an order (recorded, so a reload shows that page again and confirms nothing).
 */
export async function settledCardPayment(shopId: number, paymentId: string): Promise<PaymentReturn | null> {
  const reference = cardReference(paymentId);
  if (await notOrderedRecorded(shopId, reference)) return { kind: "not-ordered", paymentId };
  return claimedReturn(shopId, reference);
}

/**
 * Confirms the card provider's payment `paymentId` (the provider said it is paid) as `user`,
 * which orders the server cart; once per return (confirmOnce). A payment from a form left open
 * in one tab after the other ordered its cart finds the server cart empty (or another's): the
 * lines it was started for go back in the server cart and it is confirmed again, a separate
 * order. A refusal that no retry changes (the address deleted, a price changed, a product gone,
 * the lines no longer kept, or another provider payment in progress for another cart, `started`:
 * the session's PaymentCart) leaves the card charged without an order: logged once as "payment
 * without an order" for an operator to refund (docs/operations.md) and recorded for reloads. An
 * upstream that fails (timeout, 5xx) is a plain failure, with the payment id: a reload tries again.
 */
export async function confirmCardPayment(
  shopId: number,
  user: SignedInUser,
  paymentId: string,
  pending: PendingCardPayment,
  started?: PaymentCart,
): Promise<PaymentReturn> {
  const reference = cardReference(paymentId);
  const earlier = await settledCardPayment(shopId, paymentId);
  if (earlier) return earlier;
  const confirmed = async (late: boolean): Promise<PaymentReturn> => {
    const confirmation = await confirmCardProviderPayment(shopId, user, paymentId, pending.addressId);
    if (confirmation.order === null)
      return { kind: "failed", reason: `confirmation ${confirmation.status}`, paymentId };
    return (await claimPaymentReturn(shopId, reference))
      ? { kind: "paid", orderId: confirmation.order, late }
      : { kind: "already-confirmed" };
  };
  const notOrdered = async (reason: string): Promise<PaymentReturn> => {
    // Logged once: a Redis that fails to keep the record logs it again rather than never.
    if (await recordNotOrdered(shopId, reference).catch((error: unknown) => (logRedisOutage(error), true))) {
      log.error("payment without an order", { shopId, userId: user.userId, paymentId, reason });
    }
    return { kind: "not-ordered", paymentId };
  };
  /** After the confirmation (or, `late`, the lines put back) failed: final refusals only are not ordered. */
  const refused = async (error: unknown, late: boolean): Promise<PaymentReturn> => {
    // Confirmed by a request whose answer (and claim) was lost: it has its order.
    if (refusedAs(error, PAYMENT_ALREADY_CONFIRMED_DETAIL))
      return claimPaymentReturn(shopId, reference).then(() => ({ kind: "already-confirmed" }));
    // Final: a 400 (the address deleted, a price changed) or, `late`, a product gone. Not paid is no charge
    // (the query's status is no proof), an unknown payment none of this shop's, and a timeout or 5xx may pass on a reload.
    const final =
      error instanceof UpstreamError &&
      ((error.kind === "rejected" && !refusedAs(error, PAYMENT_NOT_PAID_DETAIL)) ||
        (late && error.kind === "not_found"));
    return final ? notOrdered(failureReason(error)) : { kind: "failed", reason: failureReason(error), paymentId };
  };
  try {
    return await confirmed(false);
  } catch (error) {
    if (!paidWithoutItsCart(error)) return refused(error, false);
  }
  // Refilling the server cart would hand another provider payment's capture these lines (or empty it).
  if (started && started.shopId === shopId && started.cartFingerprint !== pending.cartFingerprint)
    return notOrdered("another payment was started for another cart since");
  const lines = await paymentLines(shopId, pending.cartFingerprint).catch(
    (error: unknown) => void logRedisOutage(error),
  );
  if (!lines) return notOrdered("the lines it was started for are no longer kept");
  try {
    await replaceServerCart(shopId, user, lines);
    const result = await confirmed(true);
    if (result.kind === "paid")
      log.warn("late card payment ordered", { shopId, userId: user.userId, paymentId, orderId: result.orderId });
    return result.kind === "failed" ? notOrdered(result.reason) : result;
  } catch (error) {
    return refused(error, true);
  }
}
