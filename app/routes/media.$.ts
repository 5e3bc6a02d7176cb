import type { LoaderFunctionArgs } from "@remix-run/node";
import { proxyMedia } from "../../server/media.server";

/** /media/* — the upstream's images, through the storefront (server/media.server.ts), for known shop hosts only. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const shop = await context.shop();
  if (shop.kind === "unknown-host") return new Response("Not found", { status: 404 });
  return proxyMedia(params["*"] ?? "", request);
}
