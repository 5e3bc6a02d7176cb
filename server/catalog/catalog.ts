import { inEachLanguage, type Language } from "#server/platform/language";
import { forgetShared, sharedCached, tenantKey } from "#server/platform/cache";
import { htmlToText, sanitizeRichText } from "#server/platform/html";
import {
  cutText,
  exactPriceBounds,
  exactRatingBound,
  formatCardPrice,
  roundToHalf,
  splitName,
  SUBTITLE_MAX,
  TITLE_MAX,
} from "./format";
import { mediaUrl, type NavCategory } from "#server/tenancy/shop";
import {
  CategoryListSchema,
  CategorySchema,
  FeatureListSchema,
  MAX_PAGE_SIZE,
  ProductCountedListSchema,
  ProductDetailSchema,
  ProductFiltersSchema,
  ProductPageSchema,
  ReviewListSchema,
  SliderListSchema,
  inLanguage,
  type Category,
  type Localized,
  type Product,
  type ProductFilters,
  type ProductPage,
  type Review,
} from "#server/upstream/contract";
import { upstreamRequest } from "#server/upstream/client";

/**
 * Catalogue reads. Everything here is the same for every shopper of a shop, so it is
 * cached per tenant (fresh for CACHE_TTL_SECONDS, then served stale while it refreshes
 * and while the upstream is down): in the catalogue store, except search results and
 * filtered listings, whose keys visitors make up (the search store). Calls carry no token:
 * per-user state such as `wished` is laid over these results by the caller, never cached.
 */

/** Spec §9 constants. */
export const HOME_LIST_SIZE = 5;
export const TOP_RATED_LIMIT = 8;
export const NEW_ARRIVALS_SEE_ALL_THRESHOLD = 4;
export const TOP_RATED_SEE_ALL_THRESHOLD = 8;
export const RELATED_PRODUCTS = 3;
export const FULL_LIST_LIMIT = 60;

export type Slide = { id: number; imageUrl: string; mobileImageUrl: string; title: string; link: string };
export type FeatureItem = { id: number; iconUrl: string; title: string; text: string };

/** What every product card shows (spec §2 Product card). */
export type ProductCardData = {
  id: number;
  title: string;
  subtitle: string;
  /** First part cut to 12 characters plus "...". */
  titleShort: string;
  /** Second part cut to 20 characters plus "...". */
  subtitleShort: string;
  imageUrl: string | null;
  price: number;
  /** Rounded price plus the currency name. */
  priceLabel: string;
  oldPriceLabel: string | null;
  hasPromotion: boolean;
  /** Average rating in half steps. */
  rating: number;
  reviewCount: number;
};

export function toProductCard(product: Product, currency: string, language: Language): ProductCardData {
  const { title, subtitle } = splitName(inLanguage(product.name, language));
  const image = product.productImages[0]?.url;
  return {
    id: product.id,
    title,
    subtitle,
    titleShort: cutText(title, TITLE_MAX),
    subtitleShort: cutText(subtitle, SUBTITLE_MAX),
    imageUrl: image ? mediaUrl(image) || null : null,
    price: product.price,
    priceLabel: formatCardPrice(product.price, currency),
    oldPriceLabel: product.has_promotion && product.old_price ? formatCardPrice(product.old_price, currency) : null,
    hasPromotion: product.has_promotion,
    rating: roundToHalf(product.rateAvg),
    reviewCount: product.rateCount || product.ratesProduct.length,
  };
}

export function loadSliders(shopId: number, language: Language): Promise<Slide[]> {
  return sharedCached(tenantKey(shopId, "sliders"), async () => {
    const { results } = await upstreamRequest({
      path: "tenants/sliders/",
      query: { tenant: shopId },
      schema: SliderListSchema,
    });
    return inEachLanguage((language) =>
      results.map((slide) => ({
        id: slide.id,
        imageUrl: mediaUrl(slide.url),
        mobileImageUrl: mediaUrl(slide.url_mobile),
        title: inLanguage({ en: slide.title, ar: slide.title_ar ?? "" }, language),
        link: slide.link,
      })),
    );
  }).then((each) => each[language]);
}

export function loadFeatures(shopId: number, language: Language): Promise<FeatureItem[]> {
  return sharedCached(tenantKey(shopId, "features"), async () => {
    const { results } = await upstreamRequest({
      path: "tenants/feature/",
      query: { tenant: shopId },
      schema: FeatureListSchema,
    });
    return inEachLanguage((language) =>
      results.map((feature) => ({
        id: feature.id,
        iconUrl: mediaUrl(feature.icon),
        title: inLanguage(feature.title, language),
        text: inLanguage(feature.text, language),
      })),
    );
  }).then((each) => each[language]);
}

