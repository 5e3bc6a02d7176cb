/**
 * Catalogue reads: products (batched serialisation, cached), search and filters, categories, reviews.
 */
import { all, get, type DB, type SqlParam } from "./db.ts";
import { notFound } from "./http.ts";
import type { CategoryRow, ImageRow, OptionRow, OptionValueRow, ProductRow } from "./rows.ts";
import { categoryJson, productJson, reviewJson, type Json, type MediaFn } from "./serializers.ts";

/** A 404 unless the product is the tenant's. */
export function productInTenant(db: DB, productId: number, tenantId: number): { id: number } {
  const p = get<{ id: number }>(db, "SELECT id FROM products WHERE id = ? AND tenant_id = ?", productId, tenantId);
  if (!p) throw notFound();
  return p;
}

export const OPTION_VALUE_SQL = `
  SELECT v.id, v.product_option_id, o.product_id, v.name_en, v.name_ar, v.price_cents, v.is_stockable,
         oc.id AS oc_id, oc.name_en AS oc_en, oc.name_ar AS oc_ar
  FROM option_values v
  JOIN product_options o ON o.id = v.product_option_id
  LEFT JOIN option_categories oc ON oc.id = v.option_category_id`;

export function optionValuesByIds(db: DB, ids: number[]): OptionValueRow[] {
  if (!ids.length) return [];
  return all<OptionValueRow>(
    db,
    `${OPTION_VALUE_SQL} WHERE v.id IN (SELECT value FROM json_each(?)) ORDER BY o.position, v.position`,
    JSON.stringify(ids),
  );
}

export const REVIEW_SQL = `
  SELECT r.id, r.comment, r.rate_value, r.product_id, r.user_id, r.created_at, u.first_name, u.last_name
  FROM reviews r JOIN users u ON u.id = r.user_id`;

export function reviewsOf(db: DB, productId: number): Json[] {
  return all(db, `${REVIEW_SQL} WHERE r.product_id = ? ORDER BY r.created_at DESC, r.id DESC`, productId).map(
    reviewJson,
  );
}

/** A product's serialisation, as cached. */
interface CachedProduct {
  obj: Json;
  /** serialised with wished false / true, built on first use */
  json?: [string, string];
}

const productCache = new WeakMap<DB, Map<string, Map<number, CachedProduct>>>();

/** Drop a product's cached serialisation (after a review changes its rating). */
export function invalidateProduct(db: DB, productId: number): void {
  for (const cache of productCache.get(db)?.values() ?? []) cache.delete(productId);
}

/**
 * Serialised products are cached per database and per media origin; only `wished`
 * (per user) and `ratesProduct` (detail) are added per request. Reviews invalidate.
 */
function cachedProducts(db: DB, ids: number[], media: MediaFn): Map<number, CachedProduct> {
  let perDb = productCache.get(db);
  if (!perDb) {
    perDb = new Map();
    productCache.set(db, perDb);
  }
  const originKey = media("_") ?? "";
  let cache = perDb.get(originKey);
  if (!cache) {
    cache = new Map();
    perDb.set(originKey, cache);
  }
  const missing = ids.filter((id) => !cache.has(id));
  if (missing.length) for (const p of buildProducts(db, missing, media)) cache.set(p.id as number, { obj: p });
  return cache;
}

function wishedSet(db: DB, ids: number[], userId: number | null): Set<number> {
  if (userId == null) return new Set();
  return new Set(
    all<{ product_id: number }>(
      db,
      "SELECT product_id FROM wishlist WHERE user_id = ? AND product_id IN (SELECT value FROM json_each(?))",
      userId,
      JSON.stringify(ids),
    ).map((r) => r.product_id),
  );
}

/**
 * Serialise products in the given order. `withReviews` adds ratesProduct (detail only;
 * lists send []). `userId` drives `wished`.
 */
export function loadProducts(
  db: DB,
  ids: number[],
  media: MediaFn,
  userId: number | null,
  withReviews = false,
): Json[] {
  if (!ids.length) return [];
  const cache = cachedProducts(db, ids, media);
  const wished = wishedSet(db, ids, userId);
  const out: Json[] = [];
  for (const id of ids) {
    const p = cache.get(id);
    if (!p) continue;
    const copy: Json = { ...p.obj, wished: wished.has(id) };
    if (withReviews) copy.ratesProduct = reviewsOf(db, id);
    out.push(copy);
  }
  return out;
}

