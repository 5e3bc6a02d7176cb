import { randomBytes } from "node:crypto";
import { createCookieSessionStorage, redirect, type Cookie, type Session } from "@remix-run/node";
import type { PaymentCart, PendingCardPayment } from "#server/checkout/checkout-attempts";
import { config } from "#server/platform/config";
import type { CookieCarrier } from "#server/platform/request";
import { revokedSessions } from "./revoked-sessions";
import { createSealedCookie } from "#server/platform/sealed-cookie";

/**
 * The shopper's session: an httpOnly, SameSite=Lax cookie sealed (encrypted and signed) with
 * SESSION_SECRET. It holds the upstream access token, the user id and the tenant the token
 * was issued for; on any other tenant's host the sign-in is ignored. Flash messages ride
 * along. A sign-in has an id and an expiry: a signed-out id is refused until then
 * (revoked-sessions.server.ts), so an old copy of the cookie does not sign anyone in.
 */

type SessionData = {
  token: string;
  userId: number;
  tenantId: number;
  /** This sign-in's random id, for revoking it at sign-out. */
  sessionId: string;
  /** When this sign-in ends (ms since the epoch), whatever the cookie says. */
  expiresAt: number;
  /** 'Remember Me': the cookie outlives the browser session. */
  remember: boolean;
  /** The password-reset wizard's progress (server side, so no step can be skipped). */
  passwordReset: PasswordResetState;
  /** The card provider's payment between the pay button and its callback (spec: the stored address id). */
  pendingCardPayment: PendingCardPayment;
  /** The cart a payment at a provider (card, PayPal, card provider) was started for, until its return. */
  paymentCart: PaymentCart;
  /** The last card payment that could not become an order, for the page that says it will be refunded. */
  notOrderedPayment: { shopId: number; paymentId: string };
};

/**
 * Where a shopper is in the password reset: 1 after the code was sent to `email`, 2 once
 * `code` was verified, "done" after the new password was set. No state means step 0.
 */
export type PasswordResetState = {
  shopId: number;
  step: 1 | 2 | "done";
  email: string;
  code?: string;
  /** Date.now() when the code was sent; the wizard expires with the code. */
  startedAt: number;
};

/** Lifetime of a remembered sign-in. */
export const REMEMBERED_SESSION_SECONDS = 60 * 60 * 24 * 30;
/**
 * Lifetime of a sign-in without 'Remember Me'. Its cookie ends with the browser session, but
 * browsers that restore sessions keep it for ever; the sealed expiry ends it after a day.
 */
export const BROWSER_SESSION_SECONDS = 60 * 60 * 24;

type FlashData = {
  flash: { kind: "success" | "error"; text: string };
};

export type ShopSession = Session<SessionData, FlashData>;

let storage: ReturnType<typeof createStorage> | undefined;

const SESSION_COOKIE = "__session";

function cookieAttributes() {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: config().isProduction } as const;
}

let cookie: Cookie | undefined;

function sessionCookie() {
  cookie ??= createSealedCookie(SESSION_COOKIE, cookieAttributes(), config().sessionSecrets);
  return cookie;
}

function createStorage() {
  return createCookieSessionStorage<SessionData, FlashData>({ cookie: sessionCookie() });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

/** An empty session (nothing of the request's), e.g. to start a sign-in without fixation. */
export function freshSession(): Promise<ShopSession> {
  return sessionStorage().getSession(null);
}

/**
 * Whether a Cookie header carries a session with anything in it (a sign-in, a flash message,
 * a password reset or a payment under way): such a visitor never shares a cached page.
 */
export async function hasSessionData(cookieHeader: string): Promise<boolean> {
  // The cookie's value, as the storage's getSession reads it, without making a session of it.
  const data: unknown = await sessionCookie().parse(cookieHeader);
  return typeof data === "object" && data !== null && Object.keys(data).length > 0;
}

/** The request's session; an expired or signed-out sign-in reads as an empty session. */
export async function getSession(request: CookieCarrier): Promise<ShopSession> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  const sessionId = session.get("sessionId");
  if (sessionId === undefined) return session;
  if ((session.get("expiresAt") ?? 0) <= Date.now() || (await revokedSessions().has(sessionId))) return freshSession();
  return session;
}

/** Starts a sign-in in `session` (fresh: see startUserSession): a new id, its expiry, its user. */
export function beginSignIn(
  session: ShopSession,
  signIn: { token: string; userId: number; tenantId: number; remember: boolean },
) {
  const lifetimeSeconds = signIn.remember ? REMEMBERED_SESSION_SECONDS : BROWSER_SESSION_SECONDS;
  session.set("token", signIn.token);
  session.set("userId", signIn.userId);
  session.set("tenantId", signIn.tenantId);
  session.set("remember", signIn.remember);
  session.set("sessionId", randomBytes(16).toString("base64url"));
  session.set("expiresAt", Date.now() + lifetimeSeconds * 1000);
}

/**
 * Revokes the session's sign-in (if any) until it would have expired: a copy of its cookie
 * reads as signed out from now on. Returns the upstream token it held, for the caller to revoke.
 */
export async function revokeSignIn(session: ShopSession): Promise<string | undefined> {
  const sessionId = session.get("sessionId");
  if (sessionId)
    await revokedSessions().add(sessionId, session.get("expiresAt") ?? Date.now() + REMEMBERED_SESSION_SECONDS * 1000);
  return session.get("token");
}

/** A remembered sign-in keeps its cookie until the sign-in expires; otherwise it ends with the browser session. */
export function commitSession(session: ShopSession): Promise<string> {
  const expiresAt = session.get("expiresAt");
  return sessionStorage().commitSession(
    session,
    session.get("remember") && expiresAt ? { expires: new Date(expiresAt) } : {},
  );
}

export function destroySession(session: ShopSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/**
 * The Set-Cookie value that deletes the session cookie, built synchronously for code that
 * cannot wait (an upstream error turned into a redirect). Same attributes as destroySession.
 */
export function expiredSessionCookie(): string {
  const { httpOnly, path, secure } = cookieAttributes();
  return [
    `${SESSION_COOKIE}=`,
    `Path=${path}`,
    "Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    httpOnly ? "HttpOnly" : "",
    secure ? "Secure" : "",
    "SameSite=Lax",
  ]
    .filter(Boolean)
    .join("; ");
}

export type SignedInUser = { token: string; userId: number };

/** The signed-in shopper for this tenant, or null (also when signed in on another shop). */
export function signedInUser(session: ShopSession, tenantId: number): SignedInUser | null {
  const token = session.get("token");
  const userId = session.get("userId");
  if (!token || !userId || !session.get("sessionId") || session.get("tenantId") !== tenantId) return null;
  return { token, userId };
}

export function setFlash(session: ShopSession, kind: "success" | "error", text: string) {
  session.flash("flash", { kind, text });
}

/** A 303 to `to` carrying a flash message for the next page (post/redirect/get). */
export async function redirectWithFlash(
  source: Request | ShopSession,
  to: string,
  kind: "success" | "error",
  text: string,
  headers = new Headers(),
) {
  const session = source instanceof Request ? await getSession(source) : source;
  setFlash(session, kind, text);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { status: 303, headers });
}
