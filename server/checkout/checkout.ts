import type { Language } from "#server/platform/language";
import { sharedCached, tenantKey } from "#server/platform/cache";
import { roundMoney } from "#server/catalog/format";
import type { CartLine } from "#server/cart/cart";
import { config } from "#server/platform/config";
import { log } from "#server/platform/log";
import type { SignedInUser } from "#server/identity/session";
import {
  inLanguage,
  CardCheckoutResponseSchema,
  CardCheckoutSessionSchema,
  CartSchema,
  DetailResponseSchema,
  OrderSchema,
  PaymentConfirmationSchema,
  PaymentKeySchema,
  PaymentMethodListSchema,
  PaypalCreateResponseSchema,
  type Cart,
  type CardCheckoutSession,
  type Order,
  type PaymentConfirmation,
} from "#server/upstream/contract";
import { upstreamRequest } from "#server/upstream/client";
import {
  methodName,
  PAYMENT_METHOD_IDS,
  type PaymentMethodId,
  type PaymentMethodName,
} from "#server/upstream/constants";

/**
 * Every upstream call of buying: the shop's payment methods and card provider key, the
 * server cart the spec fills at pay time, and one call per payment method. Per-user calls
 * are never cached; the method list and the provider's publishable key are per shop.
 */

/** A method the checkout offers; the page names it in its language (app/texts.ts, PAYMENT_METHODS). */
export type PaymentMethodOption = { id: PaymentMethodId; name: PaymentMethodName };
/** A method as the checkout page shows it: named in the page's language. */
export type NamedPaymentMethod = PaymentMethodOption & { label: string; note: string };

/** The shop's active payment methods; the card provider only when it is configured here. */
export function loadPaymentMethods(shopId: number): Promise<PaymentMethodOption[]> {
  return sharedCached(tenantKey(shopId, "payment-methods"), async () => {
    const list = await upstreamRequest({
      service: "payment",
      path: "payment/methods/",
      query: { tenant: shopId },
      schema: PaymentMethodListSchema,
    });
    return list.results.flatMap((method): PaymentMethodOption[] => {
      const name = methodName(method.id);
      if (!method.active || !name || (name === "moyasar" && config().cardProvider === null)) return [];
      return [{ id: PAYMENT_METHOD_IDS[name], name }];
    });
  });
}

/** The card provider's publishable key for this shop (safe to show: it only starts payments). */
export async function loadPublishableKey(shopId: number): Promise<string> {
  const key = await sharedCached(tenantKey(shopId, "payment-key"), () =>
    upstreamRequest({ service: "payment", path: "payment/key/", query: { tenant: shopId }, schema: PaymentKeySchema }),
  );
  return key.publishable_key;
}

/**
 * Sends the cart's lines to the shopper's server cart, as the spec says, after emptying it
 * so a retry never doubles the quantities. Resolves with the server cart: its total is the
 * upstream's own price of these lines.
 */
export async function replaceServerCart(shopId: number, user: SignedInUser, lines: CartLine[]): Promise<Cart> {
  await upstreamRequest({
    method: "POST",
    path: "orders/cart/clear/",
    query: { tenantId: shopId },
    token: user.token,
    schema: DetailResponseSchema,
  });
  let cart: Cart = { products: { cartItems: [] }, totalCartPrice: 0 };
  // One after the other: the upstream adds to a line it already has.
  for (const line of lines) {
    cart = await upstreamRequest({
      method: "POST",
      path: "orders/cart/add/",
      query: { tenantId: shopId },
      json: { product: line.productId, quantity: line.quantity, productoptions: line.optionIds },
      token: user.token,
      schema: CartSchema,
    });
  }
  return cart;
}

/** Cash on delivery: the order is placed from the server cart at once. */
export function placeCashOrder(shopId: number, user: SignedInUser, addressId: number): Promise<Order> {
  return upstreamRequest({
    method: "POST",
    path: "orders/cash/",
    query: { tenantId: shopId },
    json: { address: addressId },
    token: user.token,
    schema: OrderSchema,
  });
}

