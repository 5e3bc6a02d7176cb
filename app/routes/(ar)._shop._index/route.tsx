import { CategoryTiles } from "#rendered-once/CategoryTiles";
import { FeatureList } from "#rendered-once/FeatureList";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { HomeSlider } from "#rendered-once/HomeSlider";
import { ProductGrid } from "~/components/ProductGrid";
import { QuickViewDialog } from "~/components/QuickViewDialog";
import { SectionHeading } from "~/components/SectionHeading";
import { shopMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";
import type { CachedPageHandle } from "#server/cart/page-variant";
import { useT } from "~/lib/language";
import { HOME, TOP_RATED_PRODUCTS } from "~/messages/_frame";
import { NEW_ARRIVALS } from "~/messages/NEW_ARRIVALS";
import { NO_PRODUCTS } from "~/messages/NO_PRODUCTS";
import { TOP_CATEGORIES_TITLE } from "~/messages/TOP_CATEGORIES_TITLE";
import { shopFeatures } from "~/messages/shopFeatures";
import type { loader } from "./home";

export { loader } from "./home";

export const meta: MetaFunction = (args) => shopMeta(args, HOME);

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export default function Home() {
  const { slides, newArrivals, topRated, categories, features } = useLoaderData<typeof loader>();
  const shop = useRouteLoaderData<typeof rootLoader>("root")!.shop;
  const t = useT();
  return (
    <>
      <h1 className="sr-only">{shop.name}</h1>
      <HomeSlider slides={slides} />

      <section
        className="mx-auto max-w-7xl px-4 py-10"
        aria-labelledby="new-arrivals-heading"
        data-testid="new-arrivals"
      >
        <SectionHeading
          id="new-arrivals-heading"
          title={t(NEW_ARRIVALS)}
          seeAllHref={newArrivals.seeAll ? "/product/newArrival" : null}
        />
        {newArrivals.products.length > 0 ? (
          <ProductGrid products={newArrivals.products} />
        ) : (
          <p className="text-ink/80">{t(NO_PRODUCTS)}</p>
        )}
      </section>

      <section id="top-categories" className="scroll-mt-24 bg-bright-bg py-10" aria-labelledby="top-categories-heading">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="top-categories-heading" title={t(TOP_CATEGORIES_TITLE)} />
          <CategoryTiles categories={categories} />
        </div>
      </section>

      <section
        id="top-products"
        className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10"
        aria-labelledby="top-products-heading"
        data-testid="top-rated"
      >
        <SectionHeading
          id="top-products-heading"
          title={t(TOP_RATED_PRODUCTS)}
          seeAllHref={topRated.seeAll ? "/product/topRated" : null}
        />
        {topRated.products.length > 0 ? (
          <ProductGrid products={topRated.products} />
        ) : (
          <p className="text-ink/80">{t(NO_PRODUCTS)}</p>
        )}
      </section>

      {features.length > 0 ? (
        <section className="bg-bright-bg py-10" aria-labelledby="features-heading">
          <div className="mx-auto max-w-7xl px-4">
            <SectionHeading id="features-heading" title={t(shopFeatures)(shop.name)} />
            <FeatureList features={features} />
          </div>
        </section>
      ) : null}
      <QuickViewDialog />
    </>
  );
}
