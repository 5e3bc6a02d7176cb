import { config } from "./config.server";

/**
 * Facts about the incoming request that depend on the reverse proxy: the public host and
 * protocol. Forwarded headers are believed only when TRUST_PROXY is set, otherwise any
 * client could pick another shop's host or fake HTTPS.
 */

const HOST_PATTERN = /^[a-z0-9.-]+$/;

function firstHeaderValue(value: string | null): string | undefined {
  return value?.split(",")[0]?.trim() || undefined;
}

/** Host name without port, lower-cased; undefined when missing or malformed. */
export function requestHost(request: Request): string | undefined {
  const raw =
    (config().trustProxy ? firstHeaderValue(request.headers.get("x-forwarded-host")) : undefined) ??
    request.headers.get("host") ??
    new URL(request.url).host;
  return normalizeHost(raw);
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

/** Host with port as the browser sees it, for comparing with the Origin header. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const trust = config().trustProxy;
  const proto = (trust ? firstHeaderValue(request.headers.get("x-forwarded-proto")) : undefined) ?? url.protocol.replace(":", "");
  const host =
    (trust ? firstHeaderValue(request.headers.get("x-forwarded-host")) : undefined) ?? request.headers.get("host") ?? url.host;
  return `${proto}://${host.toLowerCase()}`;
}

/**
 * Client address for rate limits and logs. Only a trusted proxy's headers say who the client
 * is; without one the address is "unknown" (remix-serve does not pass the socket's address).
 */
export function clientAddress(request: Request): string {
  if (!config().trustProxy) return "unknown";
  return firstHeaderValue(request.headers.get("x-forwarded-for")) ?? request.headers.get("x-real-ip") ?? "unknown";
}
