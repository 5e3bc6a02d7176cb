/** The shopper's wishlist on the commerce API, mounted at /api/products/. */
import { Hono } from "hono";
import { WishlistToggleRequestSchema } from "../../server/upstream/contract/index.ts";
import { loadProducts, productInTenant } from "../catalog.ts";
import { all, run, tx, type DB } from "../db.ts";
import { authTenant, mediaBase, nowIso, parseBody } from "../http.ts";
import { requireShopper } from "../shopper.ts";

export function wishlistApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  const shopper = requireShopper(db);

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

  return app;
}
