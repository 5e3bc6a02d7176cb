/** Product reviews of the commerce API, mounted at /api/products/. */
import { Hono } from "hono";
import { ReviewCreateRequestSchema } from "../../server/upstream/contract/index.ts";
import { invalidateProduct, productInTenant, REVIEW_SQL, reviewsOf } from "../catalog.ts";
import { get, run, type DB } from "../db.ts";
import { authTenant, badRequest, fieldError, HttpError, intParam, nowIso, parseBody, publicTenant } from "../http.ts";
import { reviewJson, type Json } from "../serializers.ts";
import { requireShopper } from "../shopper.ts";

export function reviewsApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  const shopper = requireShopper(db);

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

  return app;
}
