import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { log, errorFields } from "#server/platform/log";
import { expiredSessionCookie } from "#server/identity/session";
import { shopFrom, type ShopInfo } from "./shop";
import { UpstreamError } from "#server/upstream/client";
import {
  DEFAULT_LANGUAGE,
  languageCookieOf,
  languageOfPath,
  localizedPath,
  type Language,
} from "#server/platform/language";

/**
 * Remix's response helpers, for loaders and actions. Routes take them from here, never from
 * @remix-run/node: the browser build swaps a route's @remix-run/node for an empty CommonJS
 * module (Remix's compiler), which esbuild cannot drop, so every page loaded it as one more
 * chunk; this module, plain ESM outside app/, drops out of the browser build entirely.
 */
export { data, redirect, redirectDocument } from "@remix-run/node";

/** Largest id the upstream's integer primary keys can hold. */
export const MAX_ID = 2_147_483_647;

/** Throws the 404 the error boundaries render ("Sorry, We couldn't find …"). */
export function notFound(): never {
  throw data({ reason: "not-found" }, { status: 404 });
}

/** An id from a URL or a form: a positive 32-bit integer; anything else is a 404. */
export function idOrNotFound(raw: unknown): number {
  const id = typeof raw === "string" && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  return id <= MAX_ID ? id : notFound();
}

/** What a shop route's body gets: Remix's arguments plus this request's shop. */
export type ShopRouteArgs<Args extends LoaderFunctionArgs | ActionFunctionArgs> = Args & {
  shop: ShopInfo;
  /** The page's language (its path), which texts and data are shown in. */
  language: Language;
};

/**
 * A path without a language of its own (a payment provider's return to `/card-return`) answers
 * in the language the visitor last read the shop in (the `lang` cookie, server/edge/language.ts):
 * its texts and its redirect (to `/ar/confirm-order`) are in it.
 */
export function inRememberedLanguage<Args extends LoaderFunctionArgs | ActionFunctionArgs>(args: Args): Args {
  const language = languageCookieOf(args.request.headers.get("Cookie")) ?? args.context.language;
  return { ...args, context: { ...args.context, language } };
}

/** Maps an upstream failure to the response the error boundaries render. */
export function toHttpError(error: unknown, path: string): unknown {
  if (!(error instanceof UpstreamError)) return error;
  if (error.kind === "not_found") return data({ reason: "not-found" }, { status: 404 });
  // An expired or revoked token: the session is worthless (delete it, or every page still
  // shows a signed-in header); sign in again and come back here.
  if (error.kind === "unauthorized") {
    return redirect(localizedPath(`/login?${new URLSearchParams({ redirectTo: path })}`, languageOfPath(path)), {
      status: 303,
      headers: { "Set-Cookie": expiredSessionCookie() },
    });
  }
  // The upstream refused the input and no form turned that into its own error: a 4xx page
  // with the upstream's reason (text only, React escapes it), not "taking a short break".
  if (error.kind === "rejected") {
    log.warn("upstream rejected", { path, status: error.status });
    const status = error.status === 409 || error.status === 422 ? error.status : 400;
    const message =
      error.detail && error.detail.length <= 300
        ? error.detail
        : "The shop could not accept this request. Please check it and try again.";
    return data({ message }, { status });
  }
  if (error.kind === "rate_limited") {
    log.warn("upstream rate limited", { path });
    return data(
      { message: "The shop is busy right now. Please try again in 30 seconds." },
      { status: 429, headers: { "Retry-After": "30" } },
    );
  }
  log.error("upstream failure", { path, kind: error.kind, status: error.status, ...errorFields(error) });
  return data({ reason: "unavailable" }, { status: 503, headers: { "Retry-After": "30" } });
}

/**
 * The status of a form answered with its own error text after an upstream call failed: the
 * upstream refused the input (400), asks us to slow down (429), or could not be reached (503).
 */
export function formFailureStatus(error: UpstreamError): 400 | 429 | 503 {
  if (error.kind === "rejected") return 400;
  return error.kind === "rate_limited" ? 429 : 503;
}

/**
 * Runs a shop route's loader or action body with this request's shop (unknown host → 404,
 * unpublished → Coming Soon) and turns upstream failures into a clear 404 or 503 page (an
 * expired sign-in into /login) instead of a stack trace. The edge has already refused
 * cross-site, non-form and oversized posts.
 */
export async function shopRoute<Args extends LoaderFunctionArgs | ActionFunctionArgs, T>(
  args: Args,
  body: (args: ShopRouteArgs<Args>) => Promise<T> | T,
): Promise<T> {
  const shop = await shopFrom(args.context);
  const language = args.context.language;
  try {
    return inLanguage(await body({ ...args, shop, language }), language);
  } catch (error) {
    // request.formData() throws a TypeError for a malformed body.
    if (error instanceof TypeError && /form ?data|multipart|boundary/i.test(error.message)) {
      throw data({ message: "This form could not be read." }, { status: 400 });
    }
    throw inLanguage(toHttpError(error, new URL(args.request.url).pathname), language);
  }
}

/**
 * A redirect from an Arabic page stays in Arabic: its Location to one of the shop's pages in the
 * default language (`/cart`, as every route writes it) gets the page's prefix (`/ar/cart`). One
 * place for every redirect of every shop route, thrown or returned (decision 0028).
 */
function inLanguage<T>(result: T, language: Language): T {
  if (language === DEFAULT_LANGUAGE || !(result instanceof Response) || result.status < 300 || result.status >= 400)
    return result;
  const location = result.headers.get("Location");
  if (location && location[0] === "/" && languageOfPath(location.replace(/[?#].*$/, "")) === DEFAULT_LANGUAGE)
    result.headers.set("Location", localizedPath(location, language));
  return result;
}
