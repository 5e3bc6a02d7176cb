import { randomInt } from "node:crypto";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { HOSTS, shopUrl, upstreamTenant } from "./helpers";

/**
 * Shoppers for tests that change state: each test registers its own (unique per test and
 * project) straight at the reference upstream, then signs in through /login.
 */

export type Shopper = { id: number; firstName: string; lastName: string; mobile: string; email: string; password: string; host: string; tenantId: number };

const UPSTREAM = () => `${process.env.E2E_UPSTREAM_URL}/api`;

export async function registerShopper(testInfo: TestInfo, options: { host?: string; prefix: string; lastName?: string }): Promise<Shopper> {
  const host = options.host ?? HOSTS.first;
  const tenant = await upstreamTenant(host);
  const tag = `${Date.now()}${randomInt(1000)}-${testInfo.project.name}`;
  const user = {
    firstName: "Test",
    lastName: options.lastName ?? "Shopper",
    mobile: `05${String(randomInt(10_000_000, 100_000_000))}`,
    email: `${options.prefix}-${tag}@example.com`,
    password: "Secret123",
  };
  const response = await fetch(`${UPSTREAM()}/users/register/?tenantId=${tenant.id}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...user, tenant: tenant.id }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { ...user, id, host, tenantId: tenant.id };
}

export async function fillLogin(page: Page, shopper: Shopper) {
  await page.getByLabel("Email or phone").fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Signs in through /login and lands on `path` (a same-site path, hash included). */
export async function signIn(page: Page, shopper: Shopper, path = "/") {
  await page.goto(shopUrl(shopper.host, `/login?${new URLSearchParams({ redirectTo: path })}`));
  await fillLogin(page, shopper);
  await page.waitForURL(shopUrl(shopper.host, path));
}

/** The shopper's upstream token, to read what the pages should show. */
export async function upstreamToken(shopper: Shopper): Promise<string> {
  const response = await fetch(`${UPSTREAM()}/users/api/token/?tenantId=${shopper.tenantId}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ mobile: shopper.email, password: shopper.password, tenant: shopper.tenantId }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/** A call to the reference upstream as the shopper. */
export async function upstreamAs<T>(shopper: Shopper, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${UPSTREAM()}/${path}`, {
    method: init.method ?? "GET",
    headers: { Authorization: `Bearer ${await upstreamToken(shopper)}`, "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
