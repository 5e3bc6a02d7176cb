import { redirect, redirectDocument } from "#server/tenancy/route";
import {
  cartFingerprint,
  claimPaymentReturn,
  endConfirming,
  keepPaymentLines,
  notOrderedRecorded,
  paymentLines,
  paymentReturnClaimed,
  recordNotOrdered,
  startConfirming,
  type AttemptOutcome,
  type PaymentCart,
  type PendingCardPayment,
} from "#server/checkout/checkout-attempts";
import { roundMoney } from "#server/catalog/format";
import { forgetProduct } from "#server/catalog/catalog";
import type { CartLine } from "#server/cart/cart";
import { changeCart, newestCartCookie, readCart } from "#server/cart/cart";
import {
  confirmCardProviderPayment,
  createCardCheckout,
  createPaypalPayment,
  placeCashOrder,
  replaceServerCart,
  toMinorUnits,
} from "#server/checkout/checkout";
import { errorFields, log } from "#server/platform/log";
import { logRedisOutage } from "#server/platform/redis";
import { requestOrigin } from "#server/platform/request";
import { commitSession, getSession, setFlash, type ShopSession, type SignedInUser } from "#server/identity/session";
import type { ShopInfo } from "#server/tenancy/shop";
import { UpstreamError } from "#server/upstream/client";
import { methodName, type PaymentMethodId } from "#server/upstream/constants";
import {
  CART_EMPTY_DETAIL,
  PAYMENT_ALREADY_CONFIRMED_DETAIL,
  PAYMENT_NOT_PAID_DETAIL,
} from "#server/upstream/contract";
import { ALREADY_CONFIRMED, CHECKOUT_FAILED, LATE_PAYMENT_ORDERED, ORDER_PLACED, PRICES_CHANGED } from "~/texts";

/**
 * The pay flow between the checkout form and the payment methods (spec §4): the cart goes
 * to the server cart first, then each method places the order or sends the shopper to pay.
 * The total charged is the upstream's price of the cart's lines, never a number from the form.
 */

/** The shopper's own pages the payment providers send them back to. */
export const RETURN_PATHS = {
  cardSuccess: "/card-return",
  paypalReturn: "/paypal-return",
  cardProviderCallback: "/payment-callback",
  cancelled: "/unsuccessful-payment",
  /** A card payment that could not become an order: the shopper is told it will be refunded. */
  notOrdered: "/payment-not-ordered",
} as const;

/** Provider references in return URLs: short tokens, nothing else. */
export const PROVIDER_REFERENCE = /^[A-Za-z0-9_-]{1,100}$/;

export function confirmOrderPath(orderId: number): string {
  return `/confirm-order?${new URLSearchParams({ order: String(orderId) })}`;
}

type PayRequest = {
  request: Request;
  shop: ShopInfo;
  user: SignedInUser;
  lines: CartLine[];
  /** The total the checkout page showed with the form's token. */
  shownTotal: number;
  addressId: number;
  methodId: PaymentMethodId;
};

