import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import type { PendingCardPayment } from "./checkout-attempts.server";
import { config } from "./config.server";

/**
 * The shopper's session: an httpOnly, SameSite=Lax cookie signed with SESSION_SECRET.
 * It holds the upstream access token, the user id and the tenant the token was issued
 * for; on any other tenant's host the sign-in is ignored. Flash messages ride along.
 */

type SessionData = {
  token: string;
  userId: number;
  tenantId: number;
  /** 'Remember Me': the cookie outlives the browser session. */
  remember: boolean;
  /** The password-reset wizard's progress (server side, so no step can be skipped). */
  passwordReset: PasswordResetState;
  /** The card provider's payment between the pay button and its callback (spec: the stored address id). */
  pendingCardPayment: PendingCardPayment;
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

type FlashData = {
  flash: { kind: "success" | "error"; text: string };
};

export type ShopSession = Session<SessionData, FlashData>;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const settings = config();
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: settings.isProduction,
      secrets: settings.sessionSecrets,
    },
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export function getSession(request: Request): Promise<ShopSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/**
 * Whether a Cookie header carries a session with anything in it (a sign-in, a flash message,
 * a password reset or a payment under way): such a visitor never shares a cached page.
 */
export async function hasSessionData(cookieHeader: string): Promise<boolean> {
  const session = await sessionStorage().getSession(cookieHeader);
  return Object.keys(session.data).length > 0;
}

/** A remembered sign-in keeps a long-lived cookie; otherwise it ends with the browser session. */
export function commitSession(session: ShopSession): Promise<string> {
  return sessionStorage().commitSession(session, session.get("remember") ? { maxAge: REMEMBERED_SESSION_SECONDS } : {});
}

export function destroySession(session: ShopSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

export type SignedInUser = { token: string; userId: number };

/** The signed-in shopper for this tenant, or null (also when signed in on another shop). */
export function signedInUser(session: ShopSession, tenantId: number): SignedInUser | null {
  const token = session.get("token");
  const userId = session.get("userId");
  if (!token || !userId || session.get("tenantId") !== tenantId) return null;
  return { token, userId };
}

export function setFlash(session: ShopSession, kind: "success" | "error", text: string) {
  session.flash("flash", { kind, text });
}

/** A 303 to `to` carrying a flash message for the next page (post/redirect/get). */
export async function redirectWithFlash(source: Request | ShopSession, to: string, kind: "success" | "error", text: string, headers = new Headers()) {
  const session = source instanceof Request ? await getSession(source) : source;
  setFlash(session, kind, text);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { status: 303, headers });
}
