import { expect, test, type Page } from "./fixtures";
import { expectLinkTo, HOSTS, shopOrigin, shopUrl, upstreamTenant } from "./helpers";

/**
 * robots.txt and sitemap.xml per host, and the canonical link and noindex rule of the pages.
 * Fetched through the browser: only it maps every *.localhost demo host to this machine.
 */

const UPSTREAM = () => `${process.env.E2E_UPSTREAM_URL}/api`;

const PRIVATE_PATHS = [
  "/cart",
  "/check-out",
  "/profile",
  "/wishlist",
  "/login",
  "/register",
  "/forget-password",
  "/moyasar",
  "/payment-callback",
  "/paypal-return",
  "/card-return",
  "/confirm-order",
  "/unsuccessful-payment",
  "/payment-not-ordered",
];

type UpstreamSections = { results: Array<{ categories: Array<{ id: number; products_count: number }> }> };

async function upstreamJson<T>(path: string): Promise<T> {
  const response = await fetch(`${UPSTREAM()}/${path}`);
  expect(response.ok, path).toBe(true);
  return (await response.json()) as T;
}

/** The URLs a shop's sitemap must list, from the reference upstream. */
async function expectedSitemap(host: string): Promise<string[]> {
  const tenant = await upstreamTenant(host);
  const [sections, products, policies] = await Promise.all([
    upstreamJson<UpstreamSections>(`products/sections/?tenantId=${tenant.id}`),
    upstreamJson<{ results: Array<{ id: number }>; total_pages: number }>(
      `products?page_size=500&tenantId=${tenant.id}&buyer=true`,
    ),
    upstreamJson<Record<string, { en: string }>>(`tenants/policies/?tenant=${tenant.id}`),
  ]);
  expect(products.total_pages).toBe(1);
  const paths = [
    "/",
    "/about-us",
    "/policies",
    ...(policies.description?.en.trim() ? ["/description"] : []),
    ...(policies.terms?.en.trim() ? ["/terms"] : []),
    "/categories",
    ...sections.results.flatMap((section) =>
      section.categories
        .filter((category) => category.products_count > 0)
        .map((category) => `/category/${category.id}`),
    ),
    ...products.results.map((product) => `/single-product/${product.id}`),
  ];
  // A shop in Arabic too lists each page in Arabic as well (decision 0028).
  const arabic = tenant.languages.includes("ar") ? paths.map((path) => (path === "/" ? "/ar" : `/ar${path}`)) : [];
  return [...paths, ...arabic].map((path) => `${shopOrigin(host)}${path}`);
}

async function getText(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response).not.toBeNull();
  return { status: response!.status(), type: response!.headers()["content-type"] ?? "", text: await response!.text() };
}

const sitemapLocs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));

test(
  "robots.txt is per host: private and payment pages disallowed, the host's own sitemap named",
  { tag: "@once" },
  async ({ page }) => {
    for (const host of [HOSTS.first, HOSTS.second]) {
      const robots = await getText(page, shopUrl(host, "/robots.txt"));
      expect(robots.status).toBe(200);
      expect(robots.type).toMatch(/^text\/plain/);
      const lines = robots.text.split("\n");
      expect(lines).toContain("User-agent: *");
      for (const path of PRIVATE_PATHS) expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).not.toContain("Disallow: /");
      expect(lines).toContain(`Sitemap: ${shopOrigin(host)}/sitemap.xml`);
    }
  },
);

test(
  "an unpublished shop's robots.txt disallows everything and it has no sitemap; unknown hosts get 404 for both",
  { tag: "@once" },
  async ({ page }) => {
    const soon = await getText(page, shopUrl(HOSTS.soon, "/robots.txt"));
    expect(soon.status).toBe(200);
    expect(soon.text.split("\n").filter(Boolean)).toEqual(["User-agent: *", "Disallow: /"]);
    expect((await getText(page, shopUrl(HOSTS.soon, "/sitemap.xml"))).status).toBe(404);
    for (const path of ["/robots.txt", "/sitemap.xml"]) {
      const unknown = await getText(page, shopUrl(HOSTS.unknown, path));
      expect(unknown.status).toBe(404);
      expect(unknown.text).not.toContain("Sitemap");
    }
  },
);

