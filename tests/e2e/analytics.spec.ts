import { createHash } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { HOSTS, shopUrl } from "./helpers";

/**
 * Google Analytics and Tag Manager (spec §4): the shop with the ids (third.localhost, seeded
 * with G-HARBOR4TEA and GTM-HARB4TE) loads Google's snippets on every page with the page's
 * CSP nonce, and its CSP allows their origins; a shop without ids has neither. No request
 * leaves the machine: Google's are answered here (after the browser's CSP let them go), any
 * other outside request fails the test.
 */

const GA_ID = "G-HARBOR4TEA";
const GTM_ID = "GTM-HARB4TE";
const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;
const LOCAL = /^https?:\/\/([a-z0-9-]+\.)*(localhost|127\.0\.0\.1)(:\d+)?\//;

/** Answers Google's requests with empty bodies, refuses every other outside one; both are recorded. */
async function interceptOutside(page: Page) {
  const google: string[] = [];
  const other: string[] = [];
  await page.context().route(
    (url) => !LOCAL.test(url.href),
    (route) => {
      const url = route.request().url();
      if (!GOOGLE.test(url)) {
        other.push(url);
        return route.abort();
      }
      google.push(url);
      return route.fulfill({
        status: 200,
        contentType: url.includes("/ns.html") ? "text/html" : "text/javascript",
        body: "",
      });
    },
  );
  return { google, other };
}

function directive(policy: string, name: string): string[] {
  return (
    policy
      .split("; ")
      .find((part) => part.startsWith(`${name} `))
      ?.split(" ")
      .slice(1) ?? []
  );
}

const PAGES = ["/", "/categories", "/login", "/no-such-page"];
/** Of PAGES, those the page cache keeps for anonymous visitors. */
const CACHED_PAGES = ["/", "/categories"];

test("the shop with ids loads gtag.js and Tag Manager on every page, with the nonce or the hashes of its inline scripts, and its CSP allows exactly them", async ({
  page,
  javaScriptEnabled,
}) => {
  const requests = await interceptOutside(page);
  for (const path of PAGES) {
    requests.google.length = 0;
    const response = await page.goto(shopUrl(HOSTS.third, path));
    expect(response!.status()).toBe(path === "/no-such-page" ? 404 : 200);
    const policy = response!.headers()["content-security-policy"]!;
    // Pages kept by the page cache for everyone list the hashes of their inline scripts; the
    // others carry this response's nonce (docs/decisions/0008).
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce === undefined, `hashes instead of a nonce on ${path}`).toBe(CACHED_PAGES.includes(path));
    const inlineSources = (name: string) =>
      directive(policy, name).filter((source) => /^'(nonce|sha256)-/.test(source));
    expect(inlineSources("script-src").length).toBeGreaterThan(0);
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      ...inlineSources("script-src"),
      "https://*.googletagmanager.com",
      "https://www.googletagmanager.com",
    ]);
    expect(directive(policy, "style-src")).toEqual(["'self'", ...inlineSources("style-src")]);
    expect(directive(policy, "connect-src")).toEqual(
      expect.arrayContaining(["https://*.google-analytics.com", "https://*.analytics.google.com"]),
    );
    expect(directive(policy, "frame-src")).toEqual(["'self'", "https://www.googletagmanager.com"]);

    // The inline snippets carry this response's nonce, or their hashes are in its CSP.
    const html = await response!.text();
    const attribute = nonce ? ` nonce="${nonce}"` : "";
    const gtagSnippet = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',"${GA_ID}");`;
    expect(html).toContain(`<script${attribute}>${gtagSnippet}</script>`);
    if (!nonce)
      expect(inlineSources("script-src")).toContain(
        `'sha256-${createHash("sha256").update(gtagSnippet).digest("base64")}'`,
      );
    expect(html).toContain(`<script${attribute}>(function(w,d,s,l,i){`);
    expect(html).toContain(`'dataLayer',"${GTM_ID}");</script>`);
    expect(html).toContain(
      `<script async="" src="https://www.googletagmanager.com/gtag/js?id=${GA_ID}"${attribute}></script>`,
    );

    if (javaScriptEnabled) {
      await expect
        .poll(
          () => requests.google.filter((url) => url === `https://www.googletagmanager.com/gtag/js?id=${GA_ID}`).length,
          { message: `gtag.js on ${path}` },
        )
        .toBe(1);
      await expect
        .poll(
          () => requests.google.filter((url) => url === `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`).length,
          { message: `gtm.js on ${path}` },
        )
        .toBe(1);
    } else {
      // Without JavaScript only the tag manager's <noscript> frame loads.
      await expect
        .poll(() => requests.google, { message: `frame on ${path}` })
        .toEqual([`https://www.googletagmanager.com/ns.html?id=${GTM_ID}`]);
    }
  }
  expect(requests.other).toEqual([]);
});

test("a shop without ids sends no tag and its CSP names no Google origin", async ({ page }) => {
  const requests = await interceptOutside(page);
  for (const host of [HOSTS.first, HOSTS.second]) {
    for (const path of PAGES) {
      const response = await page.goto(shopUrl(host, path));
      const policy = response!.headers()["content-security-policy"]!;
      expect(policy).not.toMatch(/google/);
      expect(directive(policy, "frame-src")).toEqual([]);
      const html = await response!.text();
      expect(html).not.toMatch(/googletagmanager|gtag\(|dataLayer/);
    }
  }
  // The last page had time to load everything it asks for.
  await page.waitForLoadState("networkidle");
  expect(requests.google).toEqual([]);
  expect(requests.other).toEqual([]);
});