/** Categories with products, for the round tiles of 'Shop From Top categories'. */
export function loadTopCategories(shopId: number, language: Language): Promise<NavCategory[]> {
  return sharedCached(tenantKey(shopId, "top-categories"), async () => {
    const { results } = await upstreamRequest({
      path: "products/categories/top/",
      query: { tenantId: shopId },
      schema: CategoryListSchema,
    });
    return inEachLanguage((language) =>
      results
        .filter((category) => category.products_count > 0)
        .map((category) => ({
          id: category.id,
          name: inLanguage(category.name, language),
          imageUrl: category.url ? mediaUrl(category.url) || null : null,
          productsCount: category.products_count,
        })),
    );
  }).then((each) => each[language]);
}

export type ProductListKind = "newArrival" | "topRated";

/** New arrivals or top rated: at most `limit` products plus how many qualify in all. */
export function loadProductList(
  shopId: number,
  kind: ProductListKind,
  limit: number,
): Promise<{ count: number; products: Product[] }> {
  const path = kind === "newArrival" ? "products/new-arrivals/" : "products/top-rated/";
  return sharedCached(tenantKey(shopId, kind, limit), async () => {
    const list = await upstreamRequest({ path, query: { tenantId: shopId, limit }, schema: ProductCountedListSchema });
    return { count: Math.max(list.count, list.results.length), products: list.results };
  });
}

/**
 * A product as the catalogue cache keeps it: its untrusted description sanitized once, when it
 * enters the cache, into the HTML the pages show and the text of meta descriptions. The raw
 * description is dropped.
 */
export type CatalogueProduct = Product & { descriptionHtml: Localized; descriptionText: Localized };

export function toCatalogueProduct(product: Product): CatalogueProduct {
  const [en, ar] = [product.description ?? "", product.description_ar ?? ""];
  return {
    ...product,
    description: null,
    description_ar: null,
    descriptionHtml: { en: sanitizeRichText(en), ar: sanitizeRichText(ar) },
    descriptionText: { en: htmlToText(en), ar: htmlToText(ar) },
  };
}

/** One product with its options and reviews; throws UpstreamError "not_found" for an unknown id. */
export function loadProduct(shopId: number, productId: number): Promise<CatalogueProduct> {
  return sharedCached(tenantKey(shopId, "product", productId), async () =>
    toCatalogueProduct(
      await upstreamRequest({
        path: `products/${productId}/`,
        query: { tenantId: shopId },
        schema: ProductDetailSchema,
      }),
    ),
  );
}

export type ProductQuery = {
  category?: number;
  section?: number;
  page?: number;
  pageSize?: number;
  /** Bounds on the price the cards show (whole units), not on the exact price. */
  minPrice?: number;
  maxPrice?: number;
  brands?: number[];
  minRating?: number;
  ordering?: string;
};

/** A page of products matching the query (category page, related products, section lists). */
export function loadProducts(shopId: number, query: ProductQuery): Promise<ProductPage> {
  const price = exactPriceBounds(query.minPrice, query.maxPrice);
  const params = {
    tenantId: shopId,
    buyer: true,
    category: query.category,
    category__section: query.section,
    page: query.page ?? 1,
    page_size: Math.min(query.pageSize ?? 12, MAX_PAGE_SIZE),
    price__gte: price.gte,
    price__lte: price.lte,
    brand: query.brands && query.brands.length > 0 ? query.brands.join(",") : undefined,
    rate__gte: exactRatingBound(query.minRating),
    ordering: query.ordering,
  };
  const key = tenantKey(shopId, "products", JSON.stringify(params));
  // Filter values are typed by visitors (any price, any brand ids): such listings go to the
  // search store, so that no run of made-up filters can evict the catalogue.
  const filtered = [params.price__gte, params.price__lte, params.brand, params.rate__gte, params.ordering].some(
    (value) => value !== undefined,
  );
  return sharedCached(key, () => upstreamRequest({ path: "products", query: params, schema: ProductPageSchema }), {
    store: filtered ? "search" : "catalogue",
  });
}

/** A sitemap holds at most 50,000 URLs; the product pages stop short of that. */
export const SITEMAP_MAX_PRODUCTS = 49_000;

/**
 * The ids of every product the shop shows to buyers (spec §7: products?page_size=500&buyer=true,
 * page after page), for the sitemap. Cached per tenant; the products themselves are not kept.
 */
