/**
 * Card checkout (PAYMENT_METHOD_IDS.card, "card or wallet"): the payment API's checkout session
 * and the simulated hosted checkout page it sends the shopper to.
 */
import { Hono } from "hono";
import {
  CardCheckoutRequestSchema,
  NAME_SEPARATOR,
  SimActionRequestSchema,
} from "../../server/upstream/contract/index.ts";
import { cents, get, money, run, type DB } from "../db.ts";
import { authTenant, HttpError, notFound, nowIso, originOf, parseBody, withQuery } from "../http.ts";
import { cartTotalCents, orderFromCart, ownAddress } from "../orders.ts";
import type { SessionRow } from "../rows.ts";
import { checkoutSessionJson } from "../serializers.ts";
import { requireShopper } from "../shopper.ts";
import { checkAmount, esc, page, sessionId, simSession } from "./shared.ts";

export function cardApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  const shopper = requireShopper(db);

  app.post("/payment/checkout", shopper, async (c) => {
    const auth = c.get("shopper");
    const body = await parseBody(c, CardCheckoutRequestSchema);
    const tenant = authTenant(db, c, auth);
    ownAddress(db, auth.userId, body.extras.address);
    checkAmount(body.amount, cartTotalCents(db, auth.userId, tenant.id));
    const id = sessionId("cs");
    run(
      db,
      `INSERT INTO checkout_sessions (id, kind, tenant_id, user_id, address_id, amount_cents, currency, items_json, status, success_url, cancel_url, created_at)
       VALUES (?, 'card', ?, ?, ?, ?, ?, ?, 'open', ?, ?, ?)`,
      id,
      tenant.id,
      auth.userId,
      body.extras.address,
      cents(body.amount),
      body.currency,
      JSON.stringify(body.items),
      body.success_url ?? null,
      body.cancel_url ?? null,
      nowIso(),
    );
    return c.json({ checkout_url: `${originOf(c)}/payment-api/sim/checkout/${id}/` }, 201);
  });

  // A card checkout session, for the storefront to verify a success return (only the payer's own).
  app.get("/payment/checkout/:id", shopper, (c) => {
    const auth = c.get("shopper");
    const tenant = authTenant(db, c, auth);
    const s = get<SessionRow>(
      db,
      "SELECT * FROM checkout_sessions WHERE id = ? AND kind = 'card'",
      c.req.param("id") ?? "",
    );
    if (!s || s.user_id !== auth.userId || s.tenant_id !== tenant.id) throw notFound();
    return c.json(checkoutSessionJson(s));
  });

  // the simulated hosted checkout page
  app.get("/sim/checkout/:id", (c) => {
    const s = simSession(db, c, "card");
    const items = JSON.parse(s.items_json) as { name: string; amount: number; quantity: number }[];
    if (s.status !== "open")
      return page(c, "Checkout", `<h1>Checkout ${esc(s.status)}</h1><p>This checkout session is ${esc(s.status)}.</p>`);
    return page(
      c,
      "Checkout",
      `<h1>Pay ${esc(money(s.amount_cents))} ${esc(s.currency)}</h1><ul>${items
        .map((i) => `<li>${esc(i.name.split(NAME_SEPARATOR)[0])} × ${esc(i.quantity)}</li>`)
        .join("")}</ul>
      <form method="post"><button class="pay" name="action" value="pay">Pay now</button><button class="cancel" name="action" value="cancel">Cancel</button></form>`,
    );
  });
  app.post("/sim/checkout/:id", async (c) => {
    const s = simSession(db, c, "card");
    const form = await parseBody(c, SimActionRequestSchema);
    if (s.status !== "open") return page(c, "Checkout", `<p>This checkout session is ${esc(s.status)}.</p>`, 400);
    if (form.action === "cancel") {
      run(db, "UPDATE checkout_sessions SET status = 'cancelled' WHERE id = ?", s.id);
      if (s.cancel_url) return c.redirect(withQuery(s.cancel_url, { session: s.id }), 303);
      return page(c, "Checkout cancelled", "<h1>Payment cancelled</h1><p>You can close this tab.</p>");
    }
    let orderId: number;
    try {
      orderId = orderFromCart(db, {
        tenantId: s.tenant_id,
        userId: s.user_id,
        addressId: s.address_id,
        method: "card",
        paymentStatus: "paid",
        currency: s.currency,
        reference: s.id,
      }).orderId;
    } catch (e) {
      if (e instanceof HttpError)
        return page(c, "Checkout failed", `<h1>Payment failed</h1><p>${esc(e.body.detail)}</p>`, 400);
      throw e;
    }
    run(db, "UPDATE checkout_sessions SET status = 'paid', order_id = ? WHERE id = ?", orderId, s.id);
    if (s.success_url) return c.redirect(withQuery(s.success_url, { session: s.id, order: String(orderId) }), 303);
    return page(
      c,
      "Payment complete",
      `<h1>Thank you</h1><p>Payment received. Order #${orderId} is confirmed. You can close this tab.</p>`,
    );
  });

  return app;
}
