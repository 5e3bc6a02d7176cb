import { randomUUID } from "node:crypto";
import { expect, test, type APIResponse, type Page } from "./fixtures";
import { expectSignedIn, registerShopper } from "./account-helpers";
import { HOSTS, setTrackingServices, shopOrigin, shopUrl, upstreamTenant, withTrackingServices } from "./helpers";
import { cartBadge, reviewableProduct, submitReview, upstreamCatalogue, upstreamShop } from "./product-helpers";

/**
 * The rendered-page cache (docs/decisions/0008): anonymous catalogue pages are kept and
 * answered from memory (`X-Page-Cache: miss`, then `hit`), one copy per cart; a session (a
 * sign-in, a pending flash message) always renders its own; a new review drops the pages it
 * shows on; what runs in front of the cache (the visitor report, the `s` redirect) runs on a
 * hit too. Each test asks for its pages with a query of its own (`?pc=…`), so no other test
 * has them kept already.
 */

const PUBLIC = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/;
/** Node's resolver does not know *.localhost: requests made outside the browser use localhost, the first shop. */
const NODE_HOST = "localhost";

const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}pc=${randomUUID()}`;

async function pageHeaders(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response!.status()).toBe(200);
  return response!.headers();
}

/** A product of the first shop with a category and no options to choose: its page and its category's. */
async function catalogueProduct() {
  const products = (await upstreamCatalogue((await upstreamShop()).id)).filter((p) => p.category);
  const product = products.find((p) => p.productOptions.every((group) => group.values.length === 0)) ?? products[0]!;
  return { productId: product.id, categoryId: product.category!.id };
}

/** Puts a line in this page's cart (the product page's form) as a fetcher does: no flash message. */
async function addToCart(page: Page, productId: number, options: { fetcher: boolean; redirectTo?: string }) {
  const body = new URLSearchParams({
    intent: "add",
    quantity: "1",
    productId: String(productId),
    redirectTo: options.redirectTo ?? "/cart",
  });
  if (options.fetcher) body.set("fetcher", "1");
  const response = await page.request.post(shopUrl(NODE_HOST, "/cart"), {
    headers: { Origin: shopOrigin(NODE_HOST), "Content-Type": "application/x-www-form-urlencoded" },
    data: body.toString(),
    maxRedirects: 0,
  });
  expect(response.status()).toBeLessThan(400);
}

test(
  "anonymous views of the home page, a category and a product are rendered once, then answered from the cache",
  { tag: "@once" },
  async ({ page }) => {
    const { productId, categoryId } = await catalogueProduct();
    // A first visit may set the visitor report's cookie: that answer is the visitor's own (private).
    await page.goto(shopUrl(HOSTS.first, fresh("/about-us")));
    for (const path of ["/", `/category/${categoryId}`, `/single-product/${productId}`]) {
      const url = shopUrl(HOSTS.first, fresh(path));
      const miss = await page.goto(url);
      expect(miss!.headers()["x-page-cache"], path).toBe("miss");
      expect(miss!.headers()["cache-control"], path).toMatch(PUBLIC);
      const missBytes = await miss!.body();
      const hit = await page.goto(url);
      expect(hit!.headers()["x-page-cache"], path).toBe("hit");
      expect(hit!.headers()["cache-control"], path).toMatch(PUBLIC);
      expect(hit!.headers()["etag"], path).toBe(miss!.headers()["etag"]);
      expect(await hit!.body(), path).toEqual(missBytes);
    }
  },
);

test("a shopper with a cart line sees their own badge on a kept page, a visitor without a cart sees none", async ({
  page,
  browser,
}) => {
  const { productId, categoryId } = await catalogueProduct();
  const url = shopUrl(NODE_HOST, fresh(`/category/${categoryId}`));
  const visitor = await (await browser.newContext()).newPage();
  // The visitor without a cart has the page kept first.
  await visitor.goto(url);
  const visitorHit = await pageHeaders(visitor, url);
  expect(visitorHit["x-page-cache"]).toBe("hit");
  await expect(cartBadge(visitor)).toHaveText("0");

  await page.goto(shopUrl(NODE_HOST, "/"));
  await addToCart(page, productId, { fetcher: true });
  const own = await pageHeaders(page, url);
  expect(own["x-page-cache"]).toBe("miss");
  await expect(cartBadge(page)).toHaveText("1");
  const ownAgain = await pageHeaders(page, url);
  expect(ownAgain["x-page-cache"]).toBe("hit");
  // Kept for this cart only: never in a shared cache.
  expect(ownAgain["cache-control"]).not.toContain("public");
  await expect(cartBadge(page)).toHaveText("1");

  expect((await pageHeaders(visitor, url))["x-page-cache"]).toBe("hit");
  await expect(cartBadge(visitor)).toHaveText("0");
  await visitor.context().close();
});

test("a pending flash message is shown to its visitor alone, stitched into the kept page (decision 0029)", async ({
  page,
}) => {
  const { productId } = await catalogueProduct();
  const path = fresh("/about-us");
  const url = shopUrl(NODE_HOST, path);
  await page.goto(shopUrl(NODE_HOST, "/"));
  await addToCart(page, productId, { fetcher: true });
  await page.goto(url);
  expect((await pageHeaders(page, url))["x-page-cache"]).toBe("hit");

  // The same line again, without a fetcher: a 303 carrying "Added to cart" for the next page.
  await addToCart(page, productId, { fetcher: false, redirectTo: path });
  const flashed = await pageHeaders(page, url);
  expect(flashed["x-page-cache"]).toBe("stitched");
  expect(flashed["cache-control"]).toBe("private, no-store");
  await expect(page.getByTestId("flash")).toHaveText("Added to cart");

  // Shown once: the page after it is kept for the cart again (its new state: the add form's
  // token is the cart's revision, decision 0014), so its next view is a hit.
  expect((await pageHeaders(page, url))["x-page-cache"]).toBe("miss");
  await expect(page.getByTestId("flash")).toHaveCount(0);
  expect((await pageHeaders(page, url))["x-page-cache"]).toBe("hit");
});

test("a signed-in shopper gets the kept page with their own header stitched in, never a public answer", async ({
  page,
  signIn,
}, testInfo) => {
  const shopper = await registerShopper(testInfo, { prefix: "page-cache" });
  const path = fresh("/about-us");
  const url = shopUrl(shopper.host, path);
  await page.goto(url);
  expect((await pageHeaders(page, url))["x-page-cache"]).toBe("hit");

  await signIn(shopper, path);
  for (let i = 0; i < 2; i++) {
    const headers = await pageHeaders(page, url);
    expect(headers["x-page-cache"]).toBe("stitched");
    expect(headers["cache-control"]).toBe("private, no-store");
    // The kept page's policy: the hashes of its inline scripts (the visitor's data block runs nothing).
    expect(headers["content-security-policy"]).toContain("'sha256-");
    await expectSignedIn(page, true);
  }
});

test("a new review shows at once to a visitor who had the product page kept", async ({
  page,
  browser,
  signIn,
}, testInfo) => {
  const host = HOSTS.second;
  const [shopper, productId] = await Promise.all([
    registerShopper(testInfo, { host, prefix: "page-cache-review", lastName: "Reviewer" }),
    reviewableProduct(host),
  ]);
  const path = fresh(`/single-product/${productId}`);
  const visitor = await (await browser.newContext()).newPage();
  // Other tests review this product too, dropping the page meanwhile: ask until it is kept.
  await expect.poll(async () => (await pageHeaders(visitor, shopUrl(host, path)))["x-page-cache"]).toBe("hit");

  await signIn(shopper, `/single-product/${productId}#reviews`);
  const comment = `Seen at once (${testInfo.project.name} ${randomUUID()})`;
  await submitReview(page, { rating: 2, comment });
  await expect(page.getByTestId("review").filter({ hasText: comment })).toHaveCount(1);

  // The review list's cache entry was dropped, and with it every page built from it.
  const after = await pageHeaders(visitor, shopUrl(host, path));
  expect(after["x-page-cache"]).toBe("miss");
  await expect(visitor.getByTestId("review").filter({ hasText: comment })).toHaveCount(1);
  await visitor.context().close();
});

