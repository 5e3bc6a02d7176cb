/**
 * The upstream contract's constants (docs/upstream-api.md), without zod: components import
 * them, and whatever a component imports ships to every browser. server/upstream/contract/
 * re-exports them for the server and the reference upstream.
 */

/** Separator between the two parts of a product's English name. */
export const NAME_SEPARATOR = "&^&";

/** Order statuses (spec §4). */
export const ORDER_STATUSES = {
  1: "Pending",
  2: "Ready",
  3: "Cancelled",
  4: "Confirmed",
  5: "Shipping",
  6: "Returned",
} as const;

/** Payment method ids (spec §3): 1 card/wallet, 2 cash on delivery, 4 PayPal, 5 card provider (/moyasar). */
export const PAYMENT_METHOD_IDS = { card: 1, cash: 2, paypal: 4, moyasar: 5 } as const;

/** A payment method as code names it: switch on these, never on the ids. */
export type PaymentMethodName = keyof typeof PAYMENT_METHOD_IDS;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[PaymentMethodName];

/** The name of a payment method id; undefined for an id the table does not know. */
export function methodName(id: PaymentMethodId): PaymentMethodName;
export function methodName(id: number): PaymentMethodName | undefined;
export function methodName(id: number): PaymentMethodName | undefined {
  return (Object.keys(PAYMENT_METHOD_IDS) as PaymentMethodName[]).find((name) => PAYMENT_METHOD_IDS[name] === id);
}

/** Largest page_size the upstream accepts (larger values are clamped). */
export const MAX_PAGE_SIZE = 500;
