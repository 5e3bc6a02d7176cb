import { FILTER_PARAMS } from "#server/catalog/filter-params";
import { pageSeo } from "~/lib/seo";
import { ROBOTS_DISALLOW, robotsTxt, sitemapXml } from "#server/tenancy/seo";

const ORIGIN = "https://shop.example.com";

describe("pageSeo", () => {
  it("makes the canonical URL absolute on the origin, without tracking parameters or a trailing slash", () => {
    expect(pageSeo(ORIGIN, "/", "")).toEqual({ canonical: `${ORIGIN}/`, noindex: false, alternates: [] });
    expect(pageSeo(ORIGIN, "/about-us/", "?utm_source=mail&s=ref1&fbclid=x")).toEqual({
      canonical: `${ORIGIN}/about-us`,
      noindex: false,
      alternates: [],
    });
    expect(pageSeo("http://demo.localhost:3000", "/categories", "").canonical).toBe(
      "http://demo.localhost:3000/categories",
    );
  });

  it("keeps the page number, drops page 1 and nonsense, and drops options and images of a product", () => {
    expect(pageSeo(ORIGIN, "/category/3", "?page=2&utm_campaign=x").canonical).toBe(`${ORIGIN}/category/3?page=2`);
    expect(pageSeo(ORIGIN, "/category/3", "?page=1").canonical).toBe(`${ORIGIN}/category/3`);
    expect(pageSeo(ORIGIN, "/category/3", "?page=abc").canonical).toBe(`${ORIGIN}/category/3`);
    expect(pageSeo(ORIGIN, "/category/3", "?page=02").canonical).toBe(`${ORIGIN}/category/3?page=2`);
    expect(pageSeo(ORIGIN, "/single-product/7", "?option=3&option=9&image=2")).toEqual({
      canonical: `${ORIGIN}/single-product/7`,
      noindex: false,
      alternates: [],
    });
  });

  it("drops filters from the canonical URL and marks filtered lists noindex", () => {
    expect(pageSeo(ORIGIN, "/category/3", "?minPrice=10&maxPrice=90&brand=2&brand=5&rating=4&page=2")).toEqual({
      canonical: `${ORIGIN}/category/3?page=2`,
      noindex: true,
      alternates: [],
    });
    for (const filter of ["minPrice=10", "maxPrice=10", "brand=1", "rating=4"])
      expect(pageSeo(ORIGIN, "/category/3", `?${filter}`).noindex).toBe(true);
    // Empty fields of the filter form are no filter.
    expect(pageSeo(ORIGIN, "/category/3", "?minPrice=&brand=").noindex).toBe(false);
  });

  it("knows every filter of the codec and its page parameter (app/lib/seo.ts writes their names out)", () => {
    const { page, ...filters } = FILTER_PARAMS;
    for (const name of Object.values(filters))
      expect(pageSeo(ORIGIN, "/category/3", `?${name}=1`).noindex, name).toBe(true);
    expect(pageSeo(ORIGIN, "/category/3", `?${page}=2`)).toEqual({
      canonical: `${ORIGIN}/category/3?${page}=2`,
      noindex: false,
      alternates: [],
    });
  });

  it("keeps the search text on /search, and marks any page with a search term noindex", () => {
    expect(pageSeo(ORIGIN, "/search", "?q=%20lamp%20&page=3&utm_medium=x")).toEqual({
      canonical: `${ORIGIN}/search?q=lamp&page=3`,
      noindex: true,
      alternates: [],
    });
    expect(pageSeo(ORIGIN, "/search", "?q=")).toEqual({
      canonical: `${ORIGIN}/search`,
      noindex: false,
      alternates: [],
    });
    expect(pageSeo(ORIGIN, "/", "?q=lamp")).toEqual({ canonical: `${ORIGIN}/`, noindex: true, alternates: [] });
  });
});

describe("pageSeo in a shop with two languages (decision 0028)", () => {
  const BOTH = ["en", "ar"] as const;

  it("makes each language's page canonical to itself and lists both, English as x-default", () => {
    const alternates = [
      { hrefLang: "en", href: `${ORIGIN}/category/3?page=2` },
      { hrefLang: "ar", href: `${ORIGIN}/ar/category/3?page=2` },
      { hrefLang: "x-default", href: `${ORIGIN}/category/3?page=2` },
    ];
    expect(pageSeo(ORIGIN, "/category/3", "?page=2&brand=1", BOTH)).toEqual({
      canonical: `${ORIGIN}/category/3?page=2`,
      noindex: true,
      alternates,
    });
    expect(pageSeo(ORIGIN, "/ar/category/3/", "?page=2", BOTH)).toEqual({
      canonical: `${ORIGIN}/ar/category/3?page=2`,
      noindex: false,
      alternates,
    });
  });

  it("writes the Arabic home as /ar and keeps the search text on /ar/search", () => {
    expect(pageSeo(ORIGIN, "/ar", "", BOTH).canonical).toBe(`${ORIGIN}/ar`);
    expect(pageSeo(ORIGIN, "/ar/", "", BOTH).alternates[0]).toEqual({ hrefLang: "en", href: `${ORIGIN}/` });
    expect(pageSeo(ORIGIN, "/ar/search", "?q=%D9%82%D9%87%D9%88%D8%A9", BOTH).canonical).toBe(
      `${ORIGIN}/ar/search?q=%D9%82%D9%87%D9%88%D8%A9`,
    );
  });
});

describe("robots.txt", () => {
  it("disallows the private and payment pages and names the sitemap on the origin", () => {
    const lines = robotsTxt(ORIGIN).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of [
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
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The pages in Arabic too; the three payment returns have no language.
    for (const path of ["/ar/cart", "/ar/check-out", "/ar/profile", "/ar/login", "/ar/payment-not-ordered"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain("Disallow: /ar/card-return");
    expect(lines.filter((line) => line.startsWith("Disallow:"))).toHaveLength(2 * ROBOTS_DISALLOW.length - 3);
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("disallows everything for an unpublished shop", () => {
    expect(robotsTxt(null)).toBe("User-agent: *\nDisallow: /\n");
  });
});

describe("sitemap.xml", () => {
  it("lists absolute, escaped URLs in the sitemap namespace", () => {
    const xml = sitemapXml("https://a.example", ["/", "/category/3", "/x?a=1&b=<2>"]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain("<url><loc>https://a.example/</loc></url>");
    expect(xml).toContain("<url><loc>https://a.example/category/3</loc></url>");
    expect(xml).toContain("<loc>https://a.example/x?a=1&amp;b=&lt;2&gt;</loc>");
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("lists every page in each language of a shop with two, each naming its alternates", () => {
    const xml = sitemapXml("https://a.example", ["/", "/category/3"], ["en", "ar"]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://a.example/category/3"/>' +
      '<xhtml:link rel="alternate" hreflang="ar" href="https://a.example/ar/category/3"/>';
    expect(xml).toContain(`<url><loc>https://a.example/category/3</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://a.example/ar/category/3</loc>${alternates}</url>`);
    expect(xml).toContain("<url><loc>https://a.example/ar</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });
});
