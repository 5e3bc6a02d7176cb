/** Product lists and details of the commerce API, mounted at /api/products/. */
import { Hono, type Context } from "hono";
import {
  countProducts,
  findProductIds,
  loadProducts,
  loadProductsJson,
  productInTenant,
  type ProductFilter,
} from "../catalog.ts";
import { all, cents, get, type DB } from "../db.ts";
import {
  checkPage,
  decimalParam,
  idListParam,
  intParam,
  jsonWithResults,
  mediaBase,
  notFound,
  pageEnvelope,
  pageParams,
  publicTenant,
} from "../http.ts";

const NEW_ARRIVAL_WINDOW_DAYS = 30;
const TOP_RATED_MIN_AVG = 4;

/** The list filters of the query (docs/upstream-api.md §6.2). */
function productFilter(c: Context, tenantId: number): ProductFilter {
  const priceGte = decimalParam(c, "price__gte");
  const priceLte = decimalParam(c, "price__lte");
  return {
    tenantId,
    category: intParam(c, "category"),
    section: intParam(c, "category__section"),
    priceGte: priceGte === undefined ? undefined : cents(priceGte),
    priceLte: priceLte === undefined ? undefined : cents(priceLte),
    brands: idListParam(c, "brand"),
    rateGte: decimalParam(c, "rate__gte"),
    search: c.req.query("search"),
    ordering: c.req.query("ordering"),
  };
}

/** Products created within the window before the tenant's newest, newest first; null without products. */
function newArrivalIds(db: DB, tenantId: number): number[] | null {
  const newest = get<{ m: string | null }>(
    db,
    "SELECT MAX(created_at) AS m FROM products WHERE tenant_id = ?",
    tenantId,
  )?.m;
  if (!newest) return null;
  const since = new Date(Date.parse(newest) - NEW_ARRIVAL_WINDOW_DAYS * 86_400_000).toISOString();
  return all<{ id: number }>(
    db,
    "SELECT id FROM products WHERE tenant_id = ? AND created_at >= ? ORDER BY created_at DESC, id DESC",
    tenantId,
    since,
  ).map((r) => r.id);
}

/** Products rated at least TOP_RATED_MIN_AVG on average, best first. */
function topRatedIds(db: DB, tenantId: number): number[] {
  return all<{ id: number }>(
    db,
    `SELECT p.id FROM products p JOIN (SELECT product_id, AVG(rate_value) AS avg, COUNT(*) AS cnt FROM reviews
       WHERE tenant_id = ? GROUP BY product_id) r ON r.product_id = p.id
     WHERE p.tenant_id = ? AND r.avg >= ? ORDER BY r.avg DESC, r.cnt DESC, p.id ASC`,
    tenantId,
    tenantId,
    TOP_RATED_MIN_AVG,
  ).map((r) => r.id);
}

export function productsApp(db: DB): Hono {
  const app = new Hono({ strict: false });

  const listProducts = (c: Context) => {
    const { tenant, auth } = publicTenant(db, c);
    const filter = productFilter(c, tenant.id);
    const count = countProducts(db, filter);
    const info = checkPage(pageParams(c, 20, 500), count);
    const ids = findProductIds(db, filter, info.pageSize, info.offset);
    return jsonWithResults(
      c,
      pageEnvelope(c, info, count, []),
      loadProductsJson(db, ids, mediaBase(c), auth?.userId ?? null),
    );
  };
  app.get("/", listProducts);
  app.get("/search", listProducts);

  app.get("/new-arrivals", (c) => {
    const { tenant, auth } = publicTenant(db, c);
    const limit = intParam(c, "limit", { min: 1, max: 500 }) ?? 8;
    const ids = newArrivalIds(db, tenant.id);
    if (!ids) return c.json({ count: 0, results: [] });
    return jsonWithResults(
      c,
      { count: ids.length },
      loadProductsJson(db, ids.slice(0, limit), mediaBase(c), auth?.userId ?? null),
    );
  });

  app.get("/top-rated", (c) => {
    const { tenant, auth } = publicTenant(db, c);
    const limit = intParam(c, "limit", { min: 1, max: 500 }) ?? 8;
    const ids = topRatedIds(db, tenant.id);
    return jsonWithResults(
      c,
      { count: ids.length },
      loadProductsJson(db, ids.slice(0, limit), mediaBase(c), auth?.userId ?? null),
    );
  });

  app.get("/:id{[0-9]+}", (c) => {
    const { tenant, auth } = publicTenant(db, c);
    const id = Number(c.req.param("id"));
    productInTenant(db, id, tenant.id);
    const [p] = loadProducts(db, [id], mediaBase(c), auth?.userId ?? null, true);
    if (!p) throw notFound();
    return c.json(p);
  });

  return app;
}
