import type { LoaderFunctionArgs } from "@remix-run/node";
import { shopRoute } from "#server/tenancy/route";
import { loadPolicies } from "#server/tenancy/shop";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ shop, language }) => ({ sections: await loadPolicies(shop.id, language) }));
}
