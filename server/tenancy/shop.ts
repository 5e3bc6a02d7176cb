import { isIP } from "node:net";
import { data, type AppLoadContext } from "@remix-run/node";
import { shopAnalytics, type ShopAnalytics } from "./analytics";
import { freshShared, isRememberedMiss, rememberMiss, sharedCached, tenantKey } from "#server/platform/cache";
import { colorChannels, deeperShade, readableMainColor } from "./color";
import { htmlToText, sanitizeRichText } from "#server/platform/html";
import { config } from "#server/platform/config";
import { normalizeHost } from "#server/platform/request";
import { upstreamHref } from "#server/platform/security";
import { PoliciesSchema, SectionListSchema, TenantSchema, type Tenant } from "#server/upstream/contract";
import { UpstreamError, upstreamRequest } from "#server/upstream/client";
import { DEFAULT_LANGUAGE, inEachLanguage, type Language } from "#server/platform/language";
import { inLanguage } from "#server/upstream/contract";

/**
 * The tenant is the request's host. Local hosts (localhost and IP literals, the spec's
 * "addresses beginning 192" among them) stand for the sample shop (SAMPLE_STORE_HOST).
 */

/* The shapes the screens render (app/ imports them as types only). They carry no secrets. */

export type LogoDisplayType = "both" | "logo" | "name";

export type ShopInfo = {
  id: number;
  name: string;
  logoUrl: string | null;
  logoDisplayType: LogoDisplayType;
  currency: string;
  defaultDeliveryTime: string;
  defaultShippingCost: number;
  contact: { mobile: string | null; email: string | null; address: string | null; whatsapp: string | null };
  /** http(s) URLs only (upstreamHref). */
  social: { facebook: string | null; twitter: string | null; linkedin: string | null; instagram: string | null };
  /** Sanitized HTML. */
  aboutUs: string;
  /** Plain text, for meta descriptions. */
  description: string;
  /** "r g b" channel triples for the Tailwind theme's CSS variables. */
  theme: { main: string; mainDeep: string; text: string; bright: string; brightBackground: string };
  /** Checked ids only: the root loads the snippets, entry.server allows their origins. */
  analytics: ShopAnalytics;
  /** The languages the shop sells in, its default first (decision 0028). */
  languages: Language[];
};

export type NavCategory = { id: number; name: string; imageUrl: string | null; productsCount: number };
export type NavSection = { id: number; name: string; categories: NavCategory[] };

/** What the header needs to know about the visitor. */
export type Visitor = {
  signedIn: boolean;
  cartCount: number;
  /** The cart's line keys, so the badge can count an add optimistically. */
  cartKeys: string[];
  /** The cart's revision (NO_CART_REVISION before it has one): a plain add form's one-time token (decision 0014). */
  cartRevision: string;
  wishlistCount: number;
  /** The signed-in shopper's wished product ids (the hearts); empty for guests. */
  wishlistIds: number[];
};

/** Why a request has no shop to show; the root error boundary renders each one. */
export type ShopUnavailableReason = "unknown-host" | "coming-soon" | "unavailable";

/**
 * localhost or an IP literal (an IPv6 one in brackets, as in a Host header). "Addresses
 * beginning 192" are addresses: a name such as 192.evil.example is a host like any other,
 * which would otherwise show the sample shop (canonical links, sitemap) under that name.
 */
export function isLocalHost(host: string): boolean {
  const address = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return host === "localhost" || isIP(address) !== 0;
}

/** The host whose shop this request shows. */
export function tenantHostFor(host: string): string {
  return isLocalHost(host) ? config().sampleStoreHost : host;
}

/**
/**
 * The shop for a host as pages show it, made once when it enters the cache (its texts
 * sanitized, colours and links checked), not again on every request; or null when the
 * upstream does not know the host. Unknown hosts are remembered for TENANT_CACHE_TTL_SECONDS
 * in a store of their own: a flood of made-up Host headers costs one upstream call per host
 * per period and evicts only other made-up hosts, never the known shops. Upstream failures
 * are not remembered.
 */
