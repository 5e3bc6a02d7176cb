/** Order and server cart calls of the commerce API, mounted at /api/orders/. */
import { Hono } from "hono";
import { CartAddRequestSchema, CashOrderRequestSchema } from "../../server/upstream/contract/index.ts";
import type { DB } from "../db.ts";
import { authTenant, checkPage, intParam, mediaBase, pageEnvelope, pageParams, parseBody } from "../http.ts";
import { message } from "../messages.ts";
import {
  addToCart,
  clearCart,
  countOrders,
  listOrders,
  loadCart,
  loadOrders,
  orderById,
  orderFromCart,
} from "../orders.ts";
import { requireShopper } from "../shopper.ts";

export function ordersApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  const shopper = requireShopper(db);

  app.get("/", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const status = intParam(c, "status", { min: 1 });
    const count = countOrders(db, auth.userId, auth.tenantId, status);
    const info = checkPage(pageParams(c, 10, 100), count);
    const rows = listOrders(db, auth.userId, auth.tenantId, status, info.pageSize, info.offset);
    return c.json(pageEnvelope(c, info, count, loadOrders(db, rows, mediaBase(c))));
  });

  app.get("/:id{[0-9]+}", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    return c.json(orderById(db, auth.userId, auth.tenantId, Number(c.req.param("id")), mediaBase(c)));
  });

  app.get("/cart", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    return c.json(loadCart(db, auth.userId, auth.tenantId, mediaBase(c)));
  });

  app.post("/cart/add", shopper, async (c) => {
    const auth = c.get("shopper");
    const body = await parseBody(c, CartAddRequestSchema);
    authTenant(db, c, auth);
    addToCart(db, auth.userId, auth.tenantId, body.product, body.quantity, body.productoptions);
    return c.json(loadCart(db, auth.userId, auth.tenantId, mediaBase(c)), 201);
  });

  app.post("/cart/clear", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    clearCart(db, auth.userId, auth.tenantId);
    return c.json({ detail: message(c, "cartCleared") });
  });

  app.post("/cash", shopper, async (c) => {
    const auth = c.get("shopper");
    const body = await parseBody(c, CashOrderRequestSchema);
    const tenant = authTenant(db, c, auth);
    const { orderId } = orderFromCart(db, {
      tenantId: tenant.id,
      userId: auth.userId,
      addressId: body.address,
      method: "cash",
      paymentStatus: "pending",
      currency: tenant.currency,
    });
    return c.json(orderById(db, auth.userId, tenant.id, orderId, mediaBase(c)), 201);
  });

  return app;
}
