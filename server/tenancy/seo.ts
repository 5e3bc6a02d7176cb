import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, type Language } from "#server/platform/language";
import { loadProductIds } from "#server/catalog/catalog";
import { loadNavSections, loadPolicies, type ShopResolution } from "./shop";

/**
 * robots.txt and sitemap.xml, per shop (the request's host). The sitemap's data comes from the
 * catalogue cache (sections, policies, product ids), so it costs the upstream nothing most of
 * the time.
 */

/** Pages for one shopper, or steps of a payment: never for search engines. */
export const ROBOTS_DISALLOW = [
  "/cart",
  "/check-out",
  "/profile",
  "/wishlist",
  "/login",
  "/register",
  "/forget-password",
  "/moyasar",
  "/payment-callback",
  "/paypal-return",
  "/card-return",
  "/confirm-order",
  "/unsuccessful-payment",
  "/payment-not-ordered",
] as const;

const RETURNS: ReadonlySet<string> = new Set(["/payment-callback", "/paypal-return", "/card-return"]);

/** A published shop's robots.txt names its sitemap; an unpublished one (origin null) keeps robots out entirely. */
export function robotsTxt(origin: string | null): string {
  if (origin === null) return "User-agent: *\nDisallow: /\n";
  return [
    "User-agent: *",
    // The pages in Arabic too (`/ar/cart`); the payment returns are not pages and have no language.
    ...ROBOTS_DISALLOW.flatMap((path) =>
      RETURNS.has(path)
        ? [`Disallow: ${path}`]
        : LANGUAGES.map((language) => `Disallow: ${localizedPath(path, language)}`),
    ),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

const xmlEscaped = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);

/**
 * The sitemap: every page in every language the shop offers, each listing its versions in the
 * others (`xhtml:link` alternates, as the pages' own `hreflang` links do). Decision 0028.
 */
export function sitemapXml(origin: string, paths: readonly string[], languages: readonly Language[] = ["en"]): string {
  const bilingual = languages.length > 1;
  const urls = paths.flatMap((path) => {
    const alternates = bilingual
      ? languages.map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${xmlEscaped(`${origin}${localizedPath(path, language)}`)}"/>`,
        )
      : [];
    return languages.map(
      (language) =>
        `  <url><loc>${xmlEscaped(`${origin}${localizedPath(path, language)}`)}</loc>${alternates.join("")}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    bilingual
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * The shop's public pages: home, the information pages it has (/description and /terms only when
 * written, else they are 404s), /categories, every category with products and every product.
 */
export async function loadSitemapPaths(shopId: number): Promise<string[]> {
  const [policies, sections, productIds] = await Promise.all([
    loadPolicies(shopId, DEFAULT_LANGUAGE),
    loadNavSections(shopId, DEFAULT_LANGUAGE),
    loadProductIds(shopId),
  ]);
  const written = new Set(policies.map((policy) => policy.key));
  return [
    "/",
    "/about-us",
    "/policies",
    ...(written.has("description") ? ["/description"] : []),
    ...(written.has("terms") ? ["/terms"] : []),
    "/categories",
    ...sections.flatMap((section) => section.categories.map((category) => `/category/${category.id}`)),
    ...productIds.map((id) => `/single-product/${id}`),
  ];
}

/** robots.txt and sitemap.xml are cached briefly by browsers and proxies, per host. */
const PUBLIC_TEXT_CACHE = "public, max-age=300";

export function textResponse(
  body: string,
  contentType: string,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": `${contentType}; charset=utf-8`,
      "Cache-Control": status === 200 ? PUBLIC_TEXT_CACHE : "no-store",
      ...headers,
    },
  });
}

/** An unknown host gets a 404 and an unreachable upstream a 503, as plain text (no shop's data). */
export function noShopResponse(resolution: Exclude<ShopResolution, { kind: "shop" }>): Response {
  if (resolution.kind === "unavailable")
    return textResponse("Service Unavailable\n", "text/plain", 503, { "Retry-After": "30" });
  return textResponse("Not Found\n", "text/plain", 404);
}
