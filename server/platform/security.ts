import { createHash } from "node:crypto";
import type { HeadersFunction } from "@remix-run/node";
import { safeRedirect } from "remix-utils/safe-redirect";
import { config } from "./config";

/**
 * Third parties a page needs beyond our own origin. A route module declares its own as
 * `export const handle = { csp: [...] }`, read by entry.server:
 * - "payment-pages": the checkout form is redirected to hosted payment pages (CSP
 *   form-action applies to a form's redirects too);
 * - "card-provider": the card provider's form script, and its form posting to the provider.
 * A shop's pages add what its analytics snippets need (server/tenancy/analytics.ts):
 * - "google-analytics": gtag.js and where it sends its hits;
 * - "google-tag-manager": gtm.js, and its <noscript> frame.
 */
export type RouteCspNeed = "payment-pages" | "card-provider";
export type CspNeed = RouteCspNeed | "google-analytics" | "google-tag-manager";
export type CspHandle = { csp?: RouteCspNeed[] };

/** The CSP needs of the matched routes' handles (anything else in a handle is ignored). */
export function cspNeedsOf(handles: unknown[]): RouteCspNeed[] {
  return handles.flatMap((handle) => {
    const csp = (handle as CspHandle | undefined)?.csp;
    return Array.isArray(csp)
      ? csp.filter((need): need is RouteCspNeed => need === "payment-pages" || need === "card-provider")
      : [];
  });
}

type Sources = { script?: string[]; connect?: string[]; img?: string[]; frame?: string[] };

/** The origins Google's CSP guide lists for each snippet (developers.google.com/tag-platform/security/guides/csp). */
const GOOGLE_SOURCES: Record<"google-analytics" | "google-tag-manager", Sources> = {
  "google-analytics": {
    script: ["https://*.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  },
  "google-tag-manager": {
    script: ["https://www.googletagmanager.com"],
    connect: ["https://www.googletagmanager.com"],
    img: ["https://www.googletagmanager.com"],
    frame: ["https://www.googletagmanager.com"],
  },
};

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Which inline scripts and styles a page may run: those carrying this response's nonce (a page
 * rendered for one visitor), or exactly those whose SHA-256 hashes are listed (a page kept
 * in the page cache, whose bytes are the same for everyone: docs/decisions/0008).
 */
export type InlineSources = { nonce: string } | { scriptHashes: string[]; styleHashes: string[] };

/** Enforced Content-Security-Policy: scripts only from us or allowed by `inline`. */
export function contentSecurityPolicy(inline: InlineSources, needs: CspNeed[] = []): string {
  const settings = config();
  const scripts: string[] = [];
  const styles: string[] = [];
  const forms: string[] = [];
  const connects: string[] = [];
  const images: string[] = [];
  const frames: string[] = [];
  if (needs.includes("payment-pages")) forms.push(...settings.paymentPageOrigins);
  if (needs.includes("card-provider") && settings.cardProvider) {
    // Its script brings its own stylesheet.
    scripts.push(originOf(settings.cardProvider.scriptUrl));
    styles.push(originOf(settings.cardProvider.scriptUrl));
    forms.push(originOf(settings.cardProvider.paymentsUrl));
    connects.push(originOf(settings.cardProvider.paymentsUrl));
  }
  for (const need of ["google-analytics", "google-tag-manager"] as const) {
    if (!needs.includes(need)) continue;
    const sources = GOOGLE_SOURCES[need];
    scripts.push(...(sources.script ?? []));
    connects.push(...(sources.connect ?? []));
    images.push(...(sources.img ?? []));
    frames.push(...(sources.frame ?? []));
  }
  const unique = (values: string[]) => [...new Set(values)];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": unique([
      "'self'",
      ...("nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.scriptHashes),
      ...scripts,
    ]),
    "style-src": unique([
      "'self'",
      ...("nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.styleHashes),
      ...styles,
    ]),
    // keen-slider and React set style attributes; attributes cannot carry a nonce.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": unique(["'self'", "data:", "https:", ...images]),
    "font-src": ["'self'"],
    "connect-src": unique([...(settings.isProduction ? ["'self'"] : ["'self'", "ws:"]), ...connects]),
    "form-action": unique(["'self'", ...forms]),
    // Frames otherwise fall back to default-src 'self'.
    ...(frames.length > 0 ? { "frame-src": unique(["'self'", ...frames]) } : {}),
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Deny powerful features; the card provider's page may ask for payment (its wallets). */
function permissionsPolicy(needs: CspNeed[]): string {
  const provider = config().cardProvider;
  const payment = needs.includes("card-provider") && provider ? `(self "${new URL(provider.scriptUrl).origin}")` : "()";
  return `camera=(), microphone=(), geolocation=(), payment=${payment}`;
}

/** Headers that explain a refusal and must reach the document: when to retry (429, 503), what is allowed (405). */
const STATUS_HEADERS = ["Retry-After", "Allow"];

/**
 * A route's `headers` export passing STATUS_HEADERS on from an action's answer (a 429 form)
 * or from a response thrown to this route's error boundary. Remix passes only cookies on
 * by itself.
 */
export const statusHeaders: HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  const headers = new Headers();
  for (const name of STATUS_HEADERS) {
    const value = errorHeaders?.get(name) ?? actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

/**
 * The policies of a rendered page (the edge adds the headers every response carries):
 * CSP with this response's nonce or its inline hashes, and the features the page may use.
 */
export function applyDocumentPolicies(headers: Headers, inline: InlineSources, needs: CspNeed[] = []) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(inline, needs));
  headers.set("Permissions-Policy", permissionsPolicy(needs));
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
}

/** Longer than any path of ours with its query: a redirect target beyond it is not a sane path. */
export const MAX_REDIRECT_PATH_LENGTH = 2000;

/**
 * A redirect target taken from a request: a same-site path, or `fallback`. The one rule for
 * every redirectTo (the sign-in schema's too). Stricter than safeRedirect: at most
 * MAX_REDIRECT_PATH_LENGTH, and no backslash, whitespace or control character anywhere, since
 * browsers drop tabs and newlines from URLs ("/\t/evil.example" would become "//evil.example").
 */
export function safeRedirectPath(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length > MAX_REDIRECT_PATH_LENGTH || /[\s\\\u0000-\u001f\u007f]/.test(to))
    return fallback;
  return safeRedirect(to, fallback);
}

