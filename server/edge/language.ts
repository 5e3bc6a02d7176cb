import type { RequestHandler } from "express";
import type { AppForEdge } from "#server/platform/edge-contract";
import { config } from "#server/platform/config";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  languageCookieOf,
  languageOfPath,
  localizedPath,
  preferredLanguage,
} from "#server/platform/language";
import { log } from "#server/platform/log";
import { isPageView } from "./visitor-report.ts";

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
    if (!isPageView(req)) return next();
    const remembered = languageCookieOf(req.get("cookie"));
    const language = languageOfPath(req.path);
    if (remembered !== language && (remembered !== null || language !== DEFAULT_LANGUAGE)) {
      res.cookie(LANGUAGE_COOKIE, language, {
        maxAge: LANGUAGE_COOKIE_MAX_AGE_S * 1000,
        sameSite: "lax",
        secure: config().isProduction,
        path: "/",
      });
    }
    if (req.path !== "/" || remembered !== null) return next();
    const asked = req.get("accept-language");
    if (!asked) return next();
    shopLanguages()(req.hostname).then(
      (offered) => {
        const wanted = preferredLanguage(asked, offered);
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
