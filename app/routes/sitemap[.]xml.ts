import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorFields, log } from "#server/platform/log";
import { requestOrigin } from "#server/platform/request";
import { loadSitemapPaths, noShopResponse, sitemapXml, textResponse } from "#server/tenancy/seo";

/** /sitemap.xml for this host's shop, with absolute URLs on the host it was asked on. No shop, no sitemap (404). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const resolution = await context.shop();
  if (resolution.kind === "coming-soon") return noShopResponse({ kind: "unknown-host" });
  if (resolution.kind !== "shop") return noShopResponse(resolution);
  try {
    const paths = await loadSitemapPaths(resolution.shop.id);
    return textResponse(sitemapXml(requestOrigin(request), paths, resolution.shop.languages), "application/xml");
  } catch (error) {
    log.error("sitemap failed", { shopId: resolution.shop.id, ...errorFields(error) });
    return noShopResponse({ kind: "unavailable" });
  }
}
