import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { catalogPageSearch } from "#server/catalog/filter-params";
import { FilterPanel } from "~/components/FilterPanel";
import { Pagination } from "~/components/Pagination";
import { ProductGrid } from "~/components/ProductGrid";
import { QuickViewDialog } from "~/components/QuickViewDialog";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";
import { languageOfPath } from "#server/platform/language";
import { useT } from "~/lib/language";
import { CATEGORY } from "~/messages/CATEGORY";
import { NO_PRODUCTS } from "~/messages/NO_PRODUCTS";
import { PRODUCTS } from "~/messages/PRODUCTS";
import { categoryDescription } from "~/messages/categoryDescription";
import { categoryProducts } from "~/messages/categoryProducts";
import { productCount } from "~/messages/productCount";
import type { loader } from "./category";

export { loader } from "./category";

export const meta: MetaFunction<typeof loader> = ({ matches, location, data }) => {
  const language = languageOfPath(location.pathname);
  return shopMeta(
    { matches, location },
    data?.category.name ?? CATEGORY,
    data ? categoryDescription[language](data.category.name, data.count) : undefined,
  );
};

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export default function CategoryPage() {
  const { category, categories, brands, bounds, filters, products, count, totalPages, message, currency } =
    useLoaderData<typeof loader>();
  const t = useT();
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
        <section className="min-w-0 flex-1" aria-label={t(PRODUCTS)}>
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
              {t(NO_PRODUCTS)}
            </p>
          ) : (
            <>
              <p className="mb-3 text-sm text-ink/80" data-testid="result-count">
                {t(productCount)(count)}
              </p>
              <ProductGrid
                products={products}
                eagerCount={4}
                label={t(categoryProducts)(category.name)}
                titleTag="h2"
              />
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
