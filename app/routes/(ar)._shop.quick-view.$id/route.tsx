import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { QuickViewContent } from "~/components/QuickViewContent";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";
import { languageOfPath } from "#server/platform/language";
import { PRODUCT_NOT_FOUND } from "~/messages/PRODUCT_NOT_FOUND";
import { quickViewTitle } from "~/messages/quickViewTitle";
import type { loader } from "./quick-view";

export { loader } from "./quick-view";

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export type QuickViewData = Awaited<ReturnType<typeof loader>>;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => [
  ...shopMeta(
    { matches, location },
    data ? quickViewTitle[languageOfPath(location.pathname)](data.product.title) : PRODUCT_NOT_FOUND,
    data?.product.subtitle,
  ),
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
