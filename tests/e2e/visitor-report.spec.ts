import { randomUUID } from "node:crypto";
import { expect, test, type BrowserContext } from "./fixtures";
import { HOSTS, setTrackingServices, shopUrl, upstreamTenant, withTrackingServices } from "./helpers";

/**
 * The visitor report (spec §4, §7): a visitor's first page view is reported once to the
 * tracking API (read back from the reference upstream's stored reports), with the page, the
 * Referer's origin, the client address and the `s` reference; the `s` parameter is then
 * dropped by a redirect. Not with the visitor service off. The tests hold the second shop's
 * tracking switches (helpers.withTrackingServices), so the JS and no-JS copies take turns;
 * the storefront caches a switch for one second here.
 */

type Report = { page: string; source_website: string; ip: string; reference: string | null };

const HOST = HOSTS.second;
/** Past the storefront's SERVICES_CACHE_TTL_SECONDS (1 s in the global setup). */
const SWITCH_SEEN_MS = 1500;
/** A report is sent in the background; wait this long before saying none came. */
const QUIET_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function reportsWith(tenantId: number, reference: string): Promise<Report[]> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/tracking/reports/?tenant_id=${tenantId}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { results: Report[] }).results.filter((report) => report.reference === reference);
}

async function visitedCookie(context: BrowserContext) {
  return (await context.cookies(shopUrl(HOST))).find((cookie) => cookie.name === "visited");
}

test(
  "a first visit with ?s= is reported once with its reference, then the URL drops s; the next visit is not reported",
  { tag: "@once" },
  async ({ page, context }) => {
    test.slow();
    const tenant = await upstreamTenant(HOST);
    const first = `ref1-${randomUUID()}`;
    const second = `ref2-${randomUUID()}`;
    await withTrackingServices(tenant.id, async () => {
      await setTrackingServices(tenant.id, { visitor: true });
      await sleep(SWITCH_SEEN_MS);

      const response = await page.goto(shopUrl(HOST, `/categories?s=${first}`), {
        referer: "https://news.example/story?id=7",
      });
      // Redirected to the same page without s (other parameters would stay).
      expect(response!.request().redirectedFrom()?.url()).toBe(shopUrl(HOST, `/categories?s=${first}`));
      expect(page.url()).toBe(shopUrl(HOST, "/categories"));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      await expect.poll(() => reportsWith(tenant.id, first)).toHaveLength(1);
      const [report] = await reportsWith(tenant.id, first);
      expect(report).toMatchObject({ page: "/categories", source_website: "https://news.example", reference: first });
      expect(report!.ip).toMatch(/127\.0\.0\.1$/);

      const cookie = await visitedCookie(context);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

      // A second page view: no report, no redirect.
      await page.goto(shopUrl(HOST, `/about-us?s=${second}`));
      expect(page.url()).toBe(shopUrl(HOST, `/about-us?s=${second}`));
      await sleep(QUIET_MS);
      expect(await reportsWith(tenant.id, second)).toEqual([]);
      expect(await reportsWith(tenant.id, first)).toHaveLength(1);
    });
  },
);

test(
  "with the visitor service off a first visit is not reported, and nothing is marked",
  { tag: "@once" },
  async ({ page, context }) => {
    test.slow();
    const tenant = await upstreamTenant(HOST);
    const reference = `off-${randomUUID()}`;
    await withTrackingServices(tenant.id, async () => {
      await setTrackingServices(tenant.id, { visitor: false });
      await sleep(SWITCH_SEEN_MS);
      await page.goto(shopUrl(HOST, `/?s=${reference}`));
      await expect(page.getByTestId("home-slider")).toBeVisible();
      // Nothing to report, so s stays where it is and the visitor is not marked.
      expect(page.url()).toBe(shopUrl(HOST, `/?s=${reference}`));
      expect(await visitedCookie(context)).toBeUndefined();
      await sleep(QUIET_MS);
      expect(await reportsWith(tenant.id, reference)).toEqual([]);
    });
  },
);

test("requests that are not page views are not reported", { tag: "@once" }, async ({ request }) => {
  // Node resolves no *.localhost name: "localhost" is the first shop.
  const host = "localhost";
  const tenant = await upstreamTenant(HOSTS.first);
  const reference = `http-${randomUUID()}`;
  const documentHeaders = { Accept: "text/html", "Sec-Fetch-Dest": "document" };
  await withTrackingServices(tenant.id, async () => {
    await setTrackingServices(tenant.id, { visitor: true });
    await sleep(SWITCH_SEEN_MS);
    const notViews = [
      request.get(shopUrl(host, `/robots.txt?s=${reference}`), { headers: documentHeaders }),
      request.get(shopUrl(host, `/sitemap.xml?s=${reference}`), { headers: documentHeaders }),
      request.get(shopUrl(host, `/healthz?s=${reference}`), { headers: documentHeaders }),
      // Remix's data request for a page, a prefetch, a HEAD, a fetch that is no navigation.
      request.get(shopUrl(host, `/categories.data?s=${reference}`)),
      request.get(shopUrl(host, `/categories?s=${reference}`), {
        headers: { ...documentHeaders, "Sec-Purpose": "prefetch" },
      }),
      request.head(shopUrl(host, `/categories?s=${reference}`), { headers: documentHeaders }),
      request.get(shopUrl(host, `/categories?s=${reference}`), { headers: { Accept: "*/*" } }),
    ];
    for (const response of await Promise.all(notViews))
      expect(response.headers()["set-cookie"] ?? "").not.toContain("visited=");
    // The same page as a document navigation is one (the control).
    const view = await request.get(shopUrl(host, `/categories?s=${reference}`), {
      headers: documentHeaders,
      maxRedirects: 0,
    });
    expect(view.status()).toBe(303);
    expect(view.headers()["location"]).toBe("/categories");
    await expect.poll(() => reportsWith(tenant.id, reference)).toHaveLength(1);
    await sleep(QUIET_MS);
    expect(await reportsWith(tenant.id, reference)).toHaveLength(1);
  });
});