test(
  "sitemap.xml lists the shop's home, information pages, categories and products on the host it was asked on",
  { tag: "@once" },
  async ({ page }) => {
    const first = await expectedSitemap(HOSTS.first);
    const second = await expectedSitemap(HOSTS.second);
    for (const [host, expected, other] of [
      [HOSTS.first, first, second],
      [HOSTS.second, second, first],
    ] as const) {
      const sitemap = await getText(page, shopUrl(host, "/sitemap.xml"));
      expect(sitemap.status).toBe(200);
      expect(sitemap.type).toMatch(/^application\/xml/);
      expect(sitemap.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      const locs = sitemapLocs(sitemap.text);
      expect([...locs].sort()).toEqual([...expected].sort());
      // Nothing of the other shop: its products have other ids.
      const ownPaths = new Set(locs.map((loc) => new URL(loc).pathname));
      for (const loc of other.filter((url) => url.includes("/single-product/")))
        expect(ownPaths.has(new URL(loc).pathname)).toBe(false);
    }
  },
);

async function expectSeo(page: Page, url: string, canonical: string, noindex: boolean) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  // Crawlers follow it: it must lead to a real page.
  await expectLinkTo(page.locator('link[rel="canonical"]'), canonical);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(noindex ? 1 : 0);
  if (noindex) await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
}

// The documents the server renders: read once (@once, see playwright.config.ts).
test(
  "every page has an absolute canonical link without tracking or filter parameters; filtered and searched pages are noindex",
  { tag: "@once" },
  async ({ page }) => {
    const tenant = await upstreamTenant(HOSTS.first);
    const sections = await upstreamJson<UpstreamSections>(`products/sections/?tenantId=${tenant.id}`);
    const categories = sections.results.flatMap((section) => section.categories);
    // A category with more than one page of 12 products.
    const long = categories.find((category) => category.products_count > 12)!;
    expect(long).toBeTruthy();
    const products = await upstreamJson<{ results: Array<{ id: number }> }>(
      `products?page_size=500&tenantId=${tenant.id}&buyer=true`,
    );
    const productId = products.results[0]!.id;
    const home = shopOrigin(HOSTS.first);

    await expectSeo(page, shopUrl(HOSTS.first, "/?utm_source=newsletter&s=ref1"), `${home}/`, false);
    await expectSeo(page, shopUrl(HOSTS.first, "/categories"), `${home}/categories`, false);
    await expectSeo(
      page,
      shopUrl(HOSTS.first, `/category/${long.id}?utm_campaign=spring`),
      `${home}/category/${long.id}`,
      false,
    );
    await expectSeo(
      page,
      shopUrl(HOSTS.first, `/category/${long.id}?page=2`),
      `${home}/category/${long.id}?page=2`,
      false,
    );
    await expectSeo(
      page,
      shopUrl(HOSTS.first, `/category/${long.id}?minPrice=1&page=2`),
      `${home}/category/${long.id}?page=2`,
      true,
    );
    await expectSeo(page, shopUrl(HOSTS.first, "/search?q=lamp&utm_source=x"), `${home}/search?q=lamp`, true);
    await expectSeo(
      page,
      shopUrl(HOSTS.first, `/single-product/${productId}?image=2&fbclid=abc`),
      `${home}/single-product/${productId}`,
      false,
    );
    await expectSeo(page, shopUrl(HOSTS.first, "/about-us"), `${home}/about-us`, false);
    await expectSeo(page, shopUrl(HOSTS.first, "/login?redirectTo=%2Fcart"), `${home}/login`, false);
    // Another host, its own origin.
    await expectSeo(page, shopUrl(HOSTS.second, "/terms"), `${shopOrigin(HOSTS.second)}/terms`, false);
  },
);

test("following a link in the app moves the canonical link along", async ({ page, javaScriptEnabled }) => {
  test.skip(
    !javaScriptEnabled,
    "a client-side navigation needs JavaScript; without it each document is the test above",
  );
  const home = shopOrigin(HOSTS.first);
  await page.goto(shopUrl(HOSTS.first, "/categories"));
  await page.getByTestId("category-section").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/category\/\d+$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${home}${new URL(page.url()).pathname}`);
});
