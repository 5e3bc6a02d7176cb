import type { LoaderFunctionArgs } from "@remix-run/node";
import { config } from "../../server/config.server";

/**
 * Images the upstream serves under /media/, proxied so the browser only ever talks to the
 * storefront (and CSP can stay img-src 'self'). Only image types pass; anything else is a 404.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  if (!/^[\w./-]+$/.test(path) || path.includes("..")) return new Response("Not found", { status: 404 });
  const upstream = new URL(`/media/${path}`, config().commerceApiUrl);
  let response: Response;
  try {
    response = await fetch(upstream, {
      signal: AbortSignal.timeout(config().upstreamTimeoutMs),
      headers: request.headers.get("if-none-match") ? { "If-None-Match": request.headers.get("if-none-match")! } : {},
    });
  } catch {
    return new Response("Image unavailable", { status: 503 });
  }
  const type = response.headers.get("content-type") ?? "";
  if (response.status === 304) return new Response(null, { status: 304 });
  if (!response.ok || !type.startsWith("image/")) return new Response("Not found", { status: 404 });
  return new Response(response.body, {
    headers: {
      "Content-Type": type,
      "Cache-Control": response.headers.get("cache-control") ?? "public, max-age=86400",
      ...(response.headers.get("etag") ? { ETag: response.headers.get("etag")! } : {}),
      // An SVG opened directly must not run anything under our origin.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
