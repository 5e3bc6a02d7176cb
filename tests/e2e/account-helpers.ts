import { randomInt } from "node:crypto";
import { createCookieSessionStorage } from "@remix-run/node";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { createSealedCookie } from "#server/platform/sealed-cookie";
import { beginSignIn } from "#server/identity/session";
import { HOSTS, SESSION_SECRET, shopUrl, upstreamTenant } from "./helpers";

/**
 * Shoppers for tests that change state: each test registers its own (unique per test and
 * project) straight at the reference upstream, then signs in with a sealed session cookie
 * (fixtures.ts `signIn`); only the tests about signing in drive /login.
 */

export type Shopper = {
  id: number;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  password: string;
  host: string;
  tenantId: number;
};

const UPSTREAM = () => `${process.env.E2E_UPSTREAM_URL}/api`;

export type NewUser = { firstName: string; lastName: string; mobile: string; email: string; password: string };

/** A user not registered yet, unique per test and project (sign-in and registration tests). */
export function newUser(testInfo: TestInfo): NewUser {
  const tag = `${Date.now()}${randomInt(1000)}-${testInfo.project.name}`;
  return {
    firstName: "Test",
    lastName: "Shopper",
    mobile: `05${String(randomInt(100_000_000)).padStart(8, "0")}`,
    email: `auth-${tag}@example.com`,
    password: "Secret123",
  };
}

/** Registers this user at the reference upstream; resolves with its id. */
export async function registerAtUpstream(
  user: NewUser,
  host: string = HOSTS.first,
): Promise<{ id: number; tenantId: number }> {
  const tenant = await upstreamTenant(host);
  const response = await fetch(`${UPSTREAM()}/users/register/?tenantId=${tenant.id}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...user, tenant: tenant.id }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, tenantId: tenant.id };
}

export async function registerShopper(
  testInfo: TestInfo,
  options: { host?: string; prefix: string; firstName?: string; lastName?: string },
): Promise<Shopper> {
  const host = options.host ?? HOSTS.first;
  const tag = `${Date.now()}${randomInt(1000)}-${testInfo.project.name}`;
  const user = {
    firstName: options.firstName ?? "Test",
    lastName: options.lastName ?? "Shopper",
    mobile: `05${String(randomInt(10_000_000, 100_000_000))}`,
    email: `${options.prefix}-${tag}@example.com`,
    password: "Secret123",
  };
  const { id, tenantId } = await registerAtUpstream(user, host);
  return { ...user, id, host, tenantId };
}

/** Fills /login and submits it. */
export async function fillLogin(page: Page, login: string, password: string, remember = false) {
  await page.getByLabel("Email or phone").fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (remember) await page.getByLabel("Remember Me").check();
  await page.getByRole("button", { name: "Login" }).click();
}

/** Who signs in: a registered shopper, or a demo account, of the shop at `host`. */
export type Account = { email: string; password: string; host: string };

/** Signs in at the reference upstream directly: the token and user id, or null when it refuses. */
async function upstreamSignIn(
  login: string,
  password: string,
  host: string,
): Promise<{ token: string; userId: number; tenantId: number } | null> {
  const tenant = await upstreamTenant(host);
  const response = await fetch(`${UPSTREAM()}/users/api/token/?tenantId=${tenant.id}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ mobile: login, password, tenant: tenant.id }),
  });
  if (!response.ok) return null;
  const { access, user } = (await response.json()) as { access: string; user: { id: number } };
  return { token: access, userId: user.id, tenantId: tenant.id };
}

/** Signs in at the reference upstream directly: the token, or null when it refuses. */
export async function upstreamLogin(
  login: string,
  password: string,
  host: string = HOSTS.first,
): Promise<string | null> {
  return (await upstreamSignIn(login, password, host))?.token ?? null;
}

/** True when the upstream accepts these credentials. */
export const upstreamAccepts = async (login: string, password: string, host: string = HOSTS.first) =>
  (await upstreamLogin(login, password, host)) !== null;

/** The header's account links: Logout when signed in, Login otherwise. */
export const accountNav = (page: Page) => page.getByRole("navigation", { name: "Account" });

export async function expectSignedIn(page: Page, signedIn: boolean) {
  await expect(accountNav(page).getByRole("button", { name: "Logout" })).toHaveCount(signedIn ? 1 : 0);
  await expect(accountNav(page).getByRole("link", { name: "Login" })).toHaveCount(signedIn ? 0 : 1);
}

/**
 * Signs `account` in as /login would, without driving the form (the Epic Stack's `login`
 * fixture): a real upstream token, sealed into the storefront's session cookie with the run's
 * SESSION_SECRET by the storefront's own code, set in the page's browser context; then opens
 * `at`, a path on the account's shop or an absolute URL (another storefront of the run).
 * The tests about signing in (auth.spec.ts) drive /login instead.
 */
export async function signInWithCookie(page: Page, account: Account, at = "/") {
  const url = at.startsWith("http") ? at : shopUrl(account.host, at);
  const value = await sealedSignIn(account);
  await page
    .context()
    .addCookies([{ name: "__session", value, url: new URL(url).origin, httpOnly: true, sameSite: "Lax" }]);
  await page.goto(url);
}

/**
 * The value of a `__session` cookie holding `account` signed in: a real upstream token sealed
 * with the run's SESSION_SECRET by the storefront's own code.
 */
export async function sealedSignIn(account: Account): Promise<string> {
  const signedIn = await upstreamSignIn(account.email, account.password, account.host);
  expect(signedIn, `the upstream refused ${account.email}`).not.toBeNull();
  const storage = createCookieSessionStorage({ cookie: createSealedCookie("__session", {}, [SESSION_SECRET]) });
  const session = await storage.getSession();
  beginSignIn(session, { ...signedIn!, remember: false });
  // "__session=<sealed>; Path=/; SameSite=Lax" → the sealed value.
  return (await storage.commitSession(session)).split(";")[0]!.slice("__session=".length);
}

/** The shopper's upstream token, to read what the pages should show. */
export async function upstreamToken(shopper: Shopper): Promise<string> {
  const token = await upstreamLogin(shopper.email, shopper.password, shopper.host);
  expect(token).toBeTruthy();
  return token!;
}

/** A call to the reference upstream as the shopper. */
export async function upstreamAs<T>(
  shopper: Shopper,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${UPSTREAM()}/${path}`, {
    method: init.method ?? "GET",
    headers: { Authorization: `Bearer ${await upstreamToken(shopper)}`, "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
