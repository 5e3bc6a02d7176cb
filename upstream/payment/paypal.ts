/**
 * PayPal (PAYMENT_METHOD_IDS.paypal): the payment API's create and capture calls and the
 * simulated approval page.
 */
import { Hono } from "hono";
import {
  PAYMENT_METHOD_IDS,
  PaypalCreateRequestSchema,
  SimActionRequestSchema,
} from "../../server/upstream/contract/index.ts";
import { cents, get, money, run, type DB } from "../db.ts";
import {
  authTenant,
  badRequest,
  notFound,
  nowIso,
  optionalAuth,
  originOf,
  parseBody,
  tenantById,
  withQuery,
} from "../http.ts";
import { cartTotalCents, orderFromCart, ownAddress } from "../orders.ts";
import type { SessionRow } from "../rows.ts";
import { requireShopper } from "../shopper.ts";
import { activeMethods, checkAmount, esc, page, sessionId, simSession } from "./shared.ts";

export function paypalApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  const shopper = requireShopper(db);

  app.post("/payment/paypal/create", shopper, async (c) => {
    const auth = c.get("shopper");
    const body = await parseBody(c, PaypalCreateRequestSchema);
    const tenant = authTenant(db, c, auth);
    if (activeMethods(tenant)[PAYMENT_METHOD_IDS.paypal] !== true)
      throw badRequest("PayPal is not active for this shop.");
    if (body.value !== undefined && cents(body.value) !== cents(body.total))
      throw badRequest({ detail: "value must equal total", value: ["Must equal total."] });
    ownAddress(db, auth.userId, body.address_id);
    checkAmount(body.total, cartTotalCents(db, auth.userId, tenant.id));
    const id = sessionId("PAYID");
    run(
      db,
      `INSERT INTO checkout_sessions (id, kind, tenant_id, user_id, address_id, amount_cents, currency, status, success_url, cancel_url, created_at)
       VALUES (?, 'paypal', ?, ?, ?, ?, ?, 'created', ?, ?, ?)`,
      id,
      tenant.id,
      auth.userId,
      body.address_id,
      cents(body.total),
      tenant.currency,
      body.return_url ?? null,
      body.cancel_url ?? null,
      nowIso(),
    );
    return c.json({ id, url: `${originOf(c)}/payment-api/sim/paypal/${id}/` }, 201);
  });

  app.post("/payment/paypal/capture", async (c) => {
    const auth = optionalAuth(db, c);
    const id = c.req.query("id") ?? c.req.query("token");
    if (!id) throw badRequest({ detail: "id: This field is required.", id: ["This field is required."] });
    const s = get<SessionRow>(db, "SELECT * FROM checkout_sessions WHERE id = ? AND kind = 'paypal'", id);
    if (!s) throw notFound();
    if (auth && (auth.userId !== s.user_id || auth.tenantId !== s.tenant_id)) throw notFound();
    if (s.status === "captured") throw badRequest("payment already captured");
    if (s.status !== "approved") throw badRequest("payment was not approved by the payer");
    const tenant = tenantById(db, s.tenant_id);
    const { orderId, paymentId } = orderFromCart(db, {
      tenantId: s.tenant_id,
      userId: s.user_id,
      addressId: s.address_id,
      method: "paypal",
      paymentStatus: "paid",
      currency: tenant?.currency ?? s.currency,
      reference: s.id,
    });
    run(db, "UPDATE checkout_sessions SET status = 'captured', order_id = ? WHERE id = ?", orderId, s.id);
    return c.json({ status: "COMPLETED", order: orderId, payment: paymentId });
  });

  // the simulated approval page
  app.get("/sim/paypal/:id", (c) => {
    const s = simSession(db, c, "paypal");
    if (s.status !== "created") return page(c, "PayPal", `<p>This payment is ${esc(s.status)}.</p>`);
    return page(
      c,
      "PayPal",
      `<h1>PayPal (simulated)</h1><p>Approve a payment of <strong>${esc(money(s.amount_cents))} ${esc(s.currency)}</strong>?</p>
      <form method="post"><button class="pay" name="action" value="approve">Approve</button><button class="cancel" name="action" value="cancel">Cancel</button></form>`,
    );
  });
  app.post("/sim/paypal/:id", async (c) => {
    const s = simSession(db, c, "paypal");
    const form = await parseBody(c, SimActionRequestSchema);
    if (s.status !== "created") return page(c, "PayPal", `<p>This payment is ${esc(s.status)}.</p>`, 400);
    if (form.action === "cancel") {
      run(db, "UPDATE checkout_sessions SET status = 'cancelled' WHERE id = ?", s.id);
      if (s.cancel_url) return c.redirect(withQuery(s.cancel_url, { token: s.id }), 303);
      return page(c, "PayPal", "<h1>Payment cancelled</h1>");
    }
    run(db, "UPDATE checkout_sessions SET status = 'approved' WHERE id = ?", s.id);
    if (s.success_url) return c.redirect(withQuery(s.success_url, { token: s.id, PayerID: "SIMPAYER" }), 303);
    return page(c, "PayPal", `<h1>Approved</h1><p>Capture with POST payment/paypal/capture/?id=${esc(s.id)}</p>`);
  });

  return app;
}
