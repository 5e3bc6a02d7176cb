import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchProducts, toProductCard } from "#server/catalog/catalog";
import { CATALOG_PAGE_SIZE } from "#server/catalog/filter-params";
import { parseSearchQuery } from "#server/catalog/filters";
import { data, shopRoute } from "#server/tenancy/route";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
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
      products: result.results.map((product) => toProductCard(product, shop.currency, language)),
    };
  });
}
