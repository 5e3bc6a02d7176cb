import type { FILTER_PARAMS } from "#server/catalog/filter-params";
import {
  DEFAULT_LANGUAGE,
  languageOfPath,
  localizedPath,
  pathWithoutLanguage,
  type Language,
} from "#server/platform/language";

/**
 * Search-engine hints every page carries (rendered by the root Layout): a canonical link and,
 * for filtered or searched lists, `noindex`. Pure, so the server and the browser agree.
 */

/**
 * A query-string name of the category filters. The names are written out below, checked against
 * the codec's by type (and by tests/unit/seo.test.ts): importing the codec's value put the whole
 * codec module (server/catalog/filter-params.ts) in every page's scripts, through the root.
 */
type FilterParam = (typeof FILTER_PARAMS)[keyof typeof FILTER_PARAMS];
const PAGE_PARAM = "page" satisfies FilterParam;

/** Parameters that narrow a list (the category filters) or search it: such pages are not indexed. */
const NOINDEX_PARAMS: readonly (Exclude<FilterParam, typeof PAGE_PARAM> | "q")[] = [
  "minPrice",
  "maxPrice",
  "brand",
  "rating",
  "q",
];

/** The same page in another language (`hreflang`); `x-default` is the default language's. */
export type Alternate = { hrefLang: Language | "x-default"; href: string };
export type PageSeo = { canonical: string; noindex: boolean; alternates: Alternate[] };

/**
 * The canonical URL of a page is absolute on the request's origin and keeps only the parameters
 * that say which page it is: `page` (2 and up) and, on /search, the search text `q`. Tracking,
 * filter, option and image parameters are dropped, and so is a trailing slash. A shop in more
 * than one language lists the page in each of them (decision 0028).
 */
export function pageSeo(
  origin: string,
  pathname: string,
  search: string,
  languages: readonly Language[] = [DEFAULT_LANGUAGE],
): PageSeo {
  const params = new URLSearchParams(search);
  const language = languageOfPath(pathname);
  const path = pathWithoutLanguage(pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : "/");
  const kept = new URLSearchParams();
  const q = params.get("q")?.trim();
  if (path === "/search" && q) kept.set("q", q);
  const page = params.get(PAGE_PARAM)?.trim() ?? "";
  if (/^\d{1,10}$/.test(page) && Number(page) > 1) kept.set(PAGE_PARAM, String(Number(page)));
  const query = kept.toString();
  const url = (inLanguage: Language) => `${origin}${localizedPath(`${path}${query ? `?${query}` : ""}`, inLanguage)}`;
  const alternates: Alternate[] =
    languages.length > 1
      ? [
          ...languages.map((hrefLang) => ({ hrefLang, href: url(hrefLang) })),
          { hrefLang: "x-default", href: url(DEFAULT_LANGUAGE) },
        ]
      : [];
  return {
    canonical: url(language),
    alternates,
    noindex: NOINDEX_PARAMS.some((name) => params.getAll(name).some((value) => value.trim() !== "")),
  };
}