/** The same list as loadProducts (without reviews), already serialised as a JSON array. */
export function loadProductsJson(db: DB, ids: number[], media: MediaFn, userId: number | null): string {
  if (!ids.length) return "[]";
  const cache = cachedProducts(db, ids, media);
  const wished = wishedSet(db, ids, userId);
  const parts: string[] = [];
  for (const id of ids) {
    const p = cache.get(id);
    if (!p) continue;
    p.json ??= [JSON.stringify({ ...p.obj, wished: false }), JSON.stringify({ ...p.obj, wished: true })];
    parts.push(p.json[wished.has(id) ? 1 : 0]);
  }
  return `[${parts.join(",")}]`;
}

function buildProducts(db: DB, ids: number[], media: MediaFn): Json[] {
  const idsJson = JSON.stringify(ids);
  const rows = all<ProductRow>(
    db,
    `SELECT p.id, p.tenant_id, p.name_en, p.name_ar, p.description, p.description_ar, p.price_cents, p.old_price_cents,
            p.delivery_time,
            p.shipping_cents, p.created_at, p.category_id, c.name_en AS c_en, c.name_ar AS c_ar,
            s.id AS s_id, s.name_en AS s_en, s.name_ar AS s_ar, p.brand_id, b.name AS b_name,
            r.avg, r.cnt
     FROM products p
     JOIN categories c ON c.id = p.category_id
     JOIN sections s ON s.id = c.section_id
     LEFT JOIN brands b ON b.id = p.brand_id
     LEFT JOIN (SELECT product_id, AVG(rate_value) AS avg, COUNT(*) AS cnt FROM reviews
                WHERE product_id IN (SELECT value FROM json_each(?1)) GROUP BY product_id) r ON r.product_id = p.id
     WHERE p.id IN (SELECT value FROM json_each(?1))`,
    idsJson,
  );
  const images = all<ImageRow>(
    db,
    "SELECT id, product_id, path FROM product_images WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY position, id",
    idsJson,
  );
  const options = all<OptionRow>(
    db,
    "SELECT id, product_id, name_en, name_ar FROM product_options WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY position, id",
    idsJson,
  );
  const values = all<OptionValueRow>(
    db,
    `${OPTION_VALUE_SQL} WHERE o.product_id IN (SELECT value FROM json_each(?)) ORDER BY v.position, v.id`,
    idsJson,
  );
  const imagesBy = groupBy(images, (i) => i.product_id);
  const optionsBy = groupBy(options, (o) => o.product_id);
  const valuesBy = groupBy(values, (v) => v.product_option_id);
  const valuesOf = (optionId: number) => valuesBy.get(optionId) ?? [];
  const byId = new Map<number, Json>();
  for (const p of rows) {
    byId.set(p.id, productJson(p, imagesBy.get(p.id) ?? [], optionsBy.get(p.id) ?? [], valuesOf, media));
  }
  return [...byId.values()];
}

function groupBy<T>(rows: T[], key: (r: T) => number): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/* product search / filter -------------------------------------------------- */

export interface ProductFilter {
  tenantId: number;
  category?: number;
  section?: number;
  priceGte?: number; // cents
  priceLte?: number;
  brands?: number[];
  rateGte?: number;
  search?: string;
  ordering?: string;
}

const ORDERINGS: Record<string, string> = {
  price: "p.price_cents",
  created_at: "p.created_at",
  rateAvg: "COALESCE(r.avg, 0)",
  rate: "COALESCE(r.avg, 0)",
  name: "p.name_en COLLATE NOCASE",
  id: "p.id",
};

