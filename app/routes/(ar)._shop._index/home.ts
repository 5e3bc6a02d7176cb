import type { LoaderFunctionArgs } from "@remix-run/node";
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
import type { HomeSlide } from "~/components/HomeSlider";

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

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ shop, language }) => {
    const [slides, newArrivals, categories, topRated, features] = await Promise.all([
      optional("sliders", loadSliders(shop.id, language)),
      // `count` is every qualifying product, so HOME_LIST_SIZE is enough to know whether more than 4 exist.
      loadProductList(shop.id, "newArrival", HOME_LIST_SIZE),
      loadTopCategories(shop.id, language),
      loadProductList(shop.id, "topRated", TOP_RATED_LIMIT),
      optional("features", loadFeatures(shop.id, language)),
    ]);
    const cards = (list: typeof newArrivals) =>
      list.products.slice(0, HOME_LIST_SIZE).map((product) => toProductCard(product, shop.currency, language));
    return {
      slides: toHomeSlides(slides),
      newArrivals: { products: cards(newArrivals), seeAll: newArrivals.count > NEW_ARRIVALS_SEE_ALL_THRESHOLD },
      topRated: { products: cards(topRated), seeAll: topRated.count > TOP_RATED_SEE_ALL_THRESHOLD },
      categories,
      features,
    };
  });
}
