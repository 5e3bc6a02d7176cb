/** Keeps the signed cart cookie well under the 4 KB browsers allow. */
export const MAX_CART_LINES = 30;
export const MAX_LINE_QUANTITY = 99;

/** A cart line's identity: the same product with the same options is the same line. Pure, so the browser can compute it for optimistic badges. */
export function lineKey(line: { productId: number; optionIds: number[] }): string {
  return `${line.productId}:${[...line.optionIds].sort((a, b) => a - b).join("-")}`;
}
