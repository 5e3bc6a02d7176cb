import type { LoaderFunctionArgs } from "@remix-run/node";
import { requestOrigin } from "#server/platform/request";
import { noShopResponse, robotsTxt, textResponse } from "#server/tenancy/seo";

/** /robots.txt for this host's shop: private and payment pages disallowed, the sitemap named; an unpublished shop disallows everything. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const resolution = await context.shop();
  if (resolution.kind === "shop") return textResponse(robotsTxt(requestOrigin(request)), "text/plain");
  if (resolution.kind === "coming-soon") return textResponse(robotsTxt(null), "text/plain");
  return noShopResponse(resolution);
}
