/**
 * Strict mode of the reference upstream: it answers only the calls docs/upstream-api.md
 * documents, in their documented form — the exact path (trailing slash as shown) and only
 * the query parameter names shown (one tenant name per call). Anything else is a 404 with a
 * warning on stderr. By default the upstream is lenient (any tenant name, any slash), which
 * is kind to a hand-made call but lets a storefront call that a real Django backend would
 * refuse pass every test; the tests run strict.
 */
import type { MiddlewareHandler } from "hono";

/**
 * Every documented call, written as the docs write it: `METHOD path[?name&name]`, relative
 * to its API's base; `{x}` is one path segment (an integer on the commerce API). ` auth` marks an authenticated call, which
 * may also name the shop in the query under its API's one tenant name (§4).
 */
export const DOCUMENTED_CALLS = {
  "/api/": [
    "GET health/",
    // 3 auth, 6.6 users
    "POST users/api/token/?tenantId",
    "POST users/api/token/refresh/",
    "POST users/logout/ auth",
    "POST users/register/?tenantId",
    "GET users/profile/{userId}/ auth",
    "PATCH users/profile/{userId}/ auth",
    "POST users/change-password/{userId}/ auth",
    // 6.1 tenant
    "GET tenants/lookup/?host",
    "GET tenants/{id}/",
    "GET tenants/feature/?tenant",
    "GET tenants/policies/?tenant",
    "GET tenants/sliders/?tenant",
    "GET tenants/settings/?tenant",
    "POST tenants/contact/?tenantId",
    // 6.2 catalogue: the product list parameters apply to both list calls
    "GET products?tenantId&buyer&page&page_size&category&category__section&price__gte&price__lte&brand&rate__gte&ordering&search",
    "GET products/search?search&tenantId&buyer&page&page_size&category&category__section&price__gte&price__lte&brand&rate__gte&ordering",
    "GET products/{id}/?tenantId",
    "GET products/sections/?tenantId",
    "GET products/categories/top/?tenantId&limit",
    "GET products/categories/?tenantId",
    "GET products/categories/{id}/?tenantId",
    "GET products/brands/?tenantId",
    "GET products/new-arrivals/?tenantId&limit",
    "GET products/top-rated/?tenantId&limit",
    "GET products/filters/?tenantId&category",
    // 6.3 reviews, 6.4 wishlist
    "GET products/rates?tenantId&product",
    "POST products/rates/create/ auth",
    "POST products/wishlist/toggle/ auth",
    "GET products/wishlist/?tenantId auth",
    // 6.5 locations and addresses
    "GET locations/countries/",
    "GET users/addresses/?user auth",
    "GET users/addresses/{id}/ auth",
    "POST users/addresses/ auth",
    "PATCH users/addresses/{id}/ auth",
    "PUT users/addresses/{id}/ auth",
    "DELETE users/addresses/{id}/ auth",
    // 6.7 password reset
    "POST users/password-reset/send/",
    "POST users/password-reset/verify/",
    "POST users/password-reset/set/",
    // 6.8 orders and server cart
    "GET orders/?status&page&page_size auth",
    "GET orders/{id}/ auth",
    "POST orders/cart/add/ auth",
    "GET orders/cart/ auth",
    "POST orders/cart/clear/ auth",
    "POST orders/cash/ auth",
    // 10 development only
    "GET dev/mailbox/?email&tenant",
    "GET dev/contact-messages/?tenant",
  ],
  "/payment-api/": [
    "GET payment/methods/?tenant",
    "GET payment/key/?tenant",
    "POST payment/checkout/ auth",
    "GET payment/checkout/{id}/ auth",
    "POST payment/paypal/create/ auth",
    "POST payment/paypal/capture/?id",
    "POST payment/moyasar/payments/{id}/",
    "GET payment/history/ auth",
    // the provider simulators: hosted pages and the card provider's script, form and API
    "GET sim/checkout/{id}/",
    "POST sim/checkout/{id}/",
    "GET sim/paypal/{id}/",
    "POST sim/paypal/{id}/",
    "GET sim/moyasar/moyasar.js",
    "GET sim/moyasar/form/?amount&currency&description&callback_url&publishable_api_key",
    "POST sim/moyasar/v1/payments/",
    "GET sim/moyasar/v1/payments/{id}/",
  ],
  "/tracking/": [
    "GET identity/services/1/?tenant_id",
    "POST create-report/?tenant_id",
    // 10 development only
    "GET reports/?tenant_id",
    "POST dev/services/",
  ],
} as const;

