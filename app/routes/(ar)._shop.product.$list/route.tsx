import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductGrid } from "~/components/ProductGrid";
import { QuickViewDialog } from "~/components/QuickViewDialog";
import { SectionHeading } from "~/components/SectionHeading";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";
import { useT } from "~/lib/language";
import { NO_PRODUCTS } from "~/messages/NO_PRODUCTS";
import { PAGE_NOT_FOUND } from "~/messages/PAGE_NOT_FOUND";
import { showingFirst } from "~/messages/showingFirst";
import type { loader } from "./product-list";

export { loader } from "./product-list";

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export const meta: MetaFunction<typeof loader> = ({ matches, location, data: page }) =>
  shopMeta({ matches, location }, page?.title ?? PAGE_NOT_FOUND);

export default function ProductList() {
  const { title, count, products } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <SectionHeading as="h1" title={title} />
      {products.length === 0 ? (
        <p className="py-12 text-center text-lg text-ink/80">{t(NO_PRODUCTS)}</p>
      ) : (
        <>
          {count > products.length ? (
            <p className="mb-4 text-sm text-ink/80">{t(showingFirst)(products.length, count)}</p>
          ) : null}
          <ProductGrid products={products} eagerCount={5} label={title} titleTag="h2" />
        </>
      )}
      <QuickViewDialog />
    </section>
  );
}
