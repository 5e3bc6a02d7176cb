/**
 * The URL codec of the category page's filters and of the search page: the server's half,
 * which reads and validates with zod (the names and the URL writers, which components use
 * too, are in ./filter-params, zod-free). Filters and page live in the query string so that
 * results can be shared and reloaded:
 *
 *   /category/3?minPrice=50&maxPrice=300&brand=2&brand=5&rating=4&page=2
 *   /search?q=lamp&page=2
 *
 * How bad input is answered:
 * - `page` is a position, not a preference: anything but a positive integer (0, -1, "abc")
 *   makes the whole query invalid, and the route answers 404; so does a page past the last.
 * - Filter values that cannot be read (junk prices, a rating other than 5/4/3/2, brand ids
 *   that are not ids) are ignored, one by one, and the route redirects to the cleaned URL.
 * - A minimum price above the maximum is kept as typed (not swapped): the page says so
 *   (`PRICE_RANGE_MESSAGE`) and shows no results, so the shopper sees what went wrong.
 */
import { z } from "zod";
import {
  catalogFiltersToParams,
  FILTER_PARAMS,
  MAX_BRAND_FILTERS,
  MAX_SEARCH_LENGTH,
  RATING_CHOICES,
  type CatalogFilters,
  type SearchQuery,
} from "./filter-params";

/** Pages beyond a 32-bit integer can never exist. */
const MAX_PAGE = 2_147_483_647;
const MAX_PRICE = 1_000_000_000;
const MAX_ID = 2_147_483_647;

const FILTER_KEYS: ReadonlySet<string> = new Set(Object.values(FILTER_PARAMS));

/** Absent or empty → 1; anything but a positive integer fails. */
const pageSchema = z
  .string()
  .trim()
  .optional()
  .transform((text) => (text ? text : "1"))
  .pipe(z.string().regex(/^\d{1,10}$/))
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_PAGE));

/** A non-negative decimal, rounded to cents; empty means unset; junk is ignored (null). */
const priceSchema = z
  .string()
  .trim()
  .max(20)
  .regex(/^\d+(\.\d+)?$/)
  .transform((text) => Math.round(Number(text) * 100) / 100)
  .pipe(z.number().max(MAX_PRICE))
  .nullable()
  .catch(null);

const brandsSchema = z.array(z.string()).transform((values) => {
  const ids = values
    .flatMap((value) => value.split(","))
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((id) => id >= 1 && id <= MAX_ID);
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_BRAND_FILTERS);
});

const ratingSchema = z
  .string()
  .trim()
  .transform(Number)
  .pipe(z.number().refine((rating) => (RATING_CHOICES as readonly number[]).includes(rating)))
  .nullable()
  .catch(null);

export const CatalogFiltersSchema = z.object({
  page: pageSchema,
  minPrice: priceSchema,
  maxPrice: priceSchema,
  brands: brandsSchema,
  minRating: ratingSchema,
});

/** Reads the filters; null when the page is not a positive integer (answer 404). */
export function parseCatalogFilters(params: URLSearchParams): CatalogFilters | null {
  const parsed = CatalogFiltersSchema.safeParse({
    page: params.get(FILTER_PARAMS.page) ?? undefined,
    minPrice: params.get(FILTER_PARAMS.minPrice),
    maxPrice: params.get(FILTER_PARAMS.maxPrice),
    brands: params.getAll(FILTER_PARAMS.brand),
    minRating: params.get(FILTER_PARAMS.rating),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The search string to redirect to when the filter parameters are not in their canonical form
 * (empty fields from the GET form, junk, duplicates); null when they already are. Parameters
 * that are not filters (e.g. tracking ones) are kept as they were.
 */
export function canonicalCatalogSearch(params: URLSearchParams, filters: CatalogFilters): string | null {
  const canonical = catalogFiltersToParams(filters);
  const current = [...params].filter(([key]) => FILTER_KEYS.has(key));
  const wanted = [...canonical];
  const same =
    current.length === wanted.length &&
    current.every(([key, value], index) => key === wanted[index]?.[0] && value === wanted[index]?.[1]);
  if (same) return null;
  for (const [key, value] of params) if (!FILTER_KEYS.has(key)) canonical.append(key, value);
  const text = canonical.toString();
  return text ? `?${text}` : "";
}

/** Reads /search's query: trimmed text cut to MAX_SEARCH_LENGTH; null for a bad page (404). */
export function parseSearchQuery(params: URLSearchParams): SearchQuery | null {
  const page = pageSchema.safeParse(params.get(FILTER_PARAMS.page) ?? undefined);
  if (!page.success) return null;
  const q = Array.from((params.get("q") ?? "").trim())
    .slice(0, MAX_SEARCH_LENGTH)
    .join("")
    .trim();
  return { q, page: page.data };
}
