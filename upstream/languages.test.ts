import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  CountryListSchema,
  FeatureListSchema,
  NAME_SEPARATOR,
  PoliciesSchema,
  ProductPageSchema,
  SectionListSchema,
  TenantSchema,
} from "../server/upstream/contract/index.ts";
import { seededVersion } from "./db.ts";
import { SEED_VERSION } from "./seed/index.ts";
import { prepareDatabase } from "./server.ts";
import { testUpstreamForThisFile } from "./test-helpers.ts";

/** Issue 36: the shops' languages, and real Arabic for every text of a shop that offers it. */

const up = testUpstreamForThisFile({ strict: true });

const SHOPS = [
  { host: "demo.localhost", languages: ["en", "ar"] },
  { host: "second.localhost", languages: ["en", "ar"] },
  { host: "soon.localhost", languages: ["en", "ar"] },
  { host: "third.localhost", languages: ["en"] },
];

/**
 * The Latin words an Arabic text may hold: technical names Saudi shops write in Latin letters
 * (LED, USB, FM/AM, 1080p) and the brands, which are proper nouns (in the descriptions).
 */
const LATIN_IN_ARABIC = new Set(["LED", "USB", "FM", "AM", "p"]);
const BRANDS = ["Atlas", "Bayt", "Cedar & Co", "Dune", "Eastwind", "Northwind", "Summit", "Trailhead", "Soon"];
for (const brand of BRANDS) for (const word of brand.match(/[A-Za-z]+/g) ?? []) LATIN_IN_ARABIC.add(word);

const ARABIC_LETTER = /[\u0621-\u064A]/;

/** The text a shopper reads: no tags, no script (the XSS probe's). */
const readable = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&");

type Pair = { where: string; en: string | null | undefined; ar: string | null | undefined };

/** en set: ar set, Arabic, not the English, no stray English words; en empty or null: ar the same. */
function expectArabic({ where, en, ar }: Pair): void {
  if (!en) {
    expect(ar, `${where}: empty in English, so in Arabic`).toBe(en);
    return;
  }
  expect(ar, `${where}: Arabic of ${JSON.stringify(en)}`).toBeTruthy();
  expect(ar, where).not.toBe(en);
  expect(readable(ar ?? ""), where).toMatch(ARABIC_LETTER);
  const latin = (readable(ar ?? "").match(/[A-Za-z]+/g) ?? []).filter((word) => !LATIN_IN_ARABIC.has(word));
  expect(latin, `${where}: English words in ${JSON.stringify(ar)}`).toEqual([]);
}

async function json(url: string): Promise<unknown> {
  const r = await up.call("GET", url);
  expect(r.status, url).toBe(200);
  return r.body;
}

describe("a shop's languages", () => {
  test.each(SHOPS)("$host offers $languages, its default first", async ({ host, languages }) => {
    const raw = (await json(`/api/tenants/lookup/?host=${host}`)) as { id: number; languages: unknown };
    expect(raw.languages).toEqual(languages);
    const byId = TenantSchema.parse(await json(`/api/tenants/${raw.id}/`));
    expect(byId.languages).toEqual(languages);
  });
});

