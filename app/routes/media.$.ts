import type { LoaderFunctionArgs } from "@remix-run/node";
import { proxyMedia } from "../../server/media.server";

/** /media/* — the upstream's images, through the storefront (server/media.server.ts). */
export function loader({ params, request }: LoaderFunctionArgs) {
  return proxyMedia(params["*"] ?? "", request);
}
