import { NAME_SEPARATOR } from "#server/upstream/constants";

/**
 * Pure display rules of spec §9, shared by loaders (server) and components (browser):
 * two-part names, cutting, rounding, half-step ratings and option-adjusted prices.
 */

export const TITLE_MAX = 12;
export const SUBTITLE_MAX = 20;

export type ProductName = { title: string; subtitle: string };

/** "Desk Lamp&^&Warm white, dimmable" → { title: "Desk Lamp", subtitle: "Warm white, dimmable" }. */
export function splitName(name: string): ProductName {
  const index = name.indexOf(NAME_SEPARATOR);
  if (index === -1) return { title: name.trim(), subtitle: "" };
  return { title: name.slice(0, index).trim(), subtitle: name.slice(index + NAME_SEPARATOR.length).trim() };
}

/** Cuts to max characters plus "..." (only when something was cut). */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join("")}...` : text;
}

/** Rating precision 0.5, clamped to 0–5. */
export function roundToHalf(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** Money in a minor-unit-safe way: two decimals, no floating drift (0.1 + 0.2 → 0.3). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** Unit price = base price plus the chosen option values' prices (unpriced values add 0). */
export function unitPrice(basePrice: number, chosenOptionPrices: Array<number | null>): number {
  return roundMoney(chosenOptionPrices.reduce<number>((sum, price) => sum + (price ?? 0), basePrice));
}

/** Line total = unit price × quantity. */
export function lineTotal(unit: number, quantity: number): number {
  return roundMoney(unit * quantity);
}

/** Subtotal = sum of line totals. */
export function subtotal(lineTotals: number[]): number {
  return roundMoney(lineTotals.reduce((sum, total) => sum + total, 0));
}

/** The whole price a card shows (spec §9: prices in cards rounded to integer); halves round up. */
export function cardPrice(amount: number): number {
  return Math.round(amount);
}

/** The shipping amount the checkout total adds: spec §9 keeps it at 0. */
const SHIPPING_IN_TOTAL = 0;

/**
 * Spec §9: "Shipping cost is displayed from defaultShippingCost, but the checkout total adds a
 * shipping amount kept at 0". The checkout summary, the confirmation and the order history show
 * this label beside a total that leaves it out ('Includes tax, excludes shipping').
 */
export function shippingLabel(shop: { defaultShippingCost: number; currency: string }): string {
  return formatPrice(shop.defaultShippingCost, shop.currency);
}

/** The checkout total: the subtotal plus the shipping amount kept at 0 (spec §9), never the shipping shown. */
export function checkoutTotal(subtotalAmount: number): number {
  return roundMoney(subtotalAmount + SHIPPING_IN_TOTAL);
}

/** Cards show prices rounded to an integer plus the currency name: "120 SAR". */
export function formatCardPrice(amount: number, currency: string): string {
  return `${cardPrice(amount)} ${currency}`.trim();
}

/**
 * The price filter compares the price the cards show (docs/decisions/0003, amendment): a 49.60
 * product, whose card says 50, is "from 50" and not "up to 49". These are the exact bounds the
 * upstream compares (price__gte, price__lte; prices in cents) for the shopper's bounds:
 * cardPrice(p) >= min exactly when p >= ceil(min) - 0.5, and cardPrice(p) <= max exactly when
 * p < floor(max) + 0.5, that is p <= floor(max) + 0.49.
 */
export function exactPriceBounds(
  minPrice: number | undefined,
  maxPrice: number | undefined,
): { gte: number | undefined; lte: number | undefined } {
  return {
    gte: minPrice === undefined ? undefined : Math.max(0, Math.ceil(minPrice) - 0.5),
    lte: maxPrice === undefined ? undefined : roundMoney(Math.floor(maxPrice) + 0.49),
  };
}

/**
 * The rating filter compares the rating the cards show, as the price filter does (decision 0003,
 * amendment): cards show the average in half stars (roundToHalf), so a 3.8 average shows four
 * stars and is "4 & up". roundToHalf(r) >= n exactly when r >= n - 0.25, for n in half steps.
 */
export function exactRatingBound(minRating: number | undefined): number | undefined {
  return minRating === undefined ? undefined : Math.max(0, minRating - 0.25);
}

/** Elsewhere prices keep their decimals when they have any: "120 SAR", "99.50 SAR". */
export function formatPrice(amount: number, currency: string): string {
  const rounded = roundMoney(amount);
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
  return `${text} ${currency}`.trim();
}
