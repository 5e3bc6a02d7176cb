import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { AppForEdge } from "#server/platform/edge-contract";
import { config } from "#server/platform/config";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
  languageCookieOf,
  languageOfPath,
  localizedPath,
  preferredLanguage,
} from "#server/platform/language";
import { log } from "#server/platform/log";
import { isPageView, pathAndQuery } from "./visitor-report.ts";

/**
 * What visitorLanguage does for a request: the language a page view remembers in its cookie
 * (null: none), and whether it is a first view of `/` that the visitor's browser may send to
 * another language. Null when it does nothing (the hit lane, hit-lane.ts, asks too).
 */
export function languageWork(req: IncomingMessage): { remember: Language | null; mayRedirect: boolean } | null {
  if (!isPageView(req)) return null;
  const { path } = pathAndQuery(req);
  const remembered = languageCookieOf(req.headers.cookie);
  const language = languageOfPath(path);
  const remember = remembered !== language && (remembered !== null || language !== DEFAULT_LANGUAGE) ? language : null;
  const mayRedirect = path === "/" && remembered === null && Boolean(req.headers["accept-language"]);
  return remember !== null || mayRedirect ? { remember, mayRedirect } : null;
}

/**
 * A visitor's language at the edge, before the page cache (which answers `/` for everyone):
 * - The first view of `/` by a visitor with no language cookie whose browser asks for another
 *   language the shop offers (Accept-Language) is sent there with a 302 (`/` → `/ar`). A link
 *   undoes it: the English page's switch is a plain link to `/`, which then has a cookie.
 * - A page view remembers its language in the `lang` cookie, so that choice sticks. A visitor
 *   who has only read English pages gets no cookie: English needs no remembering.
 * Decision 0028.
 */
export function visitorLanguage(shopLanguages: () => AppForEdge["shopLanguages"]): RequestHandler {
  return (req, res, next) => {
    const work = languageWork(req);
    if (!work) return next();
    if (work.remember !== null) {
      res.cookie(LANGUAGE_COOKIE, work.remember, {
        maxAge: LANGUAGE_COOKIE_MAX_AGE_S * 1000,
        sameSite: "lax",
        secure: config().isProduction,
        path: "/",
      });
    }
    if (!work.mayRedirect) return next();
    shopLanguages()(req.hostname).then(
      (offered) => {
        const wanted = preferredLanguage(req.get("accept-language")!, offered);
        if (wanted === null || wanted === DEFAULT_LANGUAGE) return next();
        const query = req.originalUrl.slice(req.path.length);
        res.writeHead(302, {
          Location: localizedPath(`/${query}`, wanted),
          Vary: "Accept-Language, Cookie",
          "Cache-Control": "private, no-store",
        });
        res.end();
      },
      (error: Error) => {
        log.warn("language redirect skipped", { id: req.requestId, error: error.message });
        next();
      },
    );
  };
}
