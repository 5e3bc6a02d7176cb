import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { HOSTS, upstreamTenant } from "./helpers";

/** What the category specs share: the upstream's own filtering, and reading the cards. */

export const NOT_FOUND = "Sorry, We couldn't find what you are looking for!";
export const PAGE_SIZE = 12;

export type UpstreamProduct = { id: number; price: string | number };
export type UpstreamCategory = { id: number; name: { en: string }; products_count: number; section: number };
export type UpstreamFilters = {
  min_price: string;
  max_price: string;
  brands: { id: number; name: string }[];
  categories: UpstreamCategory[];
};

export async function upstream<T>(path: string): Promise<T> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/api/${path}`);
  expect(response.ok, path).toBe(true);
  return (await response.json()) as T;
}

export async function shopId() {
  return (await upstreamTenant(HOSTS.first)).id;
}

/** The ids the upstream lists for a category with some filters (its own filtering). */
export async function expectedIds(tenantId: number, categoryId: number, filters: Record<string, string> = {}) {
  const query = new URLSearchParams({
    tenantId: String(tenantId),
    category: String(categoryId),
    page_size: String(PAGE_SIZE),
    ...filters,
  });
  const page = await upstream<{ results: UpstreamProduct[] }>(`products?${query}`);
  return page.results.map((product) => product.id);
}

export async function cardIds(page: Page) {
  return page
    .getByTestId("product-card")
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-product-id"))));
}

export async function cardPrices(page: Page) {
  const texts = await page.getByTestId("card-price").allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

/** The shop's categories, the fullest first; the one with the most brands for brand tests. */
export async function categories(tenantId: number) {
  const { results } = await upstream<{ results: UpstreamCategory[] }>(`products/categories/?tenantId=${tenantId}`);
  return results;
}

/** The fullest category whose products fit on one page, so filters can be checked card by card. */
export async function fullestCategory(tenantId: number) {
  const all = (await categories(tenantId)).filter((category) => category.products_count <= PAGE_SIZE);
  return [...all].sort((a, b) => b.products_count - a.products_count || a.id - b.id)[0]!;
}

export async function filtersOf(tenantId: number, categoryId: number) {
  return upstream<UpstreamFilters>(`products/filters/?tenantId=${tenantId}&category=${categoryId}`);
}

export function apply(page: Page) {
  return page.getByRole("button", { name: "Apply" }).click();
}
