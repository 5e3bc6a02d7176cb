/**
 * The browser-safe half of the catalogue filters' URL codec (server/catalog/filters.ts reads
 * and validates the query with zod, on the server): names, limits and the functions that
 * write filter and search URLs. No zod here: components import it.
 */

/** Products per page on the category and search pages. */
export const CATALOG_PAGE_SIZE = 12;
/** The rating filter's choices, "and up" (spec §9). */
export const RATING_CHOICES = [5, 4, 3, 2] as const;
/** At most this many brands are filtered on at once; more are dropped. */
export const MAX_BRAND_FILTERS = 50;
/** Longest search text; longer input is cut. */
export const MAX_SEARCH_LENGTH = 100;
export const PRICE_RANGE_MESSAGE = "The minimum price must not be above the maximum price.";

export type CatalogFilters = {
  page: number;
  minPrice: number | null;
  maxPrice: number | null;
  /** Distinct brand ids, ascending. */
  brands: number[];
  /** 5, 4, 3 or 2 ("and up"). */
  minRating: number | null;
};

export type SearchQuery = { q: string; page: number };

/** The query-string names, as the filter form's fields are named. */
export const FILTER_PARAMS = {
  page: "page",
  minPrice: "minPrice",
  maxPrice: "maxPrice",
  brand: "brand",
  rating: "rating",
} as const;

/** The canonical query string of some filters: defaults left out, brands repeated. */
export function catalogFiltersToParams(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.minPrice !== null) params.set(FILTER_PARAMS.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== null) params.set(FILTER_PARAMS.maxPrice, String(filters.maxPrice));
  for (const brand of filters.brands) params.append(FILTER_PARAMS.brand, String(brand));
  if (filters.minRating !== null) params.set(FILTER_PARAMS.rating, String(filters.minRating));
  if (filters.page > 1) params.set(FILTER_PARAMS.page, String(filters.page));
  return params;
}

/** True when both bounds are set and the minimum is above the maximum. */
export function isPriceRangeInverted(filters: Pick<CatalogFilters, "minPrice" | "maxPrice">): boolean {
  return filters.minPrice !== null && filters.maxPrice !== null && filters.minPrice > filters.maxPrice;
}

/** A filter URL for another page, keeping every filter. */
export function catalogPageSearch(filters: CatalogFilters, page: number): string {
  const text = catalogFiltersToParams({ ...filters, page }).toString();
  return text ? `?${text}` : "";
}

export function searchQueryToParams({ q, page }: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set(FILTER_PARAMS.page, String(page));
  return params;
}
