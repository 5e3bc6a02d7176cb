/** Sections, categories, brands and the list filters of the commerce API, mounted at /api/products/. */
import { Hono } from "hono";
import { categoriesOf } from "../catalog.ts";
import { all, get, type DB } from "../db.ts";
import { intParam, mediaBase, notFound, publicTenant } from "../http.ts";
import type { NamedRow } from "../rows.ts";
import { filtersJson, sectionJson } from "../serializers.ts";

/** The price range and the brands of the tenant's products, or of one category's. */
function facets(db: DB, tenantId: number, category: number | undefined) {
  const scope = category === undefined ? "tenant_id = ?" : "tenant_id = ? AND category_id = ?";
  const params = category === undefined ? [tenantId] : [tenantId, category];
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
  return { range, brands };
}

export function categoriesApp(db: DB): Hono {
  const app = new Hono({ strict: false });

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

  app.get("/filters", (c) => {
    const { tenant } = publicTenant(db, c);
    const category = intParam(c, "category");
    if (
      category !== undefined &&
      !get(db, "SELECT id FROM categories WHERE id = ? AND tenant_id = ?", category, tenant.id)
    ) {
      throw notFound();
    }
    const { range, brands } = facets(db, tenant.id, category);
    return c.json(filtersJson(range, brands, categoriesOf(db, tenant.id, mediaBase(c), true)));
  });

  return app;
}
