import { productViewTexts } from "~/lib/texts.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadProduct } from "#server/catalog/catalog";
import { toProductView } from "#server/catalog/product-view";
import { idOrNotFound, shopRoute } from "#server/tenancy/route";

/**
 * The quick view as a page of its own: where the product card's add-to-cart button leads
 * without JavaScript. With JavaScript the QuickViewDialog loads this same loader through a
 * fetcher, so it returns plain data. Only stockable values with a price are offered.
 */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, params, shop, language }) => {
    const id = idOrNotFound(params.id);
    const product = await loadProduct(shop.id, id);
    const options = new URL(request.url).searchParams.getAll("option");
    return {
      product: toProductView(product, shop.currency, options, {
        stockablePricedOnly: true,
        language,
        texts: productViewTexts(language),
      }),
      currency: shop.currency,
    };
  });
}
