import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadCategory, loadCategoryFilters, loadProducts, toProductCard } from "#server/catalog/catalog";
import { canonicalCatalogSearch, parseCatalogFilters } from "#server/catalog/filters";
import { cardPrice } from "#server/catalog/format";
import {
  CATALOG_PAGE_SIZE,
  catalogPageSearch,
  isPriceRangeInverted,
  PRICE_RANGE_MESSAGE,
} from "#server/catalog/filter-params";
import { idOrNotFound, notFound, redirect, shopRoute } from "#server/tenancy/route";
import { FilterPanel } from "~/components/FilterPanel";
import { Pagination } from "~/components/Pagination";
import { ProductGrid } from "~/components/ProductGrid";
import { QuickViewDialog } from "~/components/QuickViewDialog";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";
import { NO_PRODUCTS } from "~/texts";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  shopMeta(
    matches,
    data?.category.name ?? "Category",
    data ? `Shop ${data.category.name}: ${data.count} products.` : undefined,
  );

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, params, shop }) => {
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
      category: { id: category.id, name: category.name.en },
      categories: siblings.map((item) => ({ id: item.id, name: item.name.en })),
      brands: options.brands.map((brand) => ({ id: brand.id, name: brand.name })),
      // The slider spans the prices the cards show, which the filter compares.
      bounds: { min: cardPrice(options.min_price), max: cardPrice(options.max_price) },
      filters,
      products: (page?.results ?? []).map((product) => toProductCard(product, shop.currency)),
      count: page?.count ?? 0,
      totalPages,
      message: inverted ? PRICE_RANGE_MESSAGE : null,
      currency: shop.currency,
    };
  });
}

export default function CategoryPage() {
  const { category, categories, brands, bounds, filters, products, count, totalPages, message, currency } =
    useLoaderData<typeof loader>();
  const path = `/category/${category.id}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold text-ink">{category.name}</h1>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-8">
        <FilterPanel
          categoryId={category.id}
          categories={categories}
          brands={brands}
          bounds={bounds}
          filters={filters}
          currency={currency}
        />
        <section className="min-w-0 flex-1" aria-label="Products">
          {message ? (
            <p
              role="alert"
              className="rounded border border-red-300 bg-red-50 px-4 py-3 text-red-800"
              data-testid="filter-message"
            >
              {message}
            </p>
          ) : products.length === 0 ? (
            <p className="py-16 text-center text-lg text-ink/80" data-testid="no-products">
              {NO_PRODUCTS}
            </p>
          ) : (
            <>
              <p className="mb-3 text-sm text-ink/80" data-testid="result-count">
                {count} {count === 1 ? "product" : "products"}
              </p>
              <ProductGrid products={products} eagerCount={4} label={`${category.name} products`} titleTag="h2" />
              <Pagination
                page={filters.page}
                totalPages={totalPages}
                hrefFor={(page) => `${path}${catalogPageSearch(filters, page)}`}
              />
            </>
          )}
        </section>
      </div>
      <QuickViewDialog />
    </div>
  );
}
