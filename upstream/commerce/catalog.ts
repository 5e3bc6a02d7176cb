/** Catalogue calls of the commerce API (products, categories, reviews, wishlist), mounted at /api/products/. */
import { Hono, type Context } from "hono";
import { ReviewCreateRequestSchema, WishlistToggleRequestSchema } from "../../server/upstream/contract/index.ts";
import {
  categoriesOf,
  countProducts,
  findProductIds,
  invalidateProduct,
  loadProducts,
  loadProductsJson,
  REVIEW_SQL,
  reviewsOf,
  type ProductFilter,
} from "../catalog.ts";
import { all, cents, get, run, tx, type DB } from "../db.ts";
import {
  authTenant,
  badRequest,
  checkPage,
  decimalParam,
  fieldError,
  HttpError,
  idListParam,
  intParam,
  jsonWithResults,
  mediaBase,
  notFound,
  nowIso,
  pageEnvelope,
  pageParams,
  parseBody,
  publicTenant,
} from "../http.ts";
import type { NamedRow } from "../rows.ts";
import { filtersJson, reviewJson, sectionJson, type Json } from "../serializers.ts";
import { requireShopper } from "../shopper.ts";

const NEW_ARRIVAL_WINDOW_DAYS = 30;
const TOP_RATED_MIN_AVG = 4;

function productInTenant(db: DB, productId: number, tenantId: number) {
  const p = get<{ id: number }>(db, "SELECT id FROM products WHERE id = ? AND tenant_id = ?", productId, tenantId);
  if (!p) throw notFound();
  return p;
}

