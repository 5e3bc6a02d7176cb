import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import {
  HOME_LIST_SIZE,
  loadFeatures,
  loadProductList,
  loadSliders,
  loadTopCategories,
  NEW_ARRIVALS_SEE_ALL_THRESHOLD,
  TOP_RATED_LIMIT,
  TOP_RATED_SEE_ALL_THRESHOLD,
  toProductCard,
  type Slide,
} from "#server/catalog/catalog";
import { errorFields, log } from "#server/platform/log";
import { shopRoute } from "#server/tenancy/route";
import { upstreamHref } from "#server/platform/security";
import { CategoryTiles } from "~/components/CategoryTiles";
import { FeatureList } from "~/components/FeatureList";
import { HomeSlider, type HomeSlide } from "~/components/HomeSlider";
import { ProductGrid } from "~/components/ProductGrid";
import { QuickViewDialog } from "~/components/QuickViewDialog";
import { SectionHeading } from "~/components/SectionHeading";
import { shopMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";
import type { CachedPageHandle } from "#server/cart/page-variant";
import { NO_PRODUCTS, TOP_CATEGORIES_TITLE } from "~/texts";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Home");

function toHomeSlides(slides: Slide[]): HomeSlide[] {
  return slides
    .filter((slide) => slide.imageUrl)
    .map((slide) => ({
      id: slide.id,
      title: slide.title,
      imageUrl: slide.imageUrl,
      mobileImageUrl: slide.mobileImageUrl || slide.imageUrl,
      // Slides lead to the shop's own pages: anything but a same-site path is not linked.
      href: upstreamHref(slide.link, "path"),
    }));
}

/** A secondary section (slider, features) that fails is left out; the page still renders. */
async function optional<T>(section: string, read: Promise<T[]>): Promise<T[]> {
  try {
    return await read;
  } catch (error) {
    log.warn("home section unavailable", { section, ...errorFields(error) });
    return [];
  }
}

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ shop }) => {
    const [slides, newArrivals, categories, topRated, features] = await Promise.all([
      optional("sliders", loadSliders(shop.id)),
      // `count` is every qualifying product, so HOME_LIST_SIZE is enough to know whether more than 4 exist.
      loadProductList(shop.id, "newArrival", HOME_LIST_SIZE),
      loadTopCategories(shop.id),
      loadProductList(shop.id, "topRated", TOP_RATED_LIMIT),
      optional("features", loadFeatures(shop.id)),
    ]);
    const cards = (list: typeof newArrivals) =>
      list.products.slice(0, HOME_LIST_SIZE).map((product) => toProductCard(product, shop.currency));
    return {
      slides: toHomeSlides(slides),
      newArrivals: { products: cards(newArrivals), seeAll: newArrivals.count > NEW_ARRIVALS_SEE_ALL_THRESHOLD },
      topRated: { products: cards(topRated), seeAll: topRated.count > TOP_RATED_SEE_ALL_THRESHOLD },
      categories,
      features,
    };
  });
}

export default function Home() {
  const { slides, newArrivals, topRated, categories, features } = useLoaderData<typeof loader>();
  const shop = useRouteLoaderData<typeof rootLoader>("root")!.shop;
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
          title="New Arrivals"
          seeAllHref={newArrivals.seeAll ? "/product/newArrival" : null}
        />
        {newArrivals.products.length > 0 ? (
          <ProductGrid products={newArrivals.products} />
        ) : (
          <p className="text-ink/80">{NO_PRODUCTS}</p>
        )}
      </section>

      <section id="top-categories" className="scroll-mt-24 bg-bright-bg py-10" aria-labelledby="top-categories-heading">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="top-categories-heading" title={TOP_CATEGORIES_TITLE} />
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
          title="Top Rated Products"
          seeAllHref={topRated.seeAll ? "/product/topRated" : null}
        />
        {topRated.products.length > 0 ? (
          <ProductGrid products={topRated.products} />
        ) : (
          <p className="text-ink/80">{NO_PRODUCTS}</p>
        )}
      </section>

      {features.length > 0 ? (
        <section className="bg-bright-bg py-10" aria-labelledby="features-heading">
          <div className="mx-auto max-w-7xl px-4">
            <SectionHeading id="features-heading" title={`${shop.name} Features`} />
            <FeatureList features={features} />
          </div>
        </section>
      ) : null}
      <QuickViewDialog />
    </>
  );
}
