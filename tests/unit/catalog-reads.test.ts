import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { all, get, openDb, run, type DB } from "../../upstream/db.ts";
import { startUpstream } from "../../upstream/server.ts";

/**
 * Catalogue reads against the real reference upstream: what the shopper is shown agrees with
 * what is filtered, counted and paged.
 *
 * The price filter and the product cards follow one rule: a product is in the filter's range
 * exactly when the price on its card is. The spec rounds the card's price ("price rounded plus
 * currency name", §2 Product card; "Prices in cards rounded to integer", §9) and gives the
 * category page a "price slider" (§2 Category page), whose bounds the shopper reads against
 * the cards. Against the real reference upstream, with prices that round across a bound.
 */

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let dataDir: string;
let db: DB;
let catalog: typeof import("#server/catalog/catalog");
let shopId: number;
let categoryId: number;
let rated: Array<{ id: number }>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "catalog-reads-test-"));
  upstream = await startUpstream({ dataDir, port: 0 });
  // The configuration is read on first use: point it at the reference upstream first.
  process.env.COMMERCE_API_URL = `${upstream.url}/api/`;
  catalog = await import("#server/catalog/catalog");
  // The seeded prices are whole: give three of the Cookware products prices that round.
  db = openDb(path.join(dataDir, "upstream.sqlite"));
  shopId = get<{ id: number }>(db, "SELECT id FROM tenants WHERE host = 'demo.localhost'")!.id;
  categoryId = get<{ id: number }>(
    db,
    "SELECT id FROM categories WHERE tenant_id = ? AND name_en = 'Cookware'",
    shopId,
  )!.id;
  const products = all<{ id: number }>(
    db,
    "SELECT id FROM products WHERE category_id = ? AND old_price_cents IS NULL ORDER BY id LIMIT 3",
    categoryId,
  );
  [4960, 5050, 4949].forEach((cents, index) =>
    run(db, "UPDATE products SET price_cents = ? WHERE id = ?", cents, products[index]!.id),
  );
  // And three of them averages that round across a whole star (before any read: the upstream keeps its lists).
  rated = all<{ id: number }>(db, "SELECT id FROM products WHERE category_id = ? ORDER BY id DESC LIMIT 3", categoryId);
  [
    [4, 4, 4, 3],
    [4, 4, 4, 4, 3],
    [4, 4, 4, 4, 4, 4, 4, 3, 3, 3],
  ].forEach((rates, index) => setReviews(rated[index]!.id, rates));
});

afterAll(async () => {
  db?.close();
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The category's cards: id and the number on the card. */
async function cards(bounds: { minPrice?: number; maxPrice?: number }) {
  const page = await catalog.loadProducts(shopId, { category: categoryId, pageSize: 100, ...bounds });
  return page.results
    .map((product) => catalog.toProductCard(product, "SAR", "en"))
    .map((card) => ({ id: card.id, shown: Number.parseInt(card.priceLabel, 10) }));
}

describe("the price filter", () => {
  it("compares the price the cards show", async () => {
    const every = await cards({});
    // 49.60 and 49.49 say 50 and 49 on their cards; 50.50 says 51.
    expect(every.map((card) => card.shown)).toEqual(expect.arrayContaining([50, 49, 51]));
    const cases: Array<{ minPrice?: number; maxPrice?: number }> = [
      { minPrice: 50 },
      { maxPrice: 49 },
      { maxPrice: 50 },
      { minPrice: 51 },
      { minPrice: 50, maxPrice: 50 },
      { minPrice: 49.7, maxPrice: 50.3 },
      { minPrice: 0, maxPrice: 0 },
    ];
    for (const bounds of cases) {
      const inRange = every.filter(
        ({ shown }) => shown >= (bounds.minPrice ?? -Infinity) && shown <= (bounds.maxPrice ?? Infinity),
      );
      expect(await cards(bounds), JSON.stringify(bounds)).toEqual(inRange);
    }
  });
});

/** Gives a product exactly these reviews, from shoppers made for it. */
function setReviews(productId: number, rates: number[]) {
  run(db, "DELETE FROM reviews WHERE product_id = ?", productId);
  rates.forEach((rate, index) => {
    const email = `rating-${productId}-${index}@example.com`;
    run(
      db,
      "INSERT INTO users (tenant_id, email, mobile, first_name, last_name, password_hash, created_at) VALUES (?, ?, ?, 'R', 'S', 'x', '2026-01-01')",
      shopId,
      email,
      `05${productId}${index}`.padEnd(10, "7"),
    );
    const userId = get<{ id: number }>(db, "SELECT id FROM users WHERE tenant_id = ? AND email = ?", shopId, email)!.id;
    run(
      db,
      "INSERT INTO reviews (tenant_id, product_id, user_id, rate_value, comment, created_at) VALUES (?, ?, ?, ?, 'ok', '2026-01-01')",
      shopId,
      productId,
      userId,
      rate,
    );
  });
}

describe("the rating filter", () => {
  it("compares the rating the cards show (half stars)", async () => {
    // Spec §9: "rating precision 0.5; rating filter values 5, 4, 3, 2"; §2: cards show a
    // "read-only rating in half steps". Averages 3.75 and 3.8 show four stars, 3.7 three and a half
    // (the reviews given in beforeAll).
    const cards = async (minRating?: number) => {
      const page = await catalog.loadProducts(shopId, { category: categoryId, pageSize: 100, minRating });
      return page.results
        .map((product) => catalog.toProductCard(product, "SAR", "en"))
        .map((card) => ({ id: card.id, stars: card.rating }));
    };
    const every = await cards();
    expect(
      every
        .filter((card) => rated.some((product) => product.id === card.id))
        .map((card) => card.stars)
        .sort(),
    ).toEqual([3.5, 4, 4]);
    for (const minRating of [5, 4, 3, 2]) {
      expect(await cards(minRating), `${minRating} & up`).toEqual(every.filter((card) => card.stars >= minRating));
    }
  });
});

describe("search", () => {
  it("counts, pages and shows the same distinct products, though the upstream lists one once per match", async () => {
    // Spec §7: products/search "results, de-duplicated by id". The upstream lists a product once
    // per matching option value and counts those rows (docs/upstream-api.md §6.2): "gift wrap"
    // is in two values of every product with the Gift wrap group.
    const rows = await fetch(
      `${upstream.url}/api/products/search?search=gift%20wrap&tenantId=${shopId}&page_size=500`,
    ).then((response) => response.json() as Promise<{ count: number; results: { id: number }[] }>);
    const distinct = [...new Set(rows.results.map((product) => product.id))];
    expect(rows.count).toBe(2 * distinct.length);

    const pageSize = 5;
    const first = await catalog.searchProducts(shopId, "gift wrap", 1, pageSize);
    expect(first.count).toBe(distinct.length);
    expect(first.totalPages).toBe(Math.ceil(distinct.length / pageSize));
    const pages = [first];
    for (let page = 2; page <= first.totalPages; page++)
      pages.push(await catalog.searchProducts(shopId, "gift wrap", page, pageSize));
    // Every page but the last is full; together they show each product once, in the upstream's order.
    expect(pages.map((page) => page.results.length)).toEqual(
      pages.map((_, index) => Math.min(pageSize, distinct.length - index * pageSize)),
    );
    expect(pages.flatMap((page) => page.results.map((product) => product.id))).toEqual(distinct);
    expect(pages.every((page) => page.count === first.count && page.totalPages === first.totalPages)).toBe(true);
  });
});
