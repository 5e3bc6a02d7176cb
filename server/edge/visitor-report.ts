import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { AppForEdge } from "#server/platform/edge-contract";
import { config } from "#server/platform/config";
import { log } from "#server/platform/log";

/**
 * The visitor report's place at the edge (spec §4: it runs once, then the `s` parameter is
 * removed by navigation). It runs before Remix so that nothing in front of the pages (a page
 * cache) can skip it: on a visitor's first page view of a shop (no `visited` cookie yet) the
 * Remix build's reporter (server/tenancy/visitor-report.ts, through app/entry.server.tsx)
 * reports it when the shop's visitor service is on; then the visitor is marked for a year
 * and a URL with `s` is answered with a 303 to the same URL without it. Anything going wrong
 * here only skips the report: the page is always served.
 */

/** The Remix build's reporter: resolves true when the view counted. */
export type FirstVisitReporter = AppForEdge["reportFirstVisit"];

export const VISITED_COOKIE = "visited";
/** The referral parameter of the spec: reported, then dropped from the URL. */
export const REFERENCE_PARAM = "s";
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Not shop pages: assets, images, probes, crawler files. */
const NOT_PAGES = /^\/(?:build|media)\/|^\/(?:healthz|readyz|robots\.txt|sitemap\.xml|favicon\.[a-z]+)$/;

function hasCookie(req: IncomingMessage, name: string): boolean {
  return (req.headers.cookie ?? "").split(";").some((part) => part.trim().startsWith(`${name}=`));
}

/** A request's path and query string, without the `?` (Express's `req.path`, from the raw URL). */
export function pathAndQuery(req: IncomingMessage): { path: string; query: string } {
  const url = req.url ?? "/";
  const mark = url.indexOf("?");
  return mark === -1 ? { path: url, query: "" } : { path: url.slice(0, mark), query: url.slice(mark + 1) };
}

/**
 * A GET of a shop page by a browser navigating to it: not a Remix data request, not a
 * prefetch or prerender. Plain Node's request, so the edge's hit lane (hit-lane.ts) asks it too.
 */
export function isPageView(req: IncomingMessage): boolean {
  const { path, query } = pathAndQuery(req);
  if (req.method !== "GET" || NOT_PAGES.test(path) || path.endsWith(".data") || /(?:^|&)_data(?:[=&[]|$)/.test(query))
    return false;
  // Browsers say what a request is for; without that header, a document is one asking for HTML.
  const destination = req.headers["sec-fetch-dest"];
  if (destination ? destination !== "document" : !/\btext\/html\b/.test(req.headers.accept ?? "")) return false;
  return !(req.headers["sec-purpose"] || /prefetch/i.test(String(req.headers.purpose ?? "")));
}

/** A page view from a visitor without the `visited` cookie. */
export function isFirstPageView(req: IncomingMessage): boolean {
  return isPageView(req) && !hasCookie(req, VISITED_COOKIE);
}

export function visitorReport(reporter: () => FirstVisitReporter): RequestHandler {
  return (req, res, next) => {
    if (!isFirstPageView(req)) return next();
    // The settled path and query (the edge validated the host; the URL is the browser's).
    const url = new URL(req.originalUrl, "http://storefront.invalid");
    const reference = url.searchParams.get(REFERENCE_PARAM);
    const visit = {
      host: req.hostname,
      page: url.pathname,
      referer: req.get("referer") ?? null,
      ip: req.ip ?? "",
      reference,
    };
    Promise.resolve(visit)
      .then((first) => reporter()(first))
      .then(
        (counted) => {
          if (!counted) return next();
          res.cookie(VISITED_COOKIE, "1", {
            maxAge: YEAR_MS,
            httpOnly: true,
            sameSite: "lax",
            secure: config().isProduction,
            path: "/",
          });
          if (reference === null) return next();
          url.searchParams.delete(REFERENCE_PARAM);
          // One leading slash: "//host" would leave the site.
          res.redirect(303, `${url.pathname.replace(/^\/+/, "/")}${url.search}`);
        },
        (error: Error) => {
          log.warn("visitor report skipped", { id: req.requestId, error: error.message });
          next();
        },
      );
  };
}