export function loadProductIds(shopId: number): Promise<number[]> {
  return sharedCached(tenantKey(shopId, "product-ids"), async () => {
    const ids: number[] = [];
    for (let page = 1; ids.length < SITEMAP_MAX_PRODUCTS; page += 1) {
      const result = await upstreamRequest({
        path: "products",
        query: { tenantId: shopId, buyer: true, page, page_size: MAX_PAGE_SIZE },
        schema: ProductPageSchema,
      });
      ids.push(...result.results.map((product) => product.id));
      if (page >= result.total_pages || result.results.length === 0) break;
    }
    return [...new Set(ids)].slice(0, SITEMAP_MAX_PRODUCTS);
  });
}

/** Price bounds, brands and categories offered by a category's filter panel. */
export function loadCategoryFilters(shopId: number, categoryId: number): Promise<ProductFilters> {
  return sharedCached(tenantKey(shopId, "filters", categoryId), () =>
    upstreamRequest({
      path: "products/filters/",
      query: { tenantId: shopId, category: categoryId },
      schema: ProductFiltersSchema,
    }),
  );
}

/** One category (name, section); throws UpstreamError "not_found" for an unknown id or another shop's. */
export function loadCategory(shopId: number, categoryId: number): Promise<Category> {
  return sharedCached(tenantKey(shopId, "category", categoryId), () =>
    upstreamRequest({
      path: `products/categories/${categoryId}/`,
      query: { tenantId: shopId },
      schema: CategorySchema,
    }),
  );
}

/** At most this many upstream rows are read for one search (two calls of MAX_PAGE_SIZE). */
export const SEARCH_MAX_ROWS = 2 * MAX_PAGE_SIZE;

/** A page of search results: `count` distinct products in `totalPages` pages. */
export type SearchPage = { count: number; totalPages: number; results: Product[] };

/**
 * A page of search results, de-duplicated by id (spec §7). The upstream lists a product once per
 * match and counts and pages those rows (docs/upstream-api.md §6.2), so de-duplicating page by
 * page showed a count, pages and results that disagreed (a product on two pages, short pages).
 * The search is read whole instead (up to SEARCH_MAX_ROWS), then counted and paged here.
 */
export async function searchProducts(shopId: number, text: string, page = 1, pageSize = 24): Promise<SearchPage> {
  const products = await searchAll(shopId, text.trim());
  return {
    count: products.length,
    totalPages: Math.max(1, Math.ceil(products.length / pageSize)),
    results: products.slice((page - 1) * pageSize, page * pageSize),
  };
}

/**
 * Every distinct product a search finds, in the upstream's order, as much as a card needs (no
 * description, options or reviews: the entry stays small). Cached, but in the small search store
 * of their own (docs/decisions/0003, amendment): a popular term, its pages and the back button
 * are answered from memory, while any number of distinct terms only evicts other searches.
 */
function searchAll(shopId: number, search: string): Promise<Product[]> {
  return sharedCached(
    tenantKey(shopId, "search", foldAsciiCase(search)),
    async () => {
      const seen = new Set<number>();
      const products: Product[] = [];
      for (let page = 1, rows = 0; rows < SEARCH_MAX_ROWS; page += 1) {
        const result = await upstreamRequest({
          path: "products/search",
          query: { search, tenantId: shopId, buyer: true, page, page_size: MAX_PAGE_SIZE },
          schema: ProductPageSchema,
        });
        rows += result.results.length;
        for (const product of result.results) {
          if (seen.has(product.id)) continue;
          seen.add(product.id);
          products.push({ ...product, description: null, description_ar: null, productOptions: [], ratesProduct: [] });
        }
        if (page >= result.total_pages || result.results.length === 0) break;
      }
      return products;
    },
    { store: "search" },
  );
}

/**
 * The search text as the upstream compares it, for the cache key: the upstream matches case-
 * insensitively in ASCII letters only (docs/upstream-api.md §6.2), so only they are folded.
 * toLowerCase would fold more: "Ä" and "ä" (two searches there), and even the Kelvin sign
 * "\u212A" into an ASCII "k", would share an entry and show one search's results for the other.
 */
export function foldAsciiCase(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** A product's reviews. Cached briefly; a new review calls forgetReviews. */
export function loadReviews(shopId: number, productId: number): Promise<Review[]> {
  return sharedCached(tenantKey(shopId, "reviews", productId), async () => {
    const { results } = await upstreamRequest({
      path: "products/rates",
      query: { tenantId: shopId, product: productId },
      schema: ReviewListSchema,
    });
    return results;
  });
}

export async function forgetReviews(shopId: number, productId: number): Promise<void> {
  await Promise.all([forgetShared(tenantKey(shopId, "reviews", productId)), forgetProduct(shopId, productId)]);
}

/** Drops a cached product (its price changed under a checkout). */
export function forgetProduct(shopId: number, productId: number): Promise<void> {
  return forgetShared(tenantKey(shopId, "product", productId));
}
