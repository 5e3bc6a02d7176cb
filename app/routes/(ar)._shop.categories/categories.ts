import type { LoaderFunctionArgs } from "@remix-run/node";
import { shopRoute } from "#server/tenancy/route";
import { loadCategoryDirectory } from "#server/tenancy/shop";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ shop, language }) => ({ sections: await loadCategoryDirectory(shop.id, language) }));
}
