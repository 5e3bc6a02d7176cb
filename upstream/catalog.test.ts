import {
  BrandListSchema,
  CategoryListSchema,
  CountryListSchema,
  FeatureListSchema,
  HealthSchema,
  NAME_SEPARATOR,
  PaymentKeySchema,
  PaymentMethodListSchema,
  PoliciesSchema,
  ProductCountedListSchema,
  ProductDetailSchema,
  ProductFiltersSchema,
  ProductPageSchema,
  ReviewListSchema,
  SectionListSchema,
  SettingsListSchema,
  SliderListSchema,
  TenantSchema,
  TrackingServicesSchema,
  VisitorReportListSchema,
  VisitorReportResponseSchema,
  type Product,
} from "../server/upstream/contract/index.ts";
import { testUpstreamForThisFile } from "./test-helpers.ts";

const up = testUpstreamForThisFile();

async function products(query: string, path = "products"): Promise<ReturnType<typeof ProductPageSchema.parse>> {
  const r = await up.call("GET", `/api/${path}?${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return ProductPageSchema.parse(r.body);
}

describe("seed and lookup", () => {
  test("health", async () => {
    const r = await up.call("GET", "/api/health/");
    expect(HealthSchema.parse(r.body)).toEqual({ status: "ok" });
    expect((await up.call("GET", "/api/health")).status).toBe(200);
  });

  test("lookup by host: four shops and an unknown host", async () => {
    const demo = TenantSchema.parse((await up.call("GET", "/api/tenants/lookup/?host=demo.localhost")).body);
    const second = TenantSchema.parse((await up.call("GET", "/api/tenants/lookup/?host=second.localhost:3000")).body);
    const soon = TenantSchema.parse((await up.call("GET", "/api/tenants/lookup/?host=SOON.localhost")).body);
    expect([demo.id, second.id, soon.id]).toEqual([1, 2, 3]);
    expect(demo.published).toBe(true);
    expect(second.published).toBe(true);
    expect(soon.published).toBe(false);
    expect(demo.name).not.toBe(second.name);
    expect(demo.currency.name).not.toBe(second.currency.name);
    expect(demo.mainColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(demo.mainColor).not.toBe(second.mainColor);
    expect(demo.logo).toMatch(new RegExp(`^${up.url}/media/`));
    expect(demo.logo).not.toBe(second.logo);
    expect([demo.facebook, demo.instagram, demo.whatsapp].every(Boolean)).toBe(true);
    expect([demo.twitter, demo.linkedin]).toEqual([null, null]);
    expect([second.twitter, second.linkedin].every(Boolean)).toBe(true);
    expect(second.whatsapp).toBeNull();
    expect(demo.google_analytics_id).toBeNull();
    expect(demo.google_tag_manager_id).toBeNull();
    // Only the third published shop has analytics and tag manager ids.
    const harbor = TenantSchema.parse((await up.call("GET", "/api/tenants/lookup/?host=third.localhost")).body);
    expect(harbor.id).toBe(4);
    expect(harbor.published).toBe(true);
    expect([harbor.google_analytics_id, harbor.google_tag_manager_id]).toEqual(["G-HARBOR4TEA", "GTM-HARB4TE"]);
    expect(second.google_analytics_id).toBeNull();
    expect(demo.defaultShippingCost).toBe(25);
    const raw = (await up.call("GET", "/api/tenants/lookup/?host=demo.localhost")).body as Record<string, unknown>;
    expect(raw.defaultShippingCost).toBe("25.00");

    const unknown = await up.call("GET", "/api/tenants/lookup/?host=nope.localhost");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: "Not found." });
    expect((await up.call("GET", "/api/tenants/lookup/")).status).toBe(400);
  });

  test("seed counts of shop 1", async () => {
    const all = await products("page_size=500&tenantId=1&buyer=true");
    expect(all.count).toBeGreaterThanOrEqual(40);
    expect(all.results).toHaveLength(all.count);
    const sections = SectionListSchema.parse((await up.call("GET", "/api/products/sections/?tenantId=1")).body).results;
    expect(sections.length).toBeGreaterThanOrEqual(3);
    const cats = sections.flatMap((s) => s.categories);
    expect(cats.filter((c) => c.products_count > 0).length).toBeGreaterThanOrEqual(6);
    expect(cats.filter((c) => c.products_count === 0)).toHaveLength(1);
    const brands = BrandListSchema.parse((await up.call("GET", "/api/products/brands/?tenantId=1")).body).results;
    expect(brands.length).toBeGreaterThanOrEqual(4);

    const top = CategoryListSchema.parse(
      (await up.call("GET", "/api/products/categories/top/?tenantId=1")).body,
    ).results;
    expect(top.every((c) => c.products_count > 0)).toBe(true);
    expect(top.length).toBe(cats.length - 1);
    const counts = top.map((c) => c.products_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);

    // product shape
    for (const p of all.results) {
      expect(p.name.en.split(NAME_SEPARATOR)).toHaveLength(2);
      expect(p.productImages.length).toBeGreaterThanOrEqual(3);
      expect(p.productImages.length).toBeLessThanOrEqual(4);
      expect(p.category?.section?.id).toBeTypeOf("number");
    }
    expect(all.results.some((p) => (p.name.en.split(NAME_SEPARATOR)[0] ?? "").length > 12)).toBe(true);
    expect(all.results.some((p) => (p.name.en.split(NAME_SEPARATOR)[1] ?? "").length > 20)).toBe(true);
    expect(all.results.some((p) => p.has_promotion && p.old_price! > p.price)).toBe(true);
    expect(all.results.some((p) => !p.description)).toBe(true);
    const values = all.results.flatMap((p) => p.productOptions.flatMap((o) => o.values));
    expect(values.some((v) => v.price !== null && v.isStockable)).toBe(true);
    expect(values.some((v) => v.price === null && v.isStockable)).toBe(true);
    expect(values.some((v) => !v.isStockable)).toBe(true);
    const xss = all.results.find((p) => p.name.en === "Script Test Lamp&^&Sanitizer check");
    expect(xss?.description).toContain("<script>window.__xss = 1</script>");
    const prices = all.results.map((p) => p.price);
    expect(Math.min(...prices)).toBeLessThanOrEqual(20);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(800);
  });

  test("shop 2 and shop 3 have their own catalogue", async () => {
    const s2 = await products("page_size=500&tenantId=2&buyer=true");
    expect(s2.count).toBeGreaterThanOrEqual(8);
    const s1 = await products("page_size=500&tenantId=1&buyer=true");
    const ids1 = new Set(s1.results.map((p) => p.id));
    expect(s2.results.some((p) => ids1.has(p.id))).toBe(false);
    const s3 = await products("tenantId=3");
    expect(s3.count).toBeGreaterThan(0);
    // another tenant's product is a 404
    const foreign = s2.results[0]!.id;
    expect((await up.call("GET", `/api/products/${foreign}/?tenantId=1`)).status).toBe(404);
    expect((await up.call("GET", `/api/products/${foreign}/?tenantId=2`)).status).toBe(200);
    expect((await up.call("GET", `/api/products/rates?tenantId=1&product=${foreign}`)).status).toBe(404);
  });

  test("images are deterministic SVGs", async () => {
    const p = (await products("page_size=1&tenantId=1")).results[0]!;
    const url = p.productImages[0]!.url;
    const a = await fetch(url);
    expect(a.status).toBe(200);
    expect(a.headers.get("content-type")).toContain("image/svg+xml");
    expect(a.headers.get("cache-control")).toContain("max-age=31536000");
    const svg = await a.text();
    expect(svg.startsWith("<svg")).toBe(true);
    const b = await fetch(url, { headers: { "if-none-match": a.headers.get("etag")! } });
    expect(b.status).toBe(304);
    const sliders = SliderListSchema.parse((await up.call("GET", "/api/tenants/sliders/?tenant=1")).body).results;
    expect(sliders).toHaveLength(3);
    for (const s of sliders) {
      expect(s.url).not.toBe(s.url_mobile);
      const d = await (await fetch(s.url)).text();
      const m = await (await fetch(s.url_mobile)).text();
      expect(d).toContain('width="1600" height="600"');
      expect(m).toContain('width="750" height="1000"');
    }
    expect((await fetch(`${up.url}/media/products/99999-1.svg`)).status).toBe(404);
  });
});

describe("every main response parses with its contract schema", () => {
  test("tenant, catalogue, payment and tracking reads", async () => {
    const get = async (path: string) => {
      const r = await up.call("GET", path);
      expect(r.status, `${path} ${JSON.stringify(r.body)}`).toBe(200);
      return r.body;
    };
    for (const t of [1, 2]) {
      const features = FeatureListSchema.parse(await get(`/api/tenants/feature/?tenant=${t}`)).results;
      expect(features.length).toBeGreaterThanOrEqual(3);
      expect(features.length).toBeLessThanOrEqual(4);
      const pol = PoliciesSchema.parse(await get(`/api/tenants/policies/?tenant=${t}`));
      expect(pol.privacyPolicy.en).toContain("<");
      expect(pol.terms.ar.length).toBeGreaterThan(0);
      const settings = SettingsListSchema.parse(await get(`/api/tenants/settings/?tenant=${t}`)).results;
      expect(settings.map((s) => s.name)).toEqual(expect.arrayContaining(["merchant-key", "currency"]));
      SectionListSchema.parse(await get(`/api/products/sections/?tenantId=${t}`));
      CategoryListSchema.parse(await get(`/api/products/categories/top/?tenantId=${t}`));
      BrandListSchema.parse(await get(`/api/products/brands/?tenantId=${t}`));
      ProductCountedListSchema.parse(await get(`/api/products/new-arrivals/?tenantId=${t}&limit=5`));
      ProductCountedListSchema.parse(await get(`/api/products/top-rated/?tenantId=${t}&limit=8`));
      ProductFiltersSchema.parse(await get(`/api/products/filters/?tenantId=${t}`));
      ProductPageSchema.parse(await get(`/api/products/search?search=a&tenantId=${t}&buyer=true`));
      const methods = PaymentMethodListSchema.parse(await get(`/payment-api/payment/methods/?tenant=${t}`)).results;
      expect(methods.map((m) => m.id)).toEqual([1, 2, 4, 5]);
      PaymentKeySchema.parse(await get(`/payment-api/payment/key/?tenant=${t}`));
    }
    const countries = CountryListSchema.parse(await get("/api/locations/countries/")).results;
    expect(countries.find((c) => c.id === 26)?.name.en).toBe("Saudi Arabia");
    const detail = ProductDetailSchema.parse(await get("/api/products/2/?tenantId=1"));
    expect(detail.ratesProduct.length).toBeGreaterThan(0);
    expect(detail.ratesProduct[0]!.user?.firstName).toBeTruthy();
    ReviewListSchema.parse(await get("/api/products/rates?tenantId=1&product=2"));
    const svc = TrackingServicesSchema.parse(await get("/tracking/identity/services/1/"));
    expect(svc).toEqual({ contact: { active: true }, visitor: { active: true } });
  });

  test("home lists: new arrivals > 4, top rated > 8, limit applies", async () => {
    const na = ProductCountedListSchema.parse(
      (await up.call("GET", "/api/products/new-arrivals/?tenantId=1&limit=5")).body,
    );
    expect(na.count).toBeGreaterThan(4);
    expect(na.results).toHaveLength(5);
    const dates = na.results.map((p) => p.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const tr = ProductCountedListSchema.parse(
      (await up.call("GET", "/api/products/top-rated/?tenantId=1&limit=8")).body,
    );
    expect(tr.count).toBeGreaterThan(8);
    expect(tr.results).toHaveLength(8);
    expect(tr.results.every((p) => p.rateAvg >= 4)).toBe(true);
    const avgs = tr.results.map((p) => p.rateAvg);
    expect([...avgs].sort((a, b) => b - a)).toEqual(avgs);
  });

  test("visitor report is stored", async () => {
    const r = await up.call("POST", "/tracking/create-report/?tenant_id=1", {
      form: { page: "/", source_website: "demo.localhost", ip: "10.0.0.1", reference: "newsletter" },
    });
    expect(r.status).toBe(201);
    expect(VisitorReportResponseSchema.parse(r.body).reference).toBe("newsletter");
    const list = VisitorReportListSchema.parse((await up.call("GET", "/tracking/reports/?tenant_id=1")).body).results;
    expect(list[0]?.ip).toBe("10.0.0.1");
    expect(
      (await up.call("POST", "/tracking/create-report/?tenant_id=1", { form: { source_website: "x" } })).status,
    ).toBe(400);
    expect((await up.call("POST", "/tracking/create-report/?tenant_id=99", { form: { page: "/" } })).status).toBe(404);
  });
});

describe("product filters", () => {
  test("price range", async () => {
    const r = await products("tenantId=1&price__gte=100&price__lte=300&page_size=500");
    expect(r.count).toBeGreaterThan(0);
    expect(r.results.every((p) => p.price >= 100 && p.price <= 300)).toBe(true);
    const all = await products("tenantId=1&page_size=500");
    expect(r.count).toBe(all.results.filter((p) => p.price >= 100 && p.price <= 300).length);
    expect((await up.call("GET", "/api/products?tenantId=1&price__gte=abc")).status).toBe(400);
  });

  test("brand (comma list) and category", async () => {
    const brands = BrandListSchema.parse((await up.call("GET", "/api/products/brands/?tenantId=1")).body).results;
    const [b1, b2] = [brands[0]!.id, brands[1]!.id];
    const r = await products(`tenantId=1&brand=${b1},${b2}&page_size=500`);
    expect(r.count).toBeGreaterThan(0);
    expect(r.results.every((p) => p.brand && [b1, b2].includes(p.brand.id))).toBe(true);
    const cat = r.results[0]!.category!.id;
    const inCat = await products(`tenantId=1&category=${cat}&page_size=500`);
    expect(inCat.results.every((p) => p.category?.id === cat)).toBe(true);
    const f = ProductFiltersSchema.parse(
      (await up.call("GET", `/api/products/filters/?tenantId=1&category=${cat}`)).body,
    );
    expect(f.min_price).toBe(Math.min(...inCat.results.map((p) => p.price)));
    expect(f.max_price).toBe(Math.max(...inCat.results.map((p) => p.price)));
    expect(f.brands.length).toBeGreaterThan(0);
    expect((await up.call("GET", "/api/products/filters/?tenantId=1&category=99999")).status).toBe(404);
  });

  test("section filter", async () => {
    const sections = SectionListSchema.parse((await up.call("GET", "/api/products/sections/?tenantId=1")).body).results;
    const s = sections[0]!;
    const r = await products(`tenantId=1&category__section=${s.id}&page_size=500`);
    expect(r.count).toBe(s.categories.reduce((n, c) => n + c.products_count, 0));
    expect(r.results.every((p) => p.category?.section?.id === s.id)).toBe(true);
  });

  test("rate__gte and ordering", async () => {
    const r = await products("tenantId=1&rate__gte=4&page_size=500&ordering=-rateAvg");
    expect(r.count).toBeGreaterThan(0);
    expect(r.results.every((p) => p.rateAvg >= 4)).toBe(true);
    const byPrice = await products("tenantId=1&page_size=500&ordering=price");
    const prices = byPrice.results.map((p) => p.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  test("pagination", async () => {
    const p1 = await products("tenantId=1&page_size=10");
    expect(p1.page_number).toBe(1);
    expect(p1.total_pages).toBe(Math.ceil(p1.count / 10));
    expect(p1.previous).toBeNull();
    expect(p1.next).toContain("page=2");
    const p2 = ProductPageSchema.parse((await up.call("GET", p1.next!)).body);
    expect(p2.page_number).toBe(2);
    expect(p2.previous).toBeTruthy();
    const seen = new Set<number>();
    for (let page = 1; page <= p1.total_pages; page++) {
      const r = await products(`tenantId=1&page_size=10&page=${page}`);
      r.results.forEach((p: Product) => seen.add(p.id));
    }
    expect(seen.size).toBe(p1.count);
    const last = await products(`tenantId=1&page_size=10&page=${p1.total_pages}`);
    expect(last.next).toBeNull();
    const past = await up.call("GET", `/api/products?tenantId=1&page_size=10&page=${p1.total_pages + 1}`);
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: "Invalid page." });
    const big = await products("tenantId=1&page_size=100000");
    expect(big.results.length).toBe(big.count);
  });

  test("search is case-insensitive over name and description", async () => {
    const r = await products("tenantId=1&search=LANTERN&buyer=true", "products/search");
    expect(r.results.some((p) => p.name.en.startsWith("Brass Lantern"))).toBe(true);
    const d = await products("tenantId=1&search=handmade&page_size=500", "products/search");
    expect(d.results.some((p) => p.name.en.startsWith("Script Test Lamp"))).toBe(true);
    const none = await products("tenantId=1&search=zzzznothing", "products/search");
    expect(none.count).toBe(0);
    const other = await products("tenantId=2&search=lantern", "products/search");
    expect(other.count).toBe(0);
  });

  test("search lists a product once per matching option value, and counts and pages those rows", async () => {
    // Every product with the Gift wrap group has two values that say "gift wrap".
    const all = await products("tenantId=1&search=gift%20wrap&page_size=500", "products/search");
    const ids = all.results.map((p) => p.id);
    const distinct = [...new Set(ids)];
    expect(distinct.length).toBeGreaterThan(1);
    expect(ids).toEqual(distinct.flatMap((id) => [id, id]));
    expect(all.count).toBe(ids.length);
    // Pages cut the rows: a page of 3 ends inside a product's pair.
    const first = await products("tenantId=1&search=gift%20wrap&page_size=3", "products/search");
    const second = await products("tenantId=1&search=gift%20wrap&page_size=3&page=2", "products/search");
    expect([...first.results, ...second.results].map((p) => p.id)).toEqual(ids.slice(0, 6));
    expect(first.total_pages).toBe(Math.ceil(ids.length / 3));
    // A name match without a matching value is listed once.
    const lantern = await products("tenantId=1&search=lantern", "products/search");
    expect(lantern.results.map((p) => p.id)).toEqual([...new Set(lantern.results.map((p) => p.id))]);
  });

  test("missing tenant and unknown paths", async () => {
    const r = await up.call("GET", "/api/products");
    expect(r.status).toBe(400);
    expect((r.body as { detail: string }).detail).toBeTruthy();
    expect((await up.call("GET", "/api/products?tenantId=999")).status).toBe(404);
    const u = await up.call("GET", "/api/does/not/exist/");
    expect(u.status).toBe(404);
    expect(u.body).toEqual({ detail: "Not found." });
    expect((await up.call("GET", "/nothing")).body).toEqual({ detail: "Not found." });
  });
});

describe("paths", () => {
  test("every mount point answers with and without a trailing slash", async () => {
    for (const p of [
      "/api/products?tenantId=1",
      "/api/products/?tenantId=1",
      "/api/products/search?tenantId=1&search=a",
      "/api/products/search/?tenantId=1&search=a",
      "/api/products/2?tenantId=1",
      "/api/products/2/?tenantId=1",
      "/api/tenants/feature?tenant=1",
      "/api/locations/countries",
      "/payment-api/payment/methods?tenant=1",
      "/payment-api/payment/methods/?tenant=1",
      "/tracking/identity/services/1",
      "/tracking/identity/services/1/",
    ]) {
      expect((await up.call("GET", p)).status, p).toBe(200);
    }
  });
});