/** Places the order or starts the payment; any upstream failure is the spec's pay-flow error, the cart kept. */
export async function pay(payment: PayRequest): Promise<AttemptOutcome> {
  const { request, shop, user, lines, addressId, methodId } = payment;
  const paymentCart = { shopId: shop.id, cartFingerprint: cartFingerprint(lines) };
  try {
    const cart = await replaceServerCart(shop.id, user, lines);
    const total = roundMoney(cart.totalCartPrice);
    if (total !== roundMoney(payment.shownTotal)) {
      // The page showed cached prices: drop them, so the page shown next has the upstream's.
      await Promise.all(lines.map((line) => forgetProduct(shop.id, line.productId)));
      return { location: "/check-out", flash: { kind: "error", text: PRICES_CHANGED }, clearCart: false };
    }
    const origin = requestOrigin(request);
    const method = methodName(methodId);
    switch (method) {
      case "cash": {
        const order = await placeCashOrder(shop.id, user, addressId);
        return {
          location: confirmOrderPath(order.id),
          flash: { kind: "success", text: ORDER_PLACED },
          clearCart: true,
        };
      }
      case "card": {
        const url = await createCardCheckout(shop.id, user, {
          cart,
          currency: shop.currency,
          addressId,
          successUrl: `${origin}${RETURN_PATHS.cardSuccess}`,
          cancelUrl: `${origin}${RETURN_PATHS.cancelled}`,
        });
        return { location: url, clearCart: false, paymentCart };
      }
      case "paypal": {
        const url = await createPaypalPayment(shop.id, user, {
          total,
          addressId,
          returnUrl: `${origin}${RETURN_PATHS.paypalReturn}`,
          cancelUrl: `${origin}${RETURN_PATHS.cancelled}`,
        });
        return { location: url, clearCart: false, paymentCart };
      }
      case "moyasar":
        // Its form may be paid after this cart is ordered from another tab: the lines are kept to order them again.
        // Only that rare payment needs them, so a Redis failure does not stop the checkout (it would be refunded).
        await keepPaymentLines(shop.id, lines).catch(logRedisOutage);
        return {
          location: "/moyasar",
          reloadDocument: true,
          clearCart: false,
          pendingCardPayment: {
            shopId: shop.id,
            addressId,
            amountMinor: toMinorUnits(total),
            currency: shop.currency,
            cartFingerprint: paymentCart.cartFingerprint,
          },
          paymentCart,
        };
      default:
        return method satisfies never;
    }
  } catch (error) {
    // An expired sign-in goes to /login (the route wrapper), not to the pay-flow error.
    if (!(error instanceof UpstreamError) || error.kind === "unauthorized") throw error;
    log.error("pay flow failed", {
      shopId: shop.id,
      methodId,
      kind: error.kind,
      status: error.status,
      detail: error.detail,
      ...errorFields(error),
    });
    return { location: "/check-out", flash: { kind: "error", text: CHECKOUT_FAILED }, clearCart: false };
  }
}

/**
 * Empties the cart if it is still the cart `fingerprint` names (the one just ordered): the Set-Cookie
 * header, or null when it is another cart. Checked again inside changeCart's compare-and-set, so
 * a line another tab adds meanwhile stays (the ordered ones with it: only the fingerprint is known).
 */
export async function emptyOrderedCart(request: Request, shopId: number, fingerprint: string): Promise<string | null> {
  // Read first: a cart that is not this one is left as it is, not even given a new revision.
  if (cartFingerprint(await readCart(request, shopId)) !== fingerprint) return null;
  return (await changeCart(request, shopId, (now) => (cartFingerprint(now) === fingerprint ? [] : now))).cookie;
}

/**
 * The 303 an attempt's outcome answers with (the first time and on every replay). An order placed
 * empties the cart only while it is still the cart that attempt paid for (`paidCart`, its fingerprint).
 */
export async function outcomeResponse(request: Request, shopId: number, outcome: AttemptOutcome, paidCart: string) {
  const session = await getSession(request);
  if (outcome.flash) setFlash(session, outcome.flash.kind, outcome.flash.text);
  if (outcome.pendingCardPayment) session.set("pendingCardPayment", outcome.pendingCardPayment);
  if (outcome.paymentCart) session.set("paymentCart", outcome.paymentCart);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(session));
  // A replay whose first answer (the emptied cart's cookie) was lost sends the newest cart: the
  // browser's cookie would otherwise hold the ordered lines, back once the store lets them go.
  const cartCookie =
    (outcome.clearCart ? await emptyOrderedCart(request, shopId, paidCart) : null) ??
    (await newestCartCookie(request, shopId));
  if (cartCookie) headers.append("Set-Cookie", cartCookie);
  const init = { status: 303, headers };
  return outcome.reloadDocument ? redirectDocument(outcome.location, init) : redirect(outcome.location, init);
}

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
async function claimedReturn(shopId: number, reference: string): Promise<PaymentReturn | null> {
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
    setFlash(session, "success", result.late ? LATE_PAYMENT_ORDERED : ORDER_PLACED);
    // No cart kept with the payment (one started before they were): the cart is emptied as it is.
    emptied(
      paidCart === undefined
        ? (await changeCart(request, shopId, () => [])).cookie
        : await emptyOrderedCart(request, shopId, paidCart),
    );
    location = confirmOrderPath(result.orderId);
  } else if (result.kind === "already-confirmed") {
    setFlash(session, "success", ALREADY_CONFIRMED);
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
