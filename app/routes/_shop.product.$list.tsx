import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FULL_LIST_LIMIT, loadProductList, toProductCard, type ProductListKind } from "#server/catalog/catalog";
import { data, shopRoute } from "#server/tenancy/route";
import { ProductGrid } from "~/components/ProductGrid";
import { QuickViewDialog } from "~/components/QuickViewDialog";
import { SectionHeading } from "~/components/SectionHeading";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";
import { NO_PRODUCTS } from "~/texts";

/** The full lists behind the home page's 'See all' links: /product/topRated and /product/newArrival. */

const LIST_TITLES: Record<ProductListKind, string> = {
  topRated: "Top Rated Products",
  newArrival: "New Arrivals",
};

function isListKind(value: string | undefined): value is ProductListKind {
  return value === "topRated" || value === "newArrival";
}

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ params, shop }) => {
    const kind = params.list;
    if (!isListKind(kind)) throw data({ reason: "not-found" }, { status: 404 });
    const list = await loadProductList(shop.id, kind, FULL_LIST_LIMIT);
    const products = list.products.slice(0, FULL_LIST_LIMIT).map((product) => toProductCard(product, shop.currency));
    return { title: LIST_TITLES[kind], count: list.count, products };
  });
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  shopMeta(matches, page?.title ?? "Page not found");

export default function ProductList() {
  const { title, count, products } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <SectionHeading as="h1" title={title} />
      {products.length === 0 ? (
        <p className="py-12 text-center text-lg text-ink/80">{NO_PRODUCTS}</p>
      ) : (
        <>
          {count > products.length ? (
            <p className="mb-4 text-sm text-ink/80">
              Showing the first {products.length} of {count} products.
            </p>
          ) : null}
          <ProductGrid products={products} eagerCount={5} label={title} titleTag="h2" />
        </>
      )}
      <QuickViewDialog />
    </section>
  );
}