/** The one query name an authenticated call may name its shop with, per API (docs §4). */
const AUTH_TENANT_NAME: Record<keyof typeof DOCUMENTED_CALLS, string | undefined> = {
  "/api/": "tenantId",
  "/payment-api/": "tenant",
  "/tracking/": undefined,
};

export type DocumentedCall = {
  method: string;
  base: string;
  path: string;
  pattern: RegExp;
  query: ReadonlySet<string>;
};

const CALL_FORM = /^(GET|POST|PATCH|PUT|DELETE) ([^?\s]+)(?:\?(\S+))?( auth)?$/;

export function parseDocumentedCall(base: keyof typeof DOCUMENTED_CALLS, call: string): DocumentedCall {
  const match = CALL_FORM.exec(call);
  if (!match) throw new Error(`not a documented call: ${call}`);
  const [, method = "", path = "", query = "", auth] = match;
  const names = query ? query.split("&") : [];
  const authTenant = AUTH_TENANT_NAME[base];
  if (auth && authTenant) names.push(authTenant);
  // Commerce ids are integers (so tenants/{id}/ is not tenants/feature/); payment ids are opaque.
  const placeholder = base === "/api/" ? "\\d+" : "[^/]+";
  const segments = path
    .split("/")
    .map((part) => (/^\{\w+\}$/.test(part) ? placeholder : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")));
  return { method, base, path, pattern: new RegExp(`^${base}${segments.join("/")}$`), query: new Set(names) };
}

export const STRICT_CALLS: readonly DocumentedCall[] = Object.entries(DOCUMENTED_CALLS).flatMap(([base, calls]) =>
  calls.map((call) => parseDocumentedCall(base as keyof typeof DOCUMENTED_CALLS, call)),
);

/** Why strict mode refuses `method path?query`, or null when it is a documented call. */
export function strictRefusal(method: string, pathname: string, queryNames: readonly string[]): string | null {
  // Not API calls: the service index and the images the responses link to.
  if (pathname === "/" || pathname.startsWith("/media/")) return null;
  const asGet = method === "HEAD" ? "GET" : method;
  const samePath = STRICT_CALLS.filter((call) => call.pattern.test(pathname));
  const call = samePath.find((candidate) => candidate.method === asGet);
  if (!call) {
    if (samePath.length > 0)
      return `${method} is not documented for this path (${samePath.map((c) => c.method).join(", ")} is)`;
    const otherSlash = pathname.endsWith("/") ? pathname.slice(0, -1) : `${pathname}/`;
    const twin = STRICT_CALLS.find((candidate) => candidate.pattern.test(otherSlash));
    return twin
      ? `the documented path is ${twin.base}${twin.path} (trailing slash)`
      : "no documented call has this path";
  }
  const unknown = queryNames.filter((name) => !call.query.has(name));
  if (unknown.length === 0) return null;
  const documented = [...call.query].join(", ") || "none";
  return `undocumented query parameter ${unknown.join(", ")} (documented: ${documented})`;
}

/** Hono middleware: documented calls pass, anything else is a 404 and one JSON line on stderr. */
export function strictGate(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const query = [...new Set(url.searchParams.keys())];
    const reason = strictRefusal(c.req.method, url.pathname, query);
    if (!reason) return next();
    process.stderr.write(
      `${JSON.stringify({ level: "warn", message: "strict upstream refused an undocumented call", method: c.req.method, path: url.pathname, query, reason })}\n`,
    );
    return c.json({ detail: "Not found." }, 404);
  };
}
