import { inLanguage } from "#server/upstream/contract";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCategory, loadCategoryFilters, loadProducts, toProductCard } from "#server/catalog/catalog";
import { canonicalCatalogSearch, parseCatalogFilters } from "#server/catalog/filters";
import { cardPrice } from "#server/catalog/format";
import { CATALOG_PAGE_SIZE, isPriceRangeInverted, PRICE_RANGE_MESSAGE } from "#server/catalog/filter-params";
import { idOrNotFound, notFound, redirect, shopRoute } from "#server/tenancy/route";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, params, shop, language }) => {
    const categoryId = idOrNotFound(params.id);
    const url = new URL(request.url);
    const filters = parseCatalogFilters(url.searchParams) ?? notFound();
    // Empty fields of the GET form, junk and duplicates: show the clean, shareable URL.
    const canonical = canonicalCatalogSearch(url.searchParams, filters);
    if (canonical !== null) throw redirect(`${url.pathname}${canonical}`);

    // Min above max is kept as typed and answered with a message and no results (not swapped):
    // the shopper sees exactly what to fix.
    const inverted = isPriceRangeInverted(filters);
    // The filters call 404s for an unknown category (or another shop's); the products call
    // 404s for a page past the last.
    const [options, page] = await Promise.all([
      loadCategoryFilters(shop.id, categoryId),
      inverted
        ? null
        : loadProducts(shop.id, {
            category: categoryId,
            page: filters.page,
            pageSize: CATALOG_PAGE_SIZE,
            minPrice: filters.minPrice ?? undefined,
            maxPrice: filters.maxPrice ?? undefined,
            brands: filters.brands,
            minRating: filters.minRating ?? undefined,
          }),
    ]);
    const totalPages = page?.total_pages ?? 1;
    if (filters.page > totalPages) notFound();

    // The filter response lists the categories that have products; an empty one is read alone.
    const category =
      options.categories.find((item) => item.id === categoryId) ?? (await loadCategory(shop.id, categoryId));
    const siblings = options.categories.filter((item) => item.section === category.section);

    return {
      category: { id: category.id, name: inLanguage(category.name, language) },
      categories: siblings.map((item) => ({ id: item.id, name: inLanguage(item.name, language) })),
      brands: options.brands.map((brand) => ({ id: brand.id, name: brand.name })),
      // The slider spans the prices the cards show, which the filter compares.
      bounds: { min: cardPrice(options.min_price), max: cardPrice(options.max_price) },
      filters,
      products: (page?.results ?? []).map((product) => toProductCard(product, shop.currency, language)),
      count: page?.count ?? 0,
      totalPages,
      message: inverted ? PRICE_RANGE_MESSAGE : null,
      currency: shop.currency,
    };
  });
}
