import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { loadProduct } from "#server/catalog/catalog";
import { toProductView } from "#server/catalog/product-view";
import { idOrNotFound, shopRoute } from "#server/tenancy/route";
import { QuickViewContent } from "~/components/QuickViewContent";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

/**
 * The quick view as a page of its own: where the product card's add-to-cart button leads
 * without JavaScript. With JavaScript the QuickViewDialog loads this same loader through a
 * fetcher, so it returns plain data. Only stockable values with a price are offered.
 */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, params, shop }) => {
    const id = idOrNotFound(params.id);
    const product = await loadProduct(shop.id, id);
    const options = new URL(request.url).searchParams.getAll("option");
    return {
      product: toProductView(product, shop.currency, options, { stockablePricedOnly: true }),
      currency: shop.currency,
    };
  });
}

export type QuickViewData = Awaited<ReturnType<typeof loader>>;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...shopMeta(matches, data ? `Quick view: ${data.product.title}` : "Product not found", data?.product.subtitle),
  // The product page is the one to index.
  { name: "robots", content: "noindex" },
];

export default function QuickViewPage() {
  const { product, currency } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <QuickViewContent
        product={product}
        currency={currency}
        pathname={location.pathname}
        search={location.search}
        redirectTo={`${location.pathname}${location.search}`}
      />
    </section>
  );
}
