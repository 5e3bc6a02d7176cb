import type { LoaderFunctionArgs } from "@remix-run/node";
import { shopRoute } from "#server/tenancy/route";
import { requirePolicy } from "#server/tenancy/shop";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ shop, language }) => ({ html: await requirePolicy(shop.id, "terms", language) }));
}
