import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { searchQueryToParams } from "#server/catalog/filter-params";
import { Pagination } from "~/components/Pagination";
import { ProductGrid } from "~/components/ProductGrid";
import { QuickViewDialog } from "~/components/QuickViewDialog";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";
import type { loader } from "./search";

export { loader } from "./search";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  shopMeta(
    matches,
    data?.q ? `Search results for “${data.q}”` : "Search",
    data?.q ? `Products matching “${data.q}”.` : undefined,
  );

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export default function SearchPage() {
  const { q, page, totalPages, count, products } = useLoaderData<typeof loader>();
  // While a search loads, the layout shows a spinner instead of this page (SearchPending).
  let content: React.ReactNode;
  if (!q)
    content = (
      <p className="py-16 text-center text-lg text-ink/80" data-testid="search-prompt">
        Type a product name in the search box to find it.
      </p>
    );
  else if (products.length === 0)
    content = (
      <p className="py-16 text-center text-lg text-ink/80" data-testid="search-empty">
        No products match “{q}”.
      </p>
    );
  else {
    content = (
      <>
        <ProductGrid products={products} eagerCount={5} label="Search results" titleTag="h2" />
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={(target) => `/search?${searchQueryToParams({ q, page: target })}`}
          label="Search results pages"
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      {q ? (
        <h1 className="mb-4 text-2xl font-bold text-ink">
          Results for “{q}”{" "}
          <span className="text-base font-normal text-ink/80" data-testid="result-count">
            ({count} {count === 1 ? "product" : "products"})
          </span>
        </h1>
      ) : (
        <h1 className="mb-4 text-2xl font-bold text-ink">Search</h1>
      )}
      {content}
      <QuickViewDialog />
    </div>
  );
}
