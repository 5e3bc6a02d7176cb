import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound, shopRoute } from "#server/tenancy/route";
import { loadPolicies } from "#server/tenancy/shop";

/**
 * The shop's description policy; a shop that wrote none (it is optional) shows its own
 * description from its details instead, so the footer's Description link never leads to a 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ shop, language }) => {
    const policy = (await loadPolicies(shop.id, language)).find((section) => section.key === "description");
    if (policy) return { html: policy.html, text: null };
    if (!shop.description) notFound();
    return { html: null, text: shop.description };
  });
}
