import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { log, errorFields } from "./log.server";
import { assertSameOrigin } from "./security.server";
import { expiredSessionCookie } from "./session.server";
import { requireShop, type ShopInfo } from "./shop.server";
import { UpstreamError } from "./upstream/client.server";

/**
 * Every shop route's loader and action go through these wrappers: the tenant is resolved
 * first (unknown host → 404, unpublished → Coming Soon), every POST passes the origin
 * check, and upstream failures become a clear 404 or 503 page instead of a stack trace.
 */

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

export type ShopLoaderArgs = LoaderFunctionArgs & { shop: ShopInfo };
export type ShopActionArgs = ActionFunctionArgs & { shop: ShopInfo };

/** Maps an upstream failure to the response the error boundaries render. */
export function toHttpError(error: unknown, path: string): unknown {
  if (!(error instanceof UpstreamError)) return error;
  if (error.kind === "not_found") return data({ reason: "not-found" }, { status: 404 });
  // An expired or revoked token: the session is worthless (delete it, or every page still
  // shows a signed-in header); sign in again and come back here.
  if (error.kind === "unauthorized") {
    return redirect(`/login?${new URLSearchParams({ redirectTo: path })}`, { status: 303, headers: { "Set-Cookie": expiredSessionCookie() } });
  }
  log.error("upstream failure", { path, kind: error.kind, status: error.status, ...errorFields(error) });
  return data({ reason: "unavailable" }, { status: 503, headers: { "Retry-After": "30" } });
}

export function shopLoader<T>(load: (args: ShopLoaderArgs) => Promise<T> | T) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    const shop = await requireShop(args.request);
    try {
      return await load({ ...args, shop });
    } catch (error) {
      throw toHttpError(error, new URL(args.request.url).pathname);
    }
  };
}

/** Forms here are a few fields; anything bigger is not one of ours. */
const MAX_FORM_BYTES = 64 * 1024;
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** Only HTML form bodies of a sane size reach an action; a body that cannot be read is a 400, not a 500. */
function assertFormBody(request: Request) {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) {
    throw data({ message: "Send this as an HTML form." }, { status: 415 });
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) {
    throw data({ message: "This form is too large." }, { status: 413 });
  }
}

export function shopAction<T>(act: (args: ShopActionArgs) => Promise<T> | T) {
  return async (args: ActionFunctionArgs): Promise<T> => {
    assertSameOrigin(args.request);
    assertFormBody(args.request);
    const shop = await requireShop(args.request);
    try {
      return await act({ ...args, shop });
    } catch (error) {
      // request.formData() throws a TypeError for a malformed body.
      if (error instanceof TypeError && /form ?data|multipart|boundary/i.test(error.message)) {
        throw data({ message: "This form could not be read." }, { status: 400 });
      }
      throw toHttpError(error, new URL(args.request.url).pathname);
    }
  };
}
