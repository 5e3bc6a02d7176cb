import { expect, type Page } from "@playwright/test";

/** The demo hosts: all resolve to this machine; the storefront tells them apart by Host. */
export const HOSTS = {
  first: "demo.localhost",
  second: "second.localhost",
  soon: "soon.localhost",
  unknown: "nowhere.localhost",
} as const;

export function shopUrl(host: string, path = "/"): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error("E2E_PORT is not set: run through playwright's global setup");
  return `http://${host}:${port}${path}`;
}

/** Reads a shop's details straight from the reference upstream, to compare with what renders. */
export async function upstreamTenant(host: string) {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/api/tenants/lookup/?host=${host}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as {
    id: number;
    name: string;
    mobile: string;
    email: string;
    address: string;
    mainColor: string;
    whatsapp: string | null;
    facebook: string | null;
    twitter: string | null;
    linkedin: string | null;
    instagram: string | null;
    logo: string | null;
  };
}

/**
 * Fails the test on any error printed to the browser console or thrown by a page script;
 * `allow` lets through an expected one (Chromium reports a 4xx/5xx document as a console error).
 */
export function failOnConsoleErrors(page: Page, allow?: RegExp) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !allow?.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return () => expect(errors, "browser console errors").toEqual([]);
}

export function hexToRgb(hex: string): string {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value;
  const n = Number.parseInt(full, 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