test.describe("in front of the cache", () => {
  type Report = { page: string; source_website: string; reference: string | null };
  const SWITCH_SEEN_MS = 1500;
  const documentHeaders = { Accept: "text/html", "Sec-Fetch-Dest": "document" };

  async function reports(tenantId: number, match: (report: Report) => boolean): Promise<Report[]> {
    const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/tracking/reports/?tenant_id=${tenantId}`);
    expect(response.ok).toBe(true);
    return ((await response.json()) as { results: Report[] }).results.filter(match);
  }

  test(
    "a hit still reports a first visit and sets its cookie, and a hit with ?s= still redirects",
    { tag: "@once" },
    async ({ request, playwright }) => {
      test.slow();
      const tenant = await upstreamTenant(HOSTS.first);
      const tag = randomUUID();
      const referer = `https://pc-${tag}.example`;
      const reference = `pc-${tag}`;
      const kept = async (path: string): Promise<APIResponse> => {
        // Not page views (no document asked for): they keep the page without reporting.
        expect(
          (await request.get(shopUrl(NODE_HOST, path), { headers: { Accept: "*/*" } })).headers()["x-page-cache"],
        ).toBe("miss");
        const hit = await request.get(shopUrl(NODE_HOST, path), { headers: { Accept: "*/*" } });
        expect(hit.headers()["x-page-cache"]).toBe("hit");
        return hit;
      };
      await withTrackingServices(tenant.id, async () => {
        await setTrackingServices(tenant.id, { visitor: true });
        await new Promise((resolve) => setTimeout(resolve, SWITCH_SEEN_MS));

        const path = fresh("/about-us");
        await kept(path);
        const firstVisitor = await playwright.request.newContext();
        const view = await firstVisitor.get(shopUrl(NODE_HOST, path), {
          headers: { ...documentHeaders, Referer: `${referer}/story` },
        });
        expect(view.headers()["x-page-cache"]).toBe("hit");
        expect(view.headers()["set-cookie"]).toContain("visited=1");
        // Its cookie is this visitor's: no shared cache may keep the answer.
        expect(view.headers()["cache-control"]).not.toContain("public");
        await expect.poll(() => reports(tenant.id, (report) => report.source_website === referer)).toHaveLength(1);
        await firstVisitor.dispose();

        const withReference = `/about-us?s=${reference}`;
        await kept(withReference);
        const referred = await playwright.request.newContext();
        const redirect = await referred.get(shopUrl(NODE_HOST, withReference), {
          headers: documentHeaders,
          maxRedirects: 0,
        });
        expect(redirect.status()).toBe(303);
        expect(redirect.headers()["location"]).toBe("/about-us");
        await expect.poll(() => reports(tenant.id, (report) => report.reference === reference)).toHaveLength(1);
        await referred.dispose();
      });
    },
  );
});

test("a client navigation's data request to a kept page is answered from the cache and the page renders", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "client navigations need JavaScript");
  const { categoryId } = await catalogueProduct();
  const categoryUrl = shopUrl(HOSTS.first, fresh(`/category/${categoryId}`));
  const navigate = async (tab: Page) => {
    await tab.goto(categoryUrl);
    const link = tab.locator('main a[href^="/single-product/"]').first();
    const href = (await link.getAttribute("href"))!;
    const data = tab.waitForResponse((response) => new URL(response.url()).pathname === `${href}.data`);
    await link.click();
    await tab.waitForURL(shopUrl(HOSTS.first, href));
    await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
    return data;
  };
  const first = await navigate(page);
  expect(first.status()).toBe(200);
  expect(["miss", "hit"]).toContain(first.headers()["x-page-cache"]);
  const other = await (await browser.newContext()).newPage();
  const second = await navigate(other);
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(await second.body()).toEqual(await first.body());
  await other.context().close();
});
