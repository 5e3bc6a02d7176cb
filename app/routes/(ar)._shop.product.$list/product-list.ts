import type { LoaderFunctionArgs } from "@remix-run/node";
import { FULL_LIST_LIMIT, loadProductList, toProductCard, type ProductListKind } from "#server/catalog/catalog";
import { data, shopRoute } from "#server/tenancy/route";
import { textsIn } from "~/lib/texts.server";

/** The full lists behind the home page's 'See all' links: /product/topRated and /product/newArrival. */

function isListKind(value: string | undefined): value is ProductListKind {
  return value === "topRated" || value === "newArrival";
}

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ params, shop, language }) => {
    const kind = params.list;
    if (!isListKind(kind)) throw data({ reason: "not-found" }, { status: 404 });
    const list = await loadProductList(shop.id, kind, FULL_LIST_LIMIT);
    const products = list.products
      .slice(0, FULL_LIST_LIMIT)
      .map((product) => toProductCard(product, shop.currency, language));
    const texts = textsIn(language);
    const title = kind === "topRated" ? texts.TOP_RATED_PRODUCTS : texts.NEW_ARRIVALS;
    return { title, count: list.count, products };
  });
}
