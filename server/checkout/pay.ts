import { localizedPath, type Language } from "#server/platform/language";
import { forgetProduct } from "#server/catalog/catalog";
import { roundMoney } from "#server/catalog/format";
import { changeCart, newestCartCookie, readCart, type CartLine } from "#server/cart/cart";
import { errorFields, log } from "#server/platform/log";
import { logRedisOutage } from "#server/platform/redis";
import { requestOrigin } from "#server/platform/request";
import { commitSession, getSession, setFlash, type SignedInUser } from "#server/identity/session";
import { redirect, redirectDocument } from "#server/tenancy/route";
import type { ShopInfo } from "#server/tenancy/shop";
import { UpstreamError } from "#server/upstream/client";
import { methodName, type PaymentMethodId } from "#server/upstream/constants";
import { createCardCheckout, createPaypalPayment, placeCashOrder, replaceServerCart, toMinorUnits } from "./checkout";
import { cartFingerprint, keepPaymentLines, type AttemptOutcome } from "./checkout-attempts";

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

export function confirmOrderPath(orderId: number): string {
  return `/confirm-order?${new URLSearchParams({ order: String(orderId) })}`;
}

/**
 * The spec's texts the pay flow shows (app/texts.ts, CHECKOUT_TEXTS): a domain never imports
 * the app, so the routes hand them in.
 */
export type CheckoutTexts = {
  orderPlaced: string;
  pricesChanged: string;
  checkoutFailed: string;
  alreadyConfirmed: string;
  latePaymentOrdered: string;
};

type PayRequest = {
  request: Request;
  shop: ShopInfo;
  user: SignedInUser;
  lines: CartLine[];
  /** The total the checkout page showed with the form's token. */
  shownTotal: number;
  addressId: number;
  methodId: PaymentMethodId;
  /** The checkout page's language: the provider's item names and the cancel page are in it. */
  language: Language;
};

/** Places the order or starts the payment; any upstream failure is the spec's pay-flow error, the cart kept. */
export async function pay(payment: PayRequest, texts: CheckoutTexts): Promise<AttemptOutcome> {
  const { request, shop, user, lines, addressId, methodId, language } = payment;
  const paymentCart = { shopId: shop.id, cartFingerprint: cartFingerprint(lines) };
  try {
    const cart = await replaceServerCart(shop.id, user, lines);
    const total = roundMoney(cart.totalCartPrice);
    if (total !== roundMoney(payment.shownTotal)) {
      // The page showed cached prices: drop them, so the page shown next has the upstream's.
      await Promise.all(lines.map((line) => forgetProduct(shop.id, line.productId)));
      return { location: "/check-out", flash: { kind: "error", text: texts.pricesChanged }, clearCart: false };
    }
    const origin = requestOrigin(request);
    const method = methodName(methodId);
    switch (method) {
      case "cash": {
        const order = await placeCashOrder(shop.id, user, addressId);
        return {
          location: confirmOrderPath(order.id),
          flash: { kind: "success", text: texts.orderPlaced },
          clearCart: true,
        };
      }
      case "card": {
        const url = await createCardCheckout(shop.id, user, {
          cart,
          currency: shop.currency,
          addressId,
          language,
          successUrl: `${origin}${RETURN_PATHS.cardSuccess}`,
          cancelUrl: `${origin}${localizedPath(RETURN_PATHS.cancelled, language)}`,
        });
        return { location: url, clearCart: false, paymentCart };
      }
      case "paypal": {
        const url = await createPaypalPayment(shop.id, user, {
          total,
          addressId,
          returnUrl: `${origin}${RETURN_PATHS.paypalReturn}`,
          cancelUrl: `${origin}${localizedPath(RETURN_PATHS.cancelled, language)}`,
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
    return { location: "/check-out", flash: { kind: "error", text: texts.checkoutFailed }, clearCart: false };
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
