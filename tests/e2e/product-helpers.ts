import { expect, type Page } from "@playwright/test";
import { formatPrice } from "#server/catalog/format";
import { HOSTS } from "./helpers";

/**
 * The reference upstream's own view of a shop's catalogue, for the product page and quick
 * view tests to compare with what renders (raw JSON: decimals arrive as strings).
 */

export type UpstreamValue = { id: number; price: string | null; isStockable: boolean; name: { en: string } };
export type UpstreamGroup = { id: number; name: { en: string }; values: UpstreamValue[] };
export type UpstreamProduct = {
  id: number;
  name: { en: string };
  description: string | null;
  price: string;
  old_price: string | null;
  has_promotion: boolean;
  rateCount: number;
  deliveryTime: string | null;
  shippingCost: string | null;
  productImages: { id: number; url: string }[];
  category: { id: number; name: { en: string }; section: { id: number; name: { en: string } } | null } | null;
  productOptions: UpstreamGroup[];
};
export type UpstreamShop = {
  id: number;
  currency: { name: string };
  defaultShippingCost: string | number;
  defaultDeliveryTime: string | null;
};

const api = (path: string) => `${process.env.E2E_UPSTREAM_URL}/api/${path}`;

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(api(path));
  expect(response.ok, path).toBe(true);
  return (await response.json()) as T;
}

export async function upstreamShop(host: string = HOSTS.first): Promise<UpstreamShop> {
  return getJson<UpstreamShop>(`tenants/lookup/?host=${host}`);
}

export async function upstreamCatalogue(shopId: number): Promise<UpstreamProduct[]> {
  return (await getJson<{ results: UpstreamProduct[] }>(`products?tenantId=${shopId}&page_size=500&buyer=true`))
    .results;
}

export async function upstreamProduct(shopId: number, id: number): Promise<UpstreamProduct> {
  return getJson<UpstreamProduct>(`products/${id}/?tenantId=${shopId}`);
}

export async function upstreamReviews(shopId: number, id: number) {
  return (
    await getJson<{ results: { comment: string; user: { firstName: string; lastName: string } | null }[] }>(
      `products/rates?tenantId=${shopId}&product=${id}`,
    )
  ).results;
}

/** The quick view offers a value only when it is stockable and has a price. */
export const isOffered = (value: UpstreamValue) => value.isStockable && value.price !== null;

/**
 * Base price plus the chosen values' prices; a group without a chosen value counts its first
 * value, except, for a choice made in the quick view, a group it hides entirely (no value of
 * it is chosen there).
 */
export function expectedUnit(
  product: UpstreamProduct,
  chosen: number[],
  madeIn: "page" | "quick-view" = "page",
): number {
  let total = Number(product.price);
  for (const group of product.productOptions) {
    const hiddenInQuickView = !group.values.some(isOffered);
    const value =
      group.values.find((v) => chosen.includes(v.id)) ??
      (madeIn === "quick-view" && hiddenInQuickView ? undefined : group.values[0]);
    total += Number(value?.price ?? 0);
  }
  return Math.round(total * 100) / 100;
}

export const priceLabel = (amount: number, shop: UpstreamShop) => formatPrice(amount, shop.currency.name);

/** A group whose first value adds nothing and whose later value adds a price: choosing it adds exactly that price. */
export function pricedChoice(product: UpstreamProduct, offeredOnly = false) {
  for (const group of product.productOptions) {
    const values = offeredOnly ? group.values.filter(isOffered) : group.values;
    const first = values[0];
    const later = values.slice(1).find((value) => Number(value.price ?? 0) > 0);
    if (first && Number(first.price ?? 0) === 0 && later) return { group, first, value: later };
  }
  return null;
}

/** The header's cart badge (the wide header's, first in the page). */
export const cartBadge = (page: Page) => page.getByTestId("cart-badge").first();

/** The review form's label of a star rating. */
export const starsLabel = (n: number) => (n === 1 ? "1 star" : `${n} stars`);

/** A product of this shop rated below 4 (or not at all): reviews go there, so top-rated lists stay as they were. */
export async function reviewableProduct(host: string): Promise<number> {
  const shop = await upstreamShop(host);
  const products = (await upstreamCatalogue(shop.id)) as Array<UpstreamProduct & { rateAvg: string | number }>;
  const product = products.find((p) => Number(p.rateAvg) < 4);
  expect(product, "a product rated below 4").toBeDefined();
  return product!.id;
}

export const reviewForm = (page: Page) => page.getByTestId("review-form");

/** Fills 'Add Your Review' on the product page and submits it. */
export async function submitReview(page: Page, review: { rating?: number; comment?: string }) {
  const form = reviewForm(page);
  // A shopper clicks the star (the radio's label); the radio itself is visually hidden.
  if (review.rating)
    await form
      .locator("label")
      .filter({ hasText: starsLabel(review.rating) })
      .click();
  await form.getByLabel("Your review").fill(review.comment ?? "");
  await form.getByRole("button", { name: "Submit Review" }).click();
}
