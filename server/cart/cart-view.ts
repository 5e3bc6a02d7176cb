import type { Language } from "#server/platform/language";
import { inLanguage } from "#server/upstream/contract";
import { loadProduct } from "#server/catalog/catalog";
import { cutText, formatPrice, lineTotal, splitName, subtotal, SUBTITLE_MAX, TITLE_MAX } from "#server/catalog/format";
import { InvalidOptionError, resolveOptions } from "#server/catalog/options";
import { lineKey, type CartLine } from "./cart";
import { mediaUrl } from "#server/tenancy/shop";
import { UpstreamError } from "#server/upstream/client";

/**
 * The cart as the shopper sees it: every line's product is read from the upstream at render
 * time (current prices). Lines whose product or option no longer exists are dropped.
 */

export type CartLineView = {
  key: string;
  productId: number;
  title: string;
  titleShort: string;
  subtitleShort: string;
  imageUrl: string | null;
  optionNames: string[];
  quantity: number;
  unitPrice: number;
  unitPriceLabel: string;
  lineTotalLabel: string;
};

export type CartView = {
  lines: CartLineView[];
  total: number;
  totalLabel: string;
  /** The keys of the lines dropped (no such product or option any more), to drop from the cart. */
  droppedKeys: string[];
  droppedCount: number;
};

export async function buildCartView(
  shopId: number,
  currency: string,
  lines: CartLine[],
  language: Language,
): Promise<CartView> {
  const products = await Promise.allSettled(lines.map((line) => loadProduct(shopId, line.productId)));
  const views: CartLineView[] = [];
  const droppedKeys: string[] = [];
  products.forEach((result, index) => {
    const line = lines[index]!;
    if (result.status === "rejected") {
      // A product that no longer exists is dropped; any other failure is the upstream's.
      if (!(result.reason instanceof UpstreamError && result.reason.kind === "not_found")) throw result.reason;
      droppedKeys.push(lineKey(line));
      return;
    }
    const product = result.value;
    let choice;
    try {
      choice = resolveOptions(product, line.optionIds, { cartLine: true, language });
    } catch (error) {
      if (!(error instanceof InvalidOptionError)) throw error;
      droppedKeys.push(lineKey(line));
      return;
    }
    const { title, subtitle } = splitName(inLanguage(product.name, language));
    const image = product.productImages[0]?.url;
    views.push({
      key: lineKey(line),
      productId: product.id,
      title,
      titleShort: cutText(title, TITLE_MAX),
      subtitleShort: cutText(subtitle, SUBTITLE_MAX),
      imageUrl: image ? mediaUrl(image) || null : null,
      optionNames: choice.groups.flatMap((group) =>
        group.values.filter((v) => v.selected).map((v) => `${group.name}: ${v.name}`),
      ),
      quantity: line.quantity,
      unitPrice: choice.unitPrice,
      unitPriceLabel: formatPrice(choice.unitPrice, currency),
      lineTotalLabel: formatPrice(lineTotal(choice.unitPrice, line.quantity), currency),
    });
  });
  const total = subtotal(views.map((view) => lineTotal(view.unitPrice, view.quantity)));
  return {
    lines: views,
    total,
    totalLabel: formatPrice(total, currency),
    droppedKeys,
    droppedCount: droppedKeys.length,
  };
}