function filterSql(f: ProductFilter): { where: string; params: SqlParam[]; order: string } {
  const conds = ["p.tenant_id = ?"];
  const params: SqlParam[] = [f.tenantId];
  if (f.category !== undefined) {
    conds.push("p.category_id = ?");
    params.push(f.category);
  }
  if (f.section !== undefined) {
    conds.push("c.section_id = ?");
    params.push(f.section);
  }
  if (f.priceGte !== undefined) {
    conds.push("p.price_cents >= ?");
    params.push(f.priceGte);
  }
  if (f.priceLte !== undefined) {
    conds.push("p.price_cents <= ?");
    params.push(f.priceLte);
  }
  if (f.brands !== undefined) {
    conds.push("p.brand_id IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(f.brands));
  }
  if (f.rateGte !== undefined) {
    conds.push("COALESCE(r.avg, 0) >= ?");
    params.push(f.rateGte);
  }
  const like = searchPattern(f);
  if (like !== null) {
    // m: the product's option values that match (OPTION_MATCH_JOIN).
    conds.push(
      `(p.name_en LIKE ? ESCAPE '\\' OR p.name_ar LIKE ? ESCAPE '\\' OR COALESCE(p.description, '') LIKE ? ESCAPE '\\'
        OR COALESCE(p.description_ar, '') LIKE ? ESCAPE '\\' OR m.value_id IS NOT NULL)`,
    );
    params.push(like, like, like, like);
  }
  let order = "p.created_at DESC, p.id DESC";
  const key = (f.ordering ?? "").split(",")[0]?.trim() ?? "";
  const desc = key.startsWith("-");
  const col = ORDERINGS[desc ? key.slice(1) : key];
  if (col) order = `${col} ${desc ? "DESC" : "ASC"}, p.id ${desc ? "DESC" : "ASC"}`;
  return { where: conds.join(" AND "), params, order };
}

/** The LIKE pattern of a non-empty search (the text taken literally), else null. */
function searchPattern(f: ProductFilter): string | null {
  if (f.search === undefined || f.search.trim() === "") return null;
  return `%${f.search.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const FROM = `FROM products p JOIN categories c ON c.id = p.category_id`;
const RATINGS_JOIN = `LEFT JOIN (SELECT product_id, AVG(rate_value) AS avg, COUNT(*) AS cnt FROM reviews
  WHERE tenant_id = ? GROUP BY product_id) r ON r.product_id = p.id`;
/**
 * A search also matches the names of a product's option values, one row per matching value, as
 * a Django search across a to-many relation without distinct() does: a product is listed once
 * per matching value (once when only its name or description matches), and `count` and the
 * pages count those rows (docs/upstream-api.md §6.2). The spec's storefront de-duplicates them.
 */
const OPTION_MATCH_JOIN = `LEFT JOIN (SELECT o.product_id, v.id AS value_id FROM option_values v
  JOIN product_options o ON o.id = v.product_option_id
  WHERE v.name_en LIKE ? ESCAPE '\\' OR v.name_ar LIKE ? ESCAPE '\\') m ON m.product_id = p.id`;

/** FROM clause; the ratings aggregate is joined only when the query needs it, the option matches only for a search. */
function fromSql(where: string, order: string, f: ProductFilter): { from: string; params: SqlParam[] } {
  const joins = [FROM];
  const params: SqlParam[] = [];
  if (/\br\.avg\b/.test(where + order)) {
    joins.push(RATINGS_JOIN);
    params.push(f.tenantId);
  }
  const like = searchPattern(f);
  if (like !== null) {
    joins.push(OPTION_MATCH_JOIN);
    params.push(like, like);
  }
  return { from: joins.join(" "), params };
}

export function countProducts(db: DB, f: ProductFilter): number {
  const { where, params } = filterSql(f);
  const from = fromSql(where, "", f);
  return get<{ n: number }>(db, `SELECT COUNT(*) AS n ${from.from} WHERE ${where}`, ...from.params, ...params)?.n ?? 0;
}

export function findProductIds(db: DB, f: ProductFilter, limit: number, offset: number): number[] {
  const { where, params, order } = filterSql(f);
  const from = fromSql(where, order, f);
  return all<{ id: number }>(
    db,
    `SELECT p.id ${from.from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
    ...from.params,
    ...params,
    limit,
    offset,
  ).map((r) => r.id);
}

/* categories ----------------------------------------------------------------- */

export function categoriesOf(db: DB, tenantId: number, media: MediaFn, onlyWithProducts = false): Json[] {
  return all<CategoryRow>(
    db,
    `SELECT c.id, c.section_id, c.name_en, c.name_ar, c.image_path, COUNT(p.id) AS n
     FROM categories c LEFT JOIN products p ON p.category_id = c.id
     WHERE c.tenant_id = ? GROUP BY c.id ${onlyWithProducts ? "HAVING n > 0" : ""} ORDER BY c.id`,
    tenantId,
  ).map((c) => categoryJson(c, media));
}
