import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { log, errorFields } from "./log.server";
import { assertSameOrigin } from "./security.server";
import { requireShop, type ShopInfo } from "./shop.server";
import { UpstreamError } from "./upstream/client.server";

/**
 * Every shop route's loader and action go through these wrappers: the tenant is resolved
 * first (unknown host → 404, unpublished → Coming Soon), every POST passes the origin
 * check, and upstream failures become a clear 404 or 503 page instead of a stack trace.
 */

export type ShopLoaderArgs = LoaderFunctionArgs & { shop: ShopInfo };
export type ShopActionArgs = ActionFunctionArgs & { shop: ShopInfo };

/** Maps an upstream failure to the response the error boundaries render. */
export function toHttpError(error: unknown, path: string): unknown {
  if (!(error instanceof UpstreamError)) return error;
  if (error.kind === "not_found") return data({ reason: "not-found" }, { status: 404 });
  // An expired or revoked token: sign in again and come back here.
  if (error.kind === "unauthorized") return redirect(`/login?${new URLSearchParams({ redirectTo: path })}`, { status: 303 });
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

export function shopAction<T>(act: (args: ShopActionArgs) => Promise<T> | T) {
  return async (args: ActionFunctionArgs): Promise<T> => {
    assertSameOrigin(args.request);
    const shop = await requireShop(args.request);
    try {
      return await act({ ...args, shop });
    } catch (error) {
      throw toHttpError(error, new URL(args.request.url).pathname);
    }
  };
}
