import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { searchProducts, toProductCard } from "#server/catalog/catalog";
import { CATALOG_PAGE_SIZE, searchQueryToParams } from "#server/catalog/filter-params";
import { parseSearchQuery } from "#server/catalog/filters";
import { data, shopRoute } from "#server/tenancy/route";
import { Pagination } from "~/components/Pagination";
import { ProductGrid } from "~/components/ProductGrid";
import { QuickViewDialog } from "~/components/QuickViewDialog";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  shopMeta(
    matches,
    data?.q ? `Search results for “${data.q}”` : "Search",
    data?.q ? `Products matching “${data.q}”.` : undefined,
  );

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const query = parseSearchQuery(new URL(request.url).searchParams);
    if (!query) throw data({ reason: "not-found" }, { status: 404 });
    // Nothing typed: nothing to ask the upstream (an empty search would list the whole shop).
    if (!query.q) return { q: "", page: 1, totalPages: 1, count: 0, products: [] };
    const result = await searchProducts(shop.id, query.q, query.page, CATALOG_PAGE_SIZE);
    if (query.page > result.totalPages) throw data({ reason: "not-found" }, { status: 404 });
    return {
      q: query.q,
      page: query.page,
      totalPages: result.totalPages,
      count: result.count,
      products: result.results.map((product) => toProductCard(product, shop.currency)),
    };
  });
}

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
