import type { BrowserContext, Page } from "@playwright/test";
import { shopUrl } from "./helpers";
import { fillLogin } from "./account-helpers";

/** What the sign-in specs share (auth.spec.ts, auth-sessions.spec.ts). */

export const LOCAL = "localhost";
export const UPSTREAM = () => `${process.env.E2E_UPSTREAM_URL}/api`;

export async function signIn(
  page: Page,
  host: string,
  login: string,
  password: string,
  options: { remember?: boolean } = {},
) {
  await page.goto(shopUrl(host, "/login"));
  await fillLogin(page, login, password, options.remember);
}

export async function sessionCookie(context: BrowserContext, host: string) {
  return (await context.cookies(shopUrl(host))).find((cookie) => cookie.name === "__session");
}

/** The session cookie's value as the browser holds it, unwrapped: a sealed (iron) string, never readable JSON. */
export function sealedValue(value: string): string {
  return Buffer.from(decodeURIComponent(value), "base64").toString("utf8");
}
