/**
 * The shop's two languages and where a page says which one it is in: its path. English pages sit
 * at the spec's paths; the same page in Arabic sits under `/ar` (`/ar/category/3`), so each
 * language is a page of its own for links, bookmarks, search engines and the page cache. Used by
 * the edge (the language cookie, the first visit's redirect), the domains (which text of an
 * upstream datum) and the app (links, texts, `<html lang dir>`). Decision 0028.
 */

export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The path prefix of each language's pages. */
const PREFIX: Record<Language, string> = { en: "", ar: "/ar" };

export const DIRECTION: Record<Language, "ltr" | "rtl"> = { en: "ltr", ar: "rtl" };

/**
 * The locale numbers, prices and dates are written in. Arabic pages write Latin digits
 * (`-u-nu-latn`), as phone numbers, card fields and order numbers must be anyway: decision 0028.
 */
export const LOCALE: Record<Language, string> = { en: "en-US", ar: "ar-SA-u-ca-gregory-nu-latn" };

/** The cookie that remembers the language of the last page a visitor read. */
export const LANGUAGE_COOKIE = "lang";
/** A year: a visitor's language is a lasting preference. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * A value made for each language at once: a cache entry of the upstream's data with both texts
 * is filled by one upstream call, and each page reads its language's side (decision 0028).
 */
export function inEachLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return { en: make("en"), ar: make("ar") };
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The page a data request (`/ar/cart.data`, `/_root.data`) asks for, or the path itself. */
function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/** The language of the page at a path: `/ar` and `/ar/…` are Arabic, everything else English. */
export function languageOfPath(pathname: string): Language {
  const page = pagePath(pathname);
  return page === "/ar" || page.startsWith("/ar/") ? "ar" : "en";
}

/** A page's path with its language prefix taken off: `/ar/cart` → `/cart`, `/ar` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  const prefix = PREFIX[languageOfPath(pathname)];
  return prefix ? pathname.slice(prefix.length) || "/" : pathname;
}

/**
 * An absolute path (query and hash kept) in a language: `("/cart?x=1", "ar")` → `/ar/cart?x=1`,
 * `("/ar/cart", "en")` → `/cart`, `("/", "ar")` → `/ar`. Anything else (relative, `//host`, a
 * URL) is returned as it is.
 */
export function localizedPath(path: string, language: Language): string {
  if (path[0] !== "/" || path[1] === "/") return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? "" : path.slice(end);
  const bare = pathWithoutLanguage(pathname);
  const prefix = PREFIX[language];
  if (!prefix) return `${bare}${rest}`;
  return `${bare === "/" ? prefix : `${prefix}${bare}`}${rest}`;
}

/** The language a Cookie header remembers, if any. */
export function languageCookieOf(cookieHeader: string | null | undefined): Language | null {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? "");
  const value = match?.[1]?.trim();
  return isLanguage(value) ? value : null;
}

/**
 * The first of the offered languages an Accept-Language header asks for, by its q weights
 * (`ar-SA,ar;q=0.9,en;q=0.8` → ar); null when it names none of them (a crawler sends none).
 */
export function preferredLanguage(
  acceptLanguage: string | null | undefined,
  offered: readonly Language[],
): Language | null {
  const ranges = (acceptLanguage ?? "")
    .split(",")
    .slice(0, 32)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0 && !Number.isNaN(range.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) if (isLanguage(range.base) && offered.includes(range.base)) return range.base;
  return null;
}