type CachedTenant = { published: boolean; shop: Record<Language, ShopInfo> };

async function lookupTenant(host: string): Promise<CachedTenant | null> {
  // A shop the upstream confirmed within ttl is not asked about as a miss (with REDIS_URL that
  // question is a round trip to Redis on every request); a stale one is, first.
  const known = freshShared<CachedTenant>("tenants", host);
  if (known) return known.value;
  const ttl = config().tenantCacheTtlMs;
  if (await isRememberedMiss("tenant-misses", host)) return null;
  try {
    return await sharedCached(
      host,
      async () => {
        const tenant = await upstreamRequest({ path: "tenants/lookup/", query: { host }, schema: TenantSchema });
        return { published: tenant.published, shop: inEachLanguage((language) => toShopInfo(tenant, language)) };
      },
      { store: "tenants", ttl },
    );
  } catch (error) {
    if (!(error instanceof UpstreamError && error.kind === "not_found")) throw error;
    await rememberMiss("tenant-misses", host, ttl);
    return null;
  }
}

export function toShopInfo(tenant: Tenant, language: Language): ShopInfo {
  const main = readableMainColor(colorChannels(tenant.mainColor, "#0f766e"));
  return {
    id: tenant.id,
    name: tenant.name,
    logoUrl: tenant.logo ? mediaUrl(tenant.logo) : null,
    logoDisplayType: tenant.logo_display_type,
    currency: tenant.currency.name,
    defaultDeliveryTime: tenant.defaultDeliveryTime ?? "",
    defaultShippingCost: tenant.defaultShippingCost,
    contact: {
      mobile: tenant.mobile || null,
      email: tenant.email || null,
      address: tenant.address || null,
      whatsapp: tenant.whatsapp,
    },
    social: {
      facebook: upstreamHref(tenant.facebook, "web"),
      twitter: upstreamHref(tenant.twitter, "web"),
      linkedin: upstreamHref(tenant.linkedin, "web"),
      instagram: upstreamHref(tenant.instagram, "web"),
    },
    aboutUs: sanitizeRichText(inLanguage(tenant.about_us, language)),
    description: htmlToText(inLanguage(tenant.description, language)),
    theme: {
      main,
      mainDeep: deeperShade(main),
      text: colorChannels(tenant.textColor, "#111827"),
      bright: colorChannels(tenant.BrightColor, "#f59e0b"),
      brightBackground: colorChannels(tenant.BrightBackGroundColor, "#f8fafc"),
    },
    analytics: shopAnalytics(tenant),
    languages: tenant.languages,
  };
}

/** What a request's host stands for: a published shop, or why there is none to show. */
export type ShopResolution =
  | { kind: "shop"; shop: ShopInfo }
  | { kind: "unknown-host" }
  | { kind: "coming-soon"; name: string; logoUrl: string | null }
  | { kind: "unavailable" };

/**
 * Resolves a host once per request (the edge's load context calls it, at most once), the
 * shop's texts in the page's language.
 */
export async function resolveShop(rawHost: string, language: Language = DEFAULT_LANGUAGE): Promise<ShopResolution> {
  const host = normalizeHost(rawHost);
  if (!host) return { kind: "unknown-host" };
  let tenant: CachedTenant | null;
  try {
    tenant = await lookupTenant(tenantHostFor(host));
  } catch {
    return { kind: "unavailable" };
  }
  if (!tenant) return { kind: "unknown-host" };
  const shop = tenant.shop[language];
  if (!tenant.published) return { kind: "coming-soon", name: shop.name, logoUrl: shop.logoUrl };
  return { kind: "shop", shop };
}

/**
 * The published shop of this request (from the load context). Throws a response the root
 * error boundary renders: 404 for an unknown host (no shop data at all), 503 'Coming Soon'
 * for an unpublished shop, 503 when the upstream cannot be reached.
 */
