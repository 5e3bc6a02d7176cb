import { requireUser } from "#server/identity/auth";
import { getSession, type ShopSession, type SignedInUser } from "#server/identity/session";
import { capturePaypalPayment, loadCardCheckout } from "./checkout";
import { claimPaymentReturn, type PaymentCart } from "./checkout-attempts";
import { confirmCardPayment, settledCardPayment } from "./card-payment";
import type { CheckoutTexts } from "./pay";
import {
  claimedReturn,
  confirmOnce,
  failureReason,
  paymentCartState,
  paymentReturnResponse,
  PROVIDER_REFERENCE,
  type PaymentReturn,
} from "./payment-return";

/**
 * The payment providers' returns (card checkout, PayPal, the card provider's callback) as one
 * flow: read the provider's reference, answer a return settled before, refuse what can be
 * refused without the provider, confirm with the provider, answer (payment-return.ts). The
 * query is never proof of payment: only the provider's answer, as this shopper, is.
 */

/** One return as the flow has read it: `id` is the provider's reference from the query. */
export type ProviderReturnRequest = {
  request: Request;
  shopId: number;
  user: SignedInUser;
  session: ShopSession;
  query: URLSearchParams;
  id: string;
};

/** How a return that may go on is confirmed; `paidCart`: the cart an order empties (default: the session's). */
type Confirmation = { confirm: () => Promise<PaymentReturn>; paidCart?: PaymentCart };

/** What differs between providers. */
export type ProviderReturn = {
  /** The query parameter holding the provider's reference, and the failure a return without a valid one logs. */
  param: string;
  missing: string;
  /** The reference's prefix in claims and confirmations (`paypal:<token>`). */
  prefix: string;
  /**
   * A return settled before (a reload), answered as it was before anything else, and what a
   * parallel request waits for (confirmOnce). Without it the return is confirmed directly.
   */
  settled?: (ret: ProviderReturnRequest) => Promise<PaymentReturn | null>;
  /** The reason this return cannot be confirmed (checked without the provider), or how to confirm it. */
  start: (ret: ProviderReturnRequest) => Promise<string | Confirmation>;
};

export async function providerReturn(
  provider: ProviderReturn,
  request: Request,
  shopId: number,
  texts: CheckoutTexts,
): Promise<Response> {
  const user = await requireUser(request, shopId);
  const answer = (result: PaymentReturn, paidCart?: PaymentCart) =>
    paymentReturnResponse(request, shopId, result, texts, paidCart);
  const query = new URL(request.url).searchParams;
  const id = query.get(provider.param) ?? "";
  if (!PROVIDER_REFERENCE.test(id)) return answer({ kind: "failed", reason: provider.missing });
  const ret = { request, shopId, user, session: await getSession(request), query, id };
  const settledBefore = provider.settled;
  const settled = settledBefore && (() => settledBefore(ret));
  const earlier = settled ? await settled() : null;
  if (earlier) return answer(earlier);
  const started = await provider.start(ret);
  if (typeof started === "string") return answer({ kind: "failed", reason: started });
  const result = settled
    ? await confirmOnce(shopId, `${provider.prefix}:${id}`, started.confirm, settled)
    : await started.confirm();
  return answer(result, started.paidCart);
}

/**
 * Card checkout's success return (`?session=…&order=…`): the session is read back from the
 * payment API as this shopper; only a paid session with an order, claimed once, is paid. No
 * `settled`: another shopper's claim of that session must not answer this one before the read,
 * and the read is safe to repeat (nothing for confirmOnce to guard).
 */
export const CARD_CHECKOUT_RETURN: ProviderReturn = {
  param: "session",
  missing: "no checkout session in the return",
  prefix: "card",
  start: async ({ shopId, user, id }) => ({
    confirm: async () => {
      let checkout;
      try {
        checkout = await loadCardCheckout(shopId, user, id);
      } catch (error) {
        return { kind: "failed", reason: failureReason(error) };
      }
      if (checkout.status !== "paid" || checkout.order === null)
        return { kind: "failed", reason: `checkout session ${checkout.status}` };
      return (await claimPaymentReturn(shopId, `card:${checkout.id}`))
        ? { kind: "paid", orderId: checkout.order }
        : { kind: "already-confirmed" };
    },
  }),
};

/**
 * PayPal's return (`?token=…`): the approved payment is captured as this shopper, which places
 * the order; not for a cart that changed since the payment started (ordered from another tab).
 */
export const PAYPAL_RETURN: ProviderReturn = {
  param: "token",
  missing: "no PayPal token in the return",
  prefix: "paypal",
  settled: ({ shopId, id }) => claimedReturn(shopId, `paypal:${id}`),
  start: async ({ request, session, shopId, user, id }) => {
    if ((await paymentCartState(request, session, shopId)) === "changed")
      return "the cart changed since the payment started";
    return {
      confirm: async () => {
        let confirmation;
        try {
          confirmation = await capturePaypalPayment(user, id);
        } catch (error) {
          return { kind: "failed", reason: failureReason(error) };
        }
        if (confirmation.order === null) return { kind: "failed", reason: `capture ${confirmation.status}` };
        return (await claimPaymentReturn(shopId, `paypal:${id}`))
          ? { kind: "paid", orderId: confirmation.order }
          : { kind: "already-confirmed" };
      },
    };
  },
};

/**
 * The card provider's callback (`?id=&status=&message=`, spec §4): confirmed with the payment
 * API with the address kept in the session at pay time (card-payment.ts), never on the query's
 * status alone. A reload of a return settled before gets the same page, whatever the session
 * holds now; the cart emptied is the one this payment's form was for.
 */
export const CARD_PROVIDER_CALLBACK: ProviderReturn = {
  param: "id",
  missing: "no payment id in the callback",
  prefix: "moyasar",
  settled: ({ shopId, id }) => settledCardPayment(shopId, id),
  start: async ({ session, query, shopId, user, id }) => {
    const pending = session.get("pendingCardPayment");
    if (!pending || pending.shopId !== shopId) return "no card payment pending in the session";
    // A declined card needs no confirmation call; "paid" is only believed from the payment API.
    if (query.get("status") !== "paid") return `provider said ${query.get("status")}: ${query.get("message")}`;
    const started = session.get("paymentCart");
    return { confirm: () => confirmCardPayment(shopId, user, id, pending, started), paidCart: pending };
  },
};
