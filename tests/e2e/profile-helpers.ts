import { randomInt } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";
import { HOSTS } from "./helpers";
import { registerShopper, upstreamLogin } from "./account-helpers";

/** What the profile specs share: the demo buyer, the upstream's addresses, a fresh shopper. */

export const NOT_FOUND = "Sorry, We couldn't find what you are looking for!";
export const UPSTREAM = () => `${process.env.E2E_UPSTREAM_URL}/api`;
export const PAYMENT_API = () => `${process.env.E2E_UPSTREAM_URL}/payment-api`;
export const BUYER = { email: "buyer@example.com", password: "Password1", host: HOSTS.first };

export function newMobile(): string {
  return `05${String(randomInt(10_000_000, 100_000_000))}`;
}

/** A fresh shopper of the first shop, created straight at the upstream. */
export const registerUser = (testInfo: TestInfo) =>
  registerShopper(testInfo, { prefix: "profile", firstName: "Profile", lastName: "Tester" });

export async function upstreamGet<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok, url).toBe(true);
  return (await response.json()) as T;
}

/** An upstream token for reading what the page should show. */
export async function upstreamToken(login: string, password: string): Promise<string> {
  const token = await upstreamLogin(login, password);
  expect(token).toBeTruthy();
  return token!;
}

export const tabs = (page: Page) => page.getByRole("navigation", { name: "Profile" });