export async function shopFrom(context: AppLoadContext): Promise<ShopInfo> {
  const resolution = await context.shop();
  switch (resolution.kind) {
    case "shop":
      return resolution.shop;
    case "unknown-host":
      throw data({ reason: "unknown-host" satisfies ShopUnavailableReason }, { status: 404 });
    case "coming-soon":
      throw data(
        { reason: "coming-soon" satisfies ShopUnavailableReason, name: resolution.name, logoUrl: resolution.logoUrl },
        { status: 503, headers: { "Retry-After": "3600" } },
      );
    case "unavailable":
      throw data(
        { reason: "unavailable" satisfies ShopUnavailableReason },
        { status: 503, headers: { "Retry-After": "30" } },
      );
  }
}

const byNameIn = (language: Language) => (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, language);

/** Sections sorted by name, each with only the categories that have products, in a language. */
export function loadNavSections(shopId: number, language: Language): Promise<NavSection[]> {
  return sharedCached(tenantKey(shopId, "sections"), async () => {
    const { results } = await upstreamRequest({
      path: "products/sections/",
      query: { tenantId: shopId },
      schema: SectionListSchema,
    });
    return inEachLanguage((language) =>
      results
        .map((section) => ({
          id: section.id,
          name: inLanguage(section.name, language),
          categories: section.categories
            .filter((category) => category.products_count > 0)
            .map((category) => ({
              id: category.id,
              name: inLanguage(category.name, language),
              imageUrl: category.url ? mediaUrl(category.url) : null,
              productsCount: category.products_count,
            })),
        }))
        .sort(byNameIn(language)),
    );
  }).then((each) => each[language]);
}

/** /categories: every section that has categories with products, its categories sorted by name too. */
export async function loadCategoryDirectory(shopId: number, language: Language): Promise<NavSection[]> {
  const sections = await loadNavSections(shopId, language);
  return sections
    .filter((section) => section.categories.length > 0)
    .map((section) => ({ ...section, categories: [...section.categories].sort(byNameIn(language)) }));
}

/**
 * Images the upstream serves under /media/ are proxied through our own /media/ route, so the
 * browser never talks to the upstream host; images elsewhere (a CDN) pass through unchanged.
 */
export function mediaUrl(url: string): string {
  try {
    const parsed = new URL(url, config().commerceApiUrl);
    const upstreamOrigin = new URL(config().commerceApiUrl).origin;
    if (parsed.origin === upstreamOrigin && parsed.pathname.startsWith("/media/"))
      return `${parsed.pathname}${parsed.search}`;
    return parsed.protocol === "https:" ? parsed.href : "";
  } catch {
    return "";
  }
}

/** Spec §2 Information pages: the policies in this order (the app titles them), skipping the empty ones. */
export const POLICY_KEYS = [
  "privacyPolicy",
  "pricingPolicy",
  "deliveryPolicy",
  "refundPolicy",
  "terms",
  "description",
] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];
export type PolicySection = { key: PolicyKey; html: string };

/** The shop's policies in a language, sanitized, cached per tenant like the rest of the shop's public data. */
export function loadPolicies(shopId: number, language: Language): Promise<PolicySection[]> {
  return sharedCached(tenantKey(shopId, "policies"), async () => {
    const policies = await upstreamRequest({
      path: "tenants/policies/",
      query: { tenant: shopId },
      schema: PoliciesSchema,
    });
    return inEachLanguage((language) =>
      POLICY_KEYS.map((key) => ({ key, html: sanitizeRichText(inLanguage(policies[key], language)) })).filter(
        (section) => section.html,
      ),
    );
  }).then((each) => each[language]);
}

/** One policy's sanitized HTML, or a 404 when the shop has not written it. */
export async function requirePolicy(shopId: number, key: PolicyKey, language: Language): Promise<string> {
  const section = (await loadPolicies(shopId, language)).find((item) => item.key === key);
  if (!section) throw data({ reason: "not-found" }, { status: 404 });
  return section.html;
}