/** The card checkout's item description: the spec keeps it a fixed placeholder (§9). */
const CARD_ITEM_DESCRIPTION = "Order item";

/** Card or wallet: a hosted checkout session; resolves with the page to send the shopper to. */
export async function createCardCheckout(
  shopId: number,
  user: SignedInUser,
  checkout: {
    cart: Cart;
    currency: string;
    addressId: number;
    language: Language;
    successUrl: string;
    cancelUrl: string;
  },
): Promise<string> {
  const session = await upstreamRequest({
    service: "payment",
    method: "POST",
    path: "payment/checkout/",
    query: { tenant: shopId },
    json: {
      amount: checkout.cart.totalCartPrice,
      currency: checkout.currency,
      items: checkout.cart.products.cartItems.map((item) => ({
        name: inLanguage(item.product.name, checkout.language),
        amount: item.price,
        description: CARD_ITEM_DESCRIPTION,
        quantity: item.quantity,
      })),
      extras: { address: checkout.addressId },
      success_url: checkout.successUrl,
      cancel_url: checkout.cancelUrl,
    },
    token: user.token,
    schema: CardCheckoutResponseSchema,
  });
  warnUnlessAllowed(session.checkout_url);
  return session.checkout_url;
}

/** A card checkout session as the payment API knows it (another shopper's is "not_found"). */
export function loadCardCheckout(shopId: number, user: SignedInUser, sessionId: string): Promise<CardCheckoutSession> {
  return upstreamRequest({
    service: "payment",
    path: `payment/checkout/${encodeURIComponent(sessionId)}/`,
    query: { tenant: shopId },
    token: user.token,
    schema: CardCheckoutSessionSchema,
  });
}

/** PayPal: a payment to approve; resolves with the approval page. */
export async function createPaypalPayment(
  shopId: number,
  user: SignedInUser,
  payment: { total: number; addressId: number; returnUrl: string; cancelUrl: string },
): Promise<string> {
  const created = await upstreamRequest({
    service: "payment",
    method: "POST",
    path: "payment/paypal/create/",
    query: { tenant: shopId },
    json: {
      total: payment.total,
      value: payment.total,
      address_id: payment.addressId,
      return_url: payment.returnUrl,
      cancel_url: payment.cancelUrl,
    },
    token: user.token,
    schema: PaypalCreateResponseSchema,
  });
  warnUnlessAllowed(created.url);
  return created.url;
}

/** PayPal return: captures the approved payment, which places the order. */
export function capturePaypalPayment(user: SignedInUser, paypalToken: string): Promise<PaymentConfirmation> {
  return upstreamRequest({
    service: "payment",
    method: "POST",
    path: "payment/paypal/capture/",
    query: { id: paypalToken },
    token: user.token,
    schema: PaymentConfirmationSchema,
  });
}

/** Card provider callback: confirms the provider's payment with the stored address, which places the order. */
export function confirmCardProviderPayment(
  shopId: number,
  user: SignedInUser,
  paymentId: string,
  addressId: number,
): Promise<PaymentConfirmation> {
  return upstreamRequest({
    service: "payment",
    method: "POST",
    path: `payment/moyasar/payments/${encodeURIComponent(paymentId)}/`,
    json: { address: addressId },
    token: user.token,
    headers: { tenant: String(shopId) },
    schema: PaymentConfirmationSchema,
  });
}

/** The provider's amount is in minor units: total × 100 (spec §9). */
export function toMinorUnits(total: number): number {
  return Math.round(roundMoney(total) * 100);
}

/** A hosted page outside PAYMENT_PAGE_ORIGINS is blocked by the checkout page's CSP for a shopper without JavaScript. */
function warnUnlessAllowed(pageUrl: string) {
  let origin: string;
  try {
    origin = new URL(pageUrl).origin;
  } catch {
    origin = pageUrl;
  }
  if (!config().paymentPageOrigins.includes(origin)) {
    log.warn("payment page origin not in PAYMENT_PAGE_ORIGINS: shoppers without JavaScript cannot reach it", {
      origin,
    });
  }
}