export function catalogApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  const shopper = requireShopper(db);

  const listProducts = (c: Context) => {
    const { tenant, auth } = publicTenant(db, c);
    const priceGte = decimalParam(c, "price__gte");
    const priceLte = decimalParam(c, "price__lte");
    const filter: ProductFilter = {
      tenantId: tenant.id,
      category: intParam(c, "category"),
      section: intParam(c, "category__section"),
      priceGte: priceGte === undefined ? undefined : cents(priceGte),
      priceLte: priceLte === undefined ? undefined : cents(priceLte),
      brands: idListParam(c, "brand"),
      rateGte: decimalParam(c, "rate__gte"),
      search: c.req.query("search"),
      ordering: c.req.query("ordering"),
    };
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

  app.get("/sections", (c) => {
    const { tenant } = publicTenant(db, c);
    const cats = categoriesOf(db, tenant.id, mediaBase(c));
    const sections = all<NamedRow>(
      db,
      "SELECT id, name_en, name_ar FROM sections WHERE tenant_id = ? ORDER BY id",
      tenant.id,
    );
    return c.json({
      results: sections.map((s) =>
        sectionJson(
          s,
          cats.filter((cat) => cat.section === s.id),
        ),
      ),
    });
  });

  app.get("/categories/top", (c) => {
    const { tenant } = publicTenant(db, c);
    const limit = intParam(c, "limit", { min: 1, max: 500 });
    const cats = categoriesOf(db, tenant.id, mediaBase(c), true).sort(
      (a, b) => (b.products_count as number) - (a.products_count as number) || (a.id as number) - (b.id as number),
    );
    return c.json({ results: limit ? cats.slice(0, limit) : cats });
  });

  app.get("/categories", (c) => {
    const { tenant } = publicTenant(db, c);
    return c.json({ results: categoriesOf(db, tenant.id, mediaBase(c)) });
  });

  app.get("/categories/:id{[0-9]+}", (c) => {
    const { tenant } = publicTenant(db, c);
    const cat = categoriesOf(db, tenant.id, mediaBase(c)).find((x) => x.id === Number(c.req.param("id")));
    if (!cat) throw notFound();
    return c.json(cat);
  });

  app.get("/brands", (c) => {
    const { tenant } = publicTenant(db, c);
    return c.json({
      results: all(db, "SELECT id, name FROM brands WHERE tenant_id = ? ORDER BY name COLLATE NOCASE, id", tenant.id),
    });
  });

  app.get("/new-arrivals", (c) => {
    const { tenant, auth } = publicTenant(db, c);
    const limit = intParam(c, "limit", { min: 1, max: 500 }) ?? 8;
    const newest = get<{ m: string | null }>(
      db,
      "SELECT MAX(created_at) AS m FROM products WHERE tenant_id = ?",
      tenant.id,
    )?.m;
    if (!newest) return c.json({ count: 0, results: [] });
    const since = new Date(Date.parse(newest) - NEW_ARRIVAL_WINDOW_DAYS * 86_400_000).toISOString();
    const ids = all<{ id: number }>(
      db,
      "SELECT id FROM products WHERE tenant_id = ? AND created_at >= ? ORDER BY created_at DESC, id DESC",
      tenant.id,
      since,
    ).map((r) => r.id);
    return jsonWithResults(
      c,
      { count: ids.length },
      loadProductsJson(db, ids.slice(0, limit), mediaBase(c), auth?.userId ?? null),
    );
  });

  app.get("/top-rated", (c) => {
    const { tenant, auth } = publicTenant(db, c);
    const limit = intParam(c, "limit", { min: 1, max: 500 }) ?? 8;
    const ids = all<{ id: number }>(
      db,
      `SELECT p.id FROM products p JOIN (SELECT product_id, AVG(rate_value) AS avg, COUNT(*) AS cnt FROM reviews
         WHERE tenant_id = ? GROUP BY product_id) r ON r.product_id = p.id
       WHERE p.tenant_id = ? AND r.avg >= ? ORDER BY r.avg DESC, r.cnt DESC, p.id ASC`,
      tenant.id,
      tenant.id,
      TOP_RATED_MIN_AVG,
    ).map((r) => r.id);
    return jsonWithResults(
      c,
      { count: ids.length },
      loadProductsJson(db, ids.slice(0, limit), mediaBase(c), auth?.userId ?? null),
    );
  });

  app.get("/filters", (c) => {
    const { tenant } = publicTenant(db, c);
    const category = intParam(c, "category");
    if (
      category !== undefined &&
      !get(db, "SELECT id FROM categories WHERE id = ? AND tenant_id = ?", category, tenant.id)
    ) {
      throw notFound();
    }
    const scope = category === undefined ? "tenant_id = ?" : "tenant_id = ? AND category_id = ?";
    const params = category === undefined ? [tenant.id] : [tenant.id, category];
    const range = get<{ lo: number | null; hi: number | null }>(
      db,
      `SELECT MIN(price_cents) AS lo, MAX(price_cents) AS hi FROM products WHERE ${scope}`,
      ...params,
    );
    const brands = all(
      db,
      `SELECT DISTINCT b.id, b.name FROM brands b JOIN products p ON p.brand_id = b.id WHERE p.${scope.replace(/ AND /, " AND p.")}
       ORDER BY b.name COLLATE NOCASE, b.id`,
      ...params,
    );
    return c.json(filtersJson(range, brands, categoriesOf(db, tenant.id, mediaBase(c), true)));
  });

  app.get("/rates", (c) => {
    const { tenant } = publicTenant(db, c);
    const productId = intParam(c, "product", { min: 1 });
    if (productId === undefined) throw fieldError("product", "This field is required.");
    productInTenant(db, productId, tenant.id);
    return c.json({ results: reviewsOf(db, productId) });
  });

  app.post("/rates/create", shopper, async (c) => {
    const auth = c.get("shopper");
    const body = await parseBody(c, ReviewCreateRequestSchema);
    const tenant = authTenant(db, c, auth);
    if (body.user !== auth.userId) throw new HttpError(403, { detail: "You can only post reviews as yourself." });
    productInTenant(db, body.product, tenant.id);
    if (get(db, "SELECT id FROM reviews WHERE product_id = ? AND user_id = ?", body.product, auth.userId)) {
      throw badRequest("you already have reviewed this product");
    }
    const id = run(
      db,
      "INSERT INTO reviews (tenant_id, product_id, user_id, rate_value, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      tenant.id,
      body.product,
      auth.userId,
      body.rateValue,
      body.comment,
      nowIso(),
    ).lastInsertRowid;
    invalidateProduct(db, body.product);
    const row = get<Json>(db, `${REVIEW_SQL} WHERE r.id = ?`, id);
    return c.json(reviewJson(row ?? {}), 201);
  });

  app.get("/wishlist", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const ids = all<{ product_id: number }>(
      db,
      `SELECT w.product_id FROM wishlist w JOIN products p ON p.id = w.product_id
       WHERE w.user_id = ? AND p.tenant_id = ? ORDER BY w.created_at DESC, w.product_id DESC`,
      auth.userId,
      auth.tenantId,
    ).map((r) => r.product_id);
    return c.json({ count: ids.length, results: loadProducts(db, ids, mediaBase(c), auth.userId) });
  });

  app.post("/wishlist/toggle", shopper, async (c) => {
    const auth = c.get("shopper");
    const body = await parseBody(c, WishlistToggleRequestSchema);
    const tenant = authTenant(db, c, auth);
    productInTenant(db, body.product, tenant.id);
    const wished = tx(db, () => {
      const del = run(db, "DELETE FROM wishlist WHERE user_id = ? AND product_id = ?", auth.userId, body.product);
      if (del.changes > 0) return false;
      run(
        db,
        "INSERT INTO wishlist (user_id, product_id, created_at) VALUES (?, ?, ?)",
        auth.userId,
        body.product,
        nowIso(),
      );
      return true;
    });
    return c.json({ product: body.product, wished });
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
