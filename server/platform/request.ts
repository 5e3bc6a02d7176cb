/**
 * Facts about the incoming request that depend on the reverse proxy. The HTTP edge
 * (server/edge/http.ts) settles them before Remix runs: it validates the Host, believes
 * X-Forwarded-Host/-Proto/-For only from a trusted proxy (TRUST_PROXY), builds the request
 * URL from the result, and passes the client address in CLIENT_ADDRESS_HEADER (any such
 * header from outside is dropped). So here the request URL is the public one.
 */

/**
 * What reading the visitor (session, cart) needs of a request: its Cookie header. A stitched
 * view (docs/decisions/0029-visitor-slots.md) has no Request, and making one cost 10 µs of it.
 */
export type CookieCarrier = { headers: Pick<Headers, "get"> };

/** Set by the edge only; carries the client address as the trusted proxy saw it. */
export const CLIENT_ADDRESS_HEADER = "x-storefront-client-address";

const HOST_PATTERN = /^[a-z0-9.-]+$/;

/** Host name without port, lower-cased; undefined when missing or malformed. */
export function requestHost(request: Request): string | undefined {
  return normalizeHost(new URL(request.url).host);
}

export function normalizeHost(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  let host = raw.trim().toLowerCase();
  if (host.startsWith("[")) {
    // IPv6 literal, e.g. [::1]:3000
    const end = host.indexOf("]");
    return end > 0 ? host.slice(0, end + 1) : undefined;
  }
  host = host.replace(/:\d+$/, "").replace(/\.$/, "");
  return HOST_PATTERN.test(host) && host.length <= 253 ? host : undefined;
}

/** Scheme, host and port as the browser sees them: for the Origin check and absolute URLs. */
export function requestOrigin(request: Request): string {
  return new URL(request.url).origin;
}

/** Client address for rate limits and logs ("unknown" outside the edge, e.g. in unit tests). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}
