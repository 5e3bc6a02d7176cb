import { redirect } from "@remix-run/node";
import { safeRedirectPath } from "#server/platform/security";
import {
  beginSignIn,
  commitSession,
  destroySession,
  freshSession,
  getSession,
  revokeSignIn,
  setFlash,
  signedInUser,
  type ShopSession,
  type SignedInUser,
} from "./session";
import { tokenRevoker } from "./token-revocation";
import {
  DetailResponseSchema,
  LoginResponseSchema,
  PasswordResetVerifyResponseSchema,
  RegisterResponseSchema,
  type LoginResponse,
  type RegisterResponse,
} from "#server/upstream/contract";
import { upstreamRequest } from "#server/upstream/client";
import type { Language } from "#server/platform/language";

/*
 * Each call to the upstream below carries the page's `language` (Accept-Language): the upstream
 * writes the messages it answers with (a refusal's detail, a password's faults) in it.
 */

/** Signs in at the upstream; throws UpstreamError ("rejected"/"unauthorized") on bad credentials. */
export function requestToken(
  shopId: number,
  credentials: { mobile: string; password: string },
  language: Language,
): Promise<LoginResponse> {
  return upstreamRequest({
    method: "POST",
    path: "users/api/token/",
    query: { tenantId: shopId },
    json: { mobile: credentials.mobile, password: credentials.password, tenant: shopId },
    schema: LoginResponseSchema,
    language,
  });
}

/** Creates an account at the upstream; a refusal is an UpstreamError "rejected" with a `detail`. */
export function registerUser(
  shopId: number,
  account: { firstName: string; lastName: string; mobile: string; email: string; password: string },
  language: Language,
): Promise<RegisterResponse> {
  return upstreamRequest({
    method: "POST",
    path: "users/register/",
    query: { tenantId: shopId },
    json: { ...account, tenant: shopId },
    schema: RegisterResponseSchema,
    language,
  });
}

/**
 * Password reset, step 0: mails a one-time code; an unknown email is an UpstreamError "not_found".
 * The request's language is the shopper's, for the mail too: the upstream's send call has no
 * field for a mail's language, Accept-Language is what it has (docs/upstream-api.md).
 */
export async function sendPasswordResetCode(shopId: number, email: string, language: Language): Promise<void> {
  await upstreamRequest({
    method: "POST",
    path: "users/password-reset/send/",
    json: { email, tenant: shopId },
    schema: DetailResponseSchema,
    language,
  });
}

/** Password reset, step 1: true when the code is right for this email (the code is not used up). */
export async function verifyPasswordResetCode(
  shopId: number,
  email: string,
  code: string,
  language: Language,
): Promise<boolean> {
  const answer = await upstreamRequest({
    method: "POST",
    path: "users/password-reset/verify/",
    json: { unverified_email: email, tenant: shopId, token: code },
    schema: PasswordResetVerifyResponseSchema,
    language,
  });
  return answer.verified;
}

/**
 * Password reset, step 2: sets the new password with the verified code. Refusals are
 * UpstreamError "rejected": `{token}` for a dead code, `{password: [message]}` otherwise.
 */
export async function setPasswordWithCode(
  shopId: number,
  reset: { email: string; code: string; password: string; password2: string },
  language: Language,
): Promise<void> {
  await upstreamRequest({
    method: "POST",
    path: "users/password-reset/set/",
    json: {
      unverified_email: reset.email,
      tenant: shopId,
      token: reset.code,
      password: reset.password,
      password2: reset.password2,
    },
    schema: DetailResponseSchema,
    language,
  });
}

/**
 * Starts a fresh session (nothing of the old one carries over: no fixation) holding a new
 * session id, the token, the user id and the shop it was issued for, then redirects to a
 * same-site path. A sign-in the request still carried (signing in again, or as someone else)
 * is ended first, as sign-out ends it: a copy of the old cookie signs nobody in.
 */
export async function startUserSession(
  request: Request,
  options: { shopId: number; login: LoginResponse; remember: boolean; redirectTo?: string },
) {
  await endSignIn(await getSession(request));
  const session = await freshSession();
  beginSignIn(session, {
    token: options.login.access,
    userId: options.login.user.id,
    tenantId: options.shopId,
    remember: options.remember,
  });
  return redirect(safeRedirectPath(options.redirectTo), {
    status: 303,
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

/**
 * Ends the sign-in and returns the Set-Cookie value to send (the cart lives in its own
 * cookie and stays). The session id is revoked here, so any copy of the cookie is signed out
 * too; the upstream token is revoked with one short try, then retried in the background
 * (token-revocation.server.ts). With a flash message the cookie is replaced by a fresh
 * session holding only that message; otherwise it is deleted.
 */
async function clearUserSession(
  request: Request,
  flash?: { kind: "success" | "error"; text: string },
): Promise<string> {
  const session = await getSession(request);
  await endSignIn(session);
  if (flash) {
    const fresh = await freshSession();
    setFlash(fresh, flash.kind, flash.text);
    return commitSession(fresh);
  }
  return destroySession(session);
}

/** Revokes the session's sign-in, if it holds one, and its upstream token (see clearUserSession). */
async function endSignIn(session: ShopSession): Promise<void> {
  const token = await revokeSignIn(session);
  if (token) await tokenRevoker().revoke(token);
}

/** Ends the sign-in (see clearUserSession) and redirects. */
export async function endUserSession(
  request: Request,
  redirectTo = "/",
  flash?: { kind: "success" | "error"; text: string },
) {
  return redirect(redirectTo, { status: 303, headers: { "Set-Cookie": await clearUserSession(request, flash) } });
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
