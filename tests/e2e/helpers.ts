import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

/** The demo hosts: all resolve to this machine; the storefront tells them apart by Host. */
export const HOSTS = {
  first: "demo.localhost",
  second: "second.localhost",
  soon: "soon.localhost",
  /** The shop with Google Analytics and Tag Manager ids. */
  third: "third.localhost",
  unknown: "nowhere.localhost",
} as const;

/**
 * The run's SESSION_SECRET (every storefront the tests start): tests seal a session cookie or
 * sign a cart cookie with it, as the storefront would.
 */
export const SESSION_SECRET = "e2e-session-secret-that-is-long-enough-0123456789";

export function shopUrl(host: string, path = "/"): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error("E2E_PORT is not set: run through playwright's global setup");
  return `http://${host}:${port}${path}`;
}

/** The shop's origin, e.g. for the Origin header of a request sent by hand. */
export function shopOrigin(host: string): string {
  return new URL(shopUrl(host)).origin;
}

/**
 * A link checked the way a shopper uses it, not only read: its href is `href`, and opening it
 * (a new tab of the page's browser context: its cookies, redirects followed) gives a real
 * page, 200 and HTML, never a 404 or an error page. crawl.spec.ts does the same for every link.
 */
export async function expectLinkTo(link: Locator, href: string | RegExp) {
  await expect(link).toHaveAttribute("href", href);
  const page = link.page();
  const target = new URL((await link.getAttribute("href"))!, page.url()).href;
  expect(await openInNewTab(page.context(), target), `following ${target} from ${page.url()}`).toMatchObject({
    status: 200,
    html: true,
  });
}

/**
 * Opens `url` in a new tab of `context` up to its answer (no subresources, no scripts) and
 * closes it: the final status after redirects, whether it is HTML, and the final URL.
 */
export async function openInNewTab(
  context: BrowserContext,
  url: string,
): Promise<{ status: number; html: boolean; url: string }> {
  const tab = await context.newPage();
  try {
    const response = await tab.goto(url, { waitUntil: "commit" });
    expect(response, url).not.toBeNull();
    return {
      status: response!.status(),
      html: (response!.headers()["content-type"] ?? "").startsWith("text/html"),
      url: response!.url(),
    };
  } finally {
    await tab.close();
  }
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
    /** The languages the shop sells in (decision 0028). */
    languages: string[];
  };
}

export function hexToRgb(hex: string): string {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value;
  const n = Number.parseInt(full, 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/**
 * Runs `fn` while no other test of this run holds the lock `name` (a directory made atomically
 * in the run's data folder). For tests that flip a switch shared through the upstream: the JS
 * and no-JS copies of one test would otherwise run at the same time.
 */
export async function exclusively<T>(name: string, fn: () => Promise<T>, waitMs = 120_000): Promise<T> {
  const runDir = process.env.E2E_DATA_DIR;
  if (!runDir) throw new Error("E2E_DATA_DIR is not set: run through playwright's global setup");
  const lock = path.join(runDir, `${name}.lock`);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A holder that timed out or crashed may never let go: fail clearly rather than hang.
      if (Date.now() > deadline) throw new Error(`waited ${waitMs} ms for the lock ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

type TrackingSwitches = { contact?: boolean; visitor?: boolean };

/** Flips one shop's tracking switches at the reference upstream (a development endpoint, per shop). */
export async function setTrackingServices(
  tenantId: number,
  switches: TrackingSwitches,
): Promise<{ contact: boolean; visitor: boolean }> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/tracking/dev/services/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ tenant: tenantId, ...switches }),
  });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { contact: { active: boolean }; visitor: { active: boolean } };
  return { contact: body.contact.active, visitor: body.visitor.active };
}

/**
 * Runs `fn` holding this shop's tracking switches (no other test flips them meanwhile), then
 * puts them back as they were, also when `fn` fails.
 */
export async function withTrackingServices<T>(tenantId: number, fn: () => Promise<T>): Promise<T> {
  return exclusively(`tracking-services-${tenantId}`, async () => {
    const before = await setTrackingServices(tenantId, {});
    try {
      return await fn();
    } finally {
      await setTrackingServices(tenantId, before);
    }
  });
}

/**
 * Stops the page's clock (Playwright's, installed with `page.clock.install()` before the page
 * loaded): from here on its timers fire only as `afterDelay` moves the clock. Call it before
 * the action that starts a delay.
 */
export async function pauseClock(page: Page) {
  // A second ahead: the page's clock runs on while this call travels; pausing in its past throws.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** Remix's router's navigation state in the page: "idle" once nothing is loading or submitting. */
export function routerNavigationState(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (window as unknown as { __remixRouter: { state: { navigation: { state: string } } } }).__remixRouter.state
        .navigation.state,
  );
}

/**
 * A delay of the page's scripts (the spec's 500 ms and 2 s before moving on), checked on the
 * paused clock instead of by waiting: once the page is idle, moving the clock `delayMs - 1` ms
 * starts no navigation (Remix's router stays idle, the URL unchanged); the last 1 ms does,
 * which the caller then waits for (its URL).
 */
export async function afterDelay(page: Page, delayMs: number) {
  const url = page.url();
  const navigation = () => routerNavigationState(page);
  // An action's revalidation may still be loading; on the paused clock the delayed step cannot fire meanwhile.
  await expect.poll(navigation).toBe("idle");
  await page.clock.runFor(delayMs - 1);
  expect(await navigation(), `navigating before ${delayMs} ms`).toBe("idle");
  expect(page.url()).toBe(url);
  await page.clock.runFor(1);
}

/**
 * Holds back the page's scripts (a slow phone on a slow network) until the returned function
 * is called: what the shopper does meanwhile meets the server-rendered page only. Open the page
 * with `waitUntil: "commit"`: with `load`, the fixture's `goto` would wait for a hydration that
 * the held scripts hold back. `scripts`: only those (one route's module, say) instead of all of them.
 */
export async function holdScripts(page: Page, scripts: RegExp = /\/build\/.*\.js$/): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