/**
 * An upstream value that ends up in an href, or null when it must not be linked:
 * - "web" (social links): an absolute http(s) URL without credentials, normalized; a
 *   javascript:, data: or relative value is dropped;
 * - "path" (storefront links such as the home slider's): a same-site path only.
 */
export function upstreamHref(value: string | null | undefined, kind: "web" | "path"): string | null {
  const raw = value?.trim();
  if (!raw || raw.length > MAX_REDIRECT_PATH_LENGTH) return null;
  if (kind === "path") return safeRedirectPath(raw, "") || null;
  try {
    const url = new URL(raw);
    // "https://facebook.com@evil.example/" reads as Facebook and goes elsewhere.
    if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

/**
 * The CSP sources ('sha256-…') of a document's inline scripts and styles, hashed as the
 * browser does: over the element's text (its UTF-8 bytes), with line breaks normalized.
 * Scripts with a src, and data blocks such as JSON-LD, run nothing and need none. The
 * document is our own render, so the first `</script` ends a script as it does for the
 * browser's parser.
 */
export function inlineHashes(document: Buffer): { scriptHashes: string[]; styleHashes: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  // One character per byte: the tags are ASCII, and each text hashes back to its exact bytes.
  const html = document.toString("latin1");
  for (const [, tag, attributes = "", text = ""] of html.matchAll(INLINE_ELEMENT)) {
    const isScript = tag!.toLowerCase() === "script";
    if (isScript && /\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (isScript && type && type !== "module" && !/javascript|ecmascript/.test(type)) continue;
    const digest = createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "latin1").digest("base64");
    (isScript ? scripts : styles).add(`'sha256-${digest}'`);
  }
  return { scriptHashes: [...scripts], styleHashes: [...styles] };
}