/** Every {en, ar} (or en and *_ar) text the shop's calls answer. */
async function shopTexts(host: string): Promise<Pair[]> {
  const tenant = TenantSchema.parse(await json(`/api/tenants/lookup/?host=${host}`));
  const id = tenant.id;
  const pairs: Pair[] = [
    { where: "about_us", ...tenant.about_us },
    { where: "description", ...tenant.description },
  ];
  const policies = PoliciesSchema.parse(await json(`/api/tenants/policies/?tenant=${id}`));
  for (const [key, text] of Object.entries(policies)) pairs.push({ where: `policies.${key}`, ...text });
  for (const f of FeatureListSchema.parse(await json(`/api/tenants/feature/?tenant=${id}`)).results) {
    pairs.push({ where: `feature ${f.id} title`, ...f.title }, { where: `feature ${f.id} text`, ...f.text });
  }
  const slides = (await json(`/api/tenants/sliders/?tenant=${id}`)) as {
    results: { title: string; title_ar: string }[];
  };
  for (const s of slides.results) pairs.push({ where: `slide ${s.title}`, en: s.title, ar: s.title_ar });
  for (const s of SectionListSchema.parse(await json(`/api/products/sections/?tenantId=${id}`)).results) {
    pairs.push({ where: `section ${s.id}`, ...s.name });
    for (const c of s.categories) pairs.push({ where: `category ${c.id}`, ...c.name });
  }
  const raw = (await json(`/api/products?tenantId=${id}&page_size=500`)) as {
    results: { id: number; description: string | null; description_ar: string | null }[];
  };
  for (const p of raw.results)
    pairs.push({ where: `product ${p.id} description`, en: p.description, ar: p.description_ar });
  for (const p of ProductPageSchema.parse(raw).results) {
    pairs.push({ where: `product ${p.id} name`, ...p.name });
    for (const o of p.productOptions) {
      pairs.push({ where: `product ${p.id} option ${o.id}`, ...o.name });
      for (const v of o.values) {
        pairs.push({ where: `option value ${v.id}`, ...v.name });
        if (v.optionCategory) pairs.push({ where: `option category ${v.optionCategory.id}`, ...v.optionCategory.name });
      }
    }
  }
  return pairs;
}

describe("Arabic for every seeded text of the shops that offer Arabic", () => {
  const arabicShops = SHOPS.filter((s) => s.languages.includes("ar")).map((s) => s.host);

  test.each(arabicShops)("%s", async (host) => {
    const pairs = await shopTexts(host);
    expect(pairs.length).toBeGreaterThanOrEqual(15);
    for (const pair of pairs) expectArabic(pair);
  });

  test("the countries", async () => {
    for (const c of CountryListSchema.parse(await json("/api/locations/countries/")).results) {
      expectArabic({ where: `country ${c.id}`, ...c.name });
    }
  });

  test.each(arabicShops)("%s: Arabic product names are a first part and a second part too", async (host) => {
    const { id } = TenantSchema.parse(await json(`/api/tenants/lookup/?host=${host}`));
    const products = ProductPageSchema.parse(await json(`/api/products?tenantId=${id}&page_size=500`)).results;
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      const parts = p.name.ar.split(NAME_SEPARATOR);
      expect(parts, p.name.ar).toHaveLength(2);
      expect(parts[0]?.trim(), p.name.ar).toMatch(ARABIC_LETTER);
      expect(parts[1]?.trim(), p.name.ar).toBeTruthy();
    }
  });

  test("the XSS probe is in the Arabic description too", async () => {
    const raw = (await json("/api/products?tenantId=1&page_size=500")) as {
      results: { name: { en: string }; description_ar: string | null }[];
    };
    const probe = raw.results.find((p) => p.name.en.startsWith("Script Test Lamp"));
    expect(probe?.description_ar).toContain("<script>window.__xss = 1</script>");
  });

  test("an Arabic word finds products by their Arabic name and description", async () => {
    const q = encodeURIComponent("دلة");
    const found = ProductPageSchema.parse(await json(`/api/products/search?tenantId=1&search=${q}`)).results;
    expect(found.map((p) => p.name.en)).toContain("Copper Dallah&^&Traditional Arabic coffee pot with brass handle");
    const desc = encodeURIComponent("يُشحن من الرياض");
    expect(ProductPageSchema.parse(await json(`/api/products/search?tenantId=1&search=${desc}`)).count).toBeGreaterThan(
      30,
    );
  });
});

describe("a database an older seed filled", () => {
  test("is seeded again on start; one of this seed is kept", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "upstream-reseed-"));
    try {
      let db = prepareDatabase(dir);
      expect(seededVersion(db)).toBe(SEED_VERSION);
      db.exec("UPDATE tenants SET name = 'Kept' WHERE id = 1");
      db.close();
      db = prepareDatabase(dir);
      expect(db.prepare("SELECT name FROM tenants WHERE id = 1").get()).toEqual({ name: "Kept" });
      db.exec(`UPDATE tenants SET name = 'Old' WHERE id = 1; PRAGMA user_version = ${SEED_VERSION - 1}`);
      db.close();
      db = prepareDatabase(dir);
      expect(db.prepare("SELECT name FROM tenants WHERE id = 1").get()).toEqual({ name: "Oasis Market" });
      expect(seededVersion(db)).toBe(SEED_VERSION);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
