import { redirect } from "@remix-run/node";
import { safeRedirect } from "remix-utils/safe-redirect";
import { commitSession, destroySession, getSession, setFlash, signedInUser, type SignedInUser } from "./session.server";
import { LoginResponseSchema, type LoginResponse } from "./upstream/contract";
import { upstreamRequest } from "./upstream/client.server";

/** Signs in at the upstream; throws UpstreamError ("rejected"/"unauthorized") on bad credentials. */
export function requestToken(shopId: number, credentials: { mobile: string; password: string }): Promise<LoginResponse> {
  return upstreamRequest({
    method: "POST",
    path: "users/api/token/",
    query: { tenantId: shopId },
    json: { mobile: credentials.mobile, password: credentials.password, tenant: shopId },
    schema: LoginResponseSchema,
  });
}

/**
 * Starts a fresh session (nothing of the old one carries over: no fixation) holding the
 * token, the user id and the shop it was issued for, then redirects to a same-site path.
 */
export async function startUserSession(options: { shopId: number; login: LoginResponse; remember: boolean; redirectTo?: string }) {
  const session = await getSession(new Request("http://fresh.session"));
  session.set("token", options.login.access);
  session.set("userId", options.login.user.id);
  session.set("tenantId", options.shopId);
  session.set("remember", options.remember);
  return redirect(safeRedirect(options.redirectTo, "/"), { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}

/**
 * Ends the sign-in (the cart lives in its own cookie and stays). With a flash message the
 * cookie is replaced by a fresh session holding only that message; otherwise it is deleted.
 */
export async function endUserSession(request: Request, redirectTo = "/", flash?: { kind: "success" | "error"; text: string }) {
  if (flash) {
    const fresh = await getSession(new Request("http://fresh.session"));
    setFlash(fresh, flash.kind, flash.text);
    return redirect(redirectTo, { status: 303, headers: { "Set-Cookie": await commitSession(fresh) } });
  }
  const session = await getSession(request);
  return redirect(redirectTo, { status: 303, headers: { "Set-Cookie": await destroySession(session) } });
}

/**
 * The signed-in shopper of this shop, or a redirect to /login that brings them back here
 * afterwards (guests on profile, wishlist, checkout …).
 */
export async function requireUser(request: Request, shopId: number): Promise<SignedInUser> {
  const user = signedInUser(await getSession(request), shopId);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`, { status: 303 });
}
