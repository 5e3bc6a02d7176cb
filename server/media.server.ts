import { config } from "./config.server";
import { log } from "./log.server";

/**
 * Images the upstream serves under /media/, proxied so the browser only ever talks to the
 * storefront (and CSP can stay img-src 'self'). Only image types pass; anything else is a 404.
 */
export async function proxyMedia(path: string, request: Request): Promise<Response> {
  if (!/^[\w./-]+$/.test(path) || path.includes("..")) return new Response("Not found", { status: 404 });
  const upstream = new URL(`/media/${path}`, config().commerceApiUrl);
  const etag = request.headers.get("if-none-match");
  let response: Response;
  try {
    response = await fetch(upstream, { signal: AbortSignal.timeout(config().upstreamTimeoutMs), headers: etag ? { "If-None-Match": etag } : {} });
  } catch {
    log.warn("media unavailable", { path });
    return new Response("Image unavailable", { status: 503 });
  }
  if (response.status === 304) return new Response(null, { status: 304 });
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("image/")) return new Response("Not found", { status: 404 });
  const headers = new Headers({
    "Content-Type": type,
    "Cache-Control": response.headers.get("cache-control") ?? "public, max-age=86400",
    // An SVG opened directly must not run anything under our origin.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    "X-Content-Type-Options": "nosniff",
  });
  const upstreamEtag = response.headers.get("etag");
  if (upstreamEtag) headers.set("ETag", upstreamEtag);
  return new Response(response.body, { headers });
}
