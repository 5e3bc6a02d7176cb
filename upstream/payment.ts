/**
 * Payment API, mounted at /payment-api/ (PAYMENT_API_URL = <origin>/payment-api/),
 * plus the payment provider simulators under /payment-api/sim/:
 *   - a hosted card checkout page (method 1),
 *   - a PayPal approval page (method 4),
 *   - the card provider's API, form and script (method 5, "moyasar").
 */
import { randomBytes } from "node:crypto";
import { Hono, type Context } from "hono";
import {
  CardCheckoutRequestSchema,
  MoyasarConfirmRequestSchema,
  MoyasarCreateRequestSchema,
  PaypalCreateRequestSchema,
  SimActionRequestSchema,
} from "../server/upstream/contract/index.ts";
import { all, cents, get, money, run, type DB } from "./db.ts";
import {
  authTenant,
  badRequest,
  HttpError,
  notFound,
  nowIso,
  optionalAuth,
  originOf,
  parseBody,
  readBody,
  requireTenant,
  tenantById,
  withQuery,
  zodErrorBody,
} from "./http.ts";
import { cartTotalCents, orderFromCart, ownAddress } from "./orders.ts";
import type { PaymentRow, ProviderPaymentRow, SessionRow } from "./rows.ts";
import { checkoutSessionJson, paymentRecordJson, providerPaymentJson } from "./serializers.ts";
import { requireShopper } from "./shopper.ts";

const METHOD_NAMES: Record<string, string> = {
  "1": "Card or wallet",
  "2": "Cash on delivery",
  "4": "PayPal",
  "5": "Card (Moyasar)",
};

function esc(s: unknown): string {
  return String(s ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** A simulated provider's page; its content in a <main>, as axe asks of every page the e2e tests open. */
function page(c: Context, title: string, body: string, status: 200 | 400 | 404 = 200) {
  c.header(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'",
  );
  c.header("Cache-Control", "no-store");
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${esc(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111}` +
      `.box{border:1px solid #ddd;border-radius:.75rem;padding:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;cursor:pointer;margin-right:.5rem}` +
      `.pay{background:#0f766e;color:#fff}.cancel{background:#eee}label{display:block;margin:.6rem 0 .2rem}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}` +
      `small{color:#666}</style></head><body><main class="box"><p><small>SIMULATOR — development payment provider, no real money moves.</small></p>${body}</main></body></html>`,
    status,
  );
}

function sessionId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

function luhn(num: string): boolean {
  let sum = 0;
  let dbl = false;
  for (let i = num.length - 1; i >= 0; i--) {
    let d = Number(num[i]);
    if (dbl) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    dbl = !dbl;
  }
  return sum % 10 === 0;
}

/** Form fields like source[number] -> {source: {number}} */
function nestForm(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    const m = /^(\w+)\[(\w+)\]$/.exec(k);
    if (m && m[1] && m[2]) {
      const inner = (out[m[1]] as Record<string, unknown> | undefined) ?? {};
      inner[m[2]] = v;
      out[m[1]] = inner;
    } else out[k] = v;
  }
  return out;
}

export function paymentApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  const shopper = requireShopper(db);

  const checkAmount = (given: number, cartCents: number) => {
    if (cartCents === 0) throw badRequest("Cart is empty");
    if (cents(given) !== cartCents) {
      throw badRequest({
        detail: `amount does not match the cart total (${money(cartCents)})`,
        amount: ["Does not match the cart total."],
      });
    }
  };

  /* the payment API ------------------------------------------------------- */

  app.get("/payment/methods", (c) => {
    const auth = optionalAuth(db, c);
    const tenant = requireTenant(db, c);
    if (auth && auth.tenantId !== tenant.id)
      throw new HttpError(403, { detail: "This token is not valid for this tenant." });
    const methods = JSON.parse(tenant.payment_methods_json) as Record<string, boolean>;
    return c.json({
      results: ["1", "2", "4", "5"].map((id) => ({
        id: Number(id),
        name: METHOD_NAMES[id],
        active: methods[id] === true,
      })),
    });
  });

  app.get("/payment/key", (c) => {
    const tenant = requireTenant(db, c);
    return c.json({ publishable_key: tenant.publishable_key });
  });

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

  app.post("/payment/paypal/create", shopper, async (c) => {
    const auth = c.get("shopper");
    const body = await parseBody(c, PaypalCreateRequestSchema);
    const tenant = authTenant(db, c, auth);
    const methods = JSON.parse(tenant.payment_methods_json) as Record<string, boolean>;
    if (methods["4"] !== true) throw badRequest("PayPal is not active for this shop.");
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

  app.post("/payment/moyasar/payments/:id", shopper, async (c) => {
    const auth = c.get("shopper");
    const body = await parseBody(c, MoyasarConfirmRequestSchema);
    const tenant = authTenant(db, c, auth);
    const p = get<ProviderPaymentRow>(db, "SELECT * FROM provider_payments WHERE id = ?", c.req.param("id") ?? "");
    if (!p || p.tenant_id !== tenant.id) throw notFound();
    if (p.order_id != null) throw badRequest("payment already confirmed");
    if (p.status !== "paid") throw badRequest("payment is not paid");
    ownAddress(db, auth.userId, body.address);
    const cartCents = cartTotalCents(db, auth.userId, tenant.id);
    if (cartCents === 0) throw badRequest("Cart is empty");
    if (p.amount !== cartCents)
      throw badRequest({ detail: "amount does not match the cart total", amount: ["Does not match the cart total."] });
    const { orderId, paymentId } = orderFromCart(db, {
      tenantId: tenant.id,
      userId: auth.userId,
      addressId: body.address,
      method: "moyasar",
      paymentStatus: "paid",
      currency: p.currency,
      reference: p.id,
    });
    run(db, "UPDATE provider_payments SET order_id = ? WHERE id = ?", orderId, p.id);
    return c.json({ status: "paid", order: orderId, payment: paymentId });
  });

  app.get("/payment/history", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const rows = all<PaymentRow>(
      db,
      "SELECT * FROM payments WHERE user_id = ? AND tenant_id = ? ORDER BY created_at DESC, id DESC",
      auth.userId,
      auth.tenantId,
    );
    return c.json({ results: rows.map(paymentRecordJson) });
  });

  /* simulators ------------------------------------------------------------------ */

  const session = (c: Context, kind: "card" | "paypal") => {
    const s = get<SessionRow>(
      db,
      "SELECT * FROM checkout_sessions WHERE id = ? AND kind = ?",
      c.req.param("id") ?? "",
      kind,
    );
    if (!s) throw notFound();
    return s;
  };

  // hosted card checkout (method 1)
  app.get("/sim/checkout/:id", (c) => {
    const s = session(c, "card");
    const items = JSON.parse(s.items_json) as { name: string; amount: number; quantity: number }[];
    if (s.status !== "open")
      return page(c, "Checkout", `<h1>Checkout ${esc(s.status)}</h1><p>This checkout session is ${esc(s.status)}.</p>`);
    return page(
      c,
      "Checkout",
      `<h1>Pay ${esc(money(s.amount_cents))} ${esc(s.currency)}</h1><ul>${items
        .map((i) => `<li>${esc(i.name.split("&^&")[0])} × ${esc(i.quantity)}</li>`)
        .join("")}</ul>
      <form method="post"><button class="pay" name="action" value="pay">Pay now</button><button class="cancel" name="action" value="cancel">Cancel</button></form>`,
    );
  });
  app.post("/sim/checkout/:id", async (c) => {
    const s = session(c, "card");
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

  // PayPal approval (method 4)
  app.get("/sim/paypal/:id", (c) => {
    const s = session(c, "paypal");
    if (s.status !== "created") return page(c, "PayPal", `<p>This payment is ${esc(s.status)}.</p>`);
    return page(
      c,
      "PayPal",
      `<h1>PayPal (simulated)</h1><p>Approve a payment of <strong>${esc(money(s.amount_cents))} ${esc(s.currency)}</strong>?</p>
      <form method="post"><button class="pay" name="action" value="approve">Approve</button><button class="cancel" name="action" value="cancel">Cancel</button></form>`,
    );
  });
  app.post("/sim/paypal/:id", async (c) => {
    const s = session(c, "paypal");
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

  // card provider (method 5): API
  app.post("/sim/moyasar/v1/payments", async (c) => {
    const ct = (c.req.header("content-type") ?? "").toLowerCase();
    const isJson = ct.includes("application/json");
    const raw = (await readBody(c)) as Record<string, unknown>;
    const parsed = MoyasarCreateRequestSchema.safeParse(isJson ? raw : nestForm(raw));
    if (!parsed.success) {
      if (isJson) throw badRequest(zodErrorBody(parsed.error));
      const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
      return page(
        c,
        "Payment error",
        `<h1>Payment error</h1><ul>${issues.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>`,
        400,
      );
    }
    const b = parsed.data;
    const tenant = get<{ id: number }>(db, "SELECT id FROM tenants WHERE publishable_key = ?", b.publishable_api_key);
    if (!tenant) {
      if (isJson) throw new HttpError(401, { detail: "Invalid publishable key." });
      return page(c, "Payment error", "<h1>Invalid publishable key</h1>", 400);
    }
    const num = b.source.number;
    const [status, message] = !luhn(num)
      ? ["failed", "INVALID_CARD"]
      : num.endsWith("0002")
        ? ["failed", "INSUFFICIENT_FUNDS"]
        : ["paid", "APPROVED"];
    const id = crypto.randomUUID();
    run(
      db,
      `INSERT INTO provider_payments (id, tenant_id, amount, currency, description, status, message, callback_url, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      tenant.id,
      b.amount,
      b.currency,
      b.description,
      status,
      message,
      b.callback_url,
      nowIso(),
    );
    const payment = { ...b, id, status, message };
    if (!isJson) return c.redirect(withQuery(b.callback_url, { id, status, message }), 303);
    return c.json(providerPaymentJson(payment), 201);
  });
  app.get("/sim/moyasar/v1/payments/:id", (c) => {
    const p = get<ProviderPaymentRow>(db, "SELECT * FROM provider_payments WHERE id = ?", c.req.param("id") ?? "");
    if (!p) throw notFound();
    return c.json(providerPaymentJson(p));
  });

  const cardForm = (action: string, f: Record<string, string>) =>
    `<form method="post" action="${esc(action)}">
      ${["amount", "currency", "description", "callback_url", "publishable_api_key"]
        .map((k) => `<input type="hidden" name="${k}" value="${esc(f[k] ?? "")}">`)
        .join("")}
      <input type="hidden" name="source[type]" value="creditcard">
      <label for="mn">Name on card</label><input id="mn" name="source[name]" autocomplete="cc-name" required>
      <label for="mc">Card number</label><input id="mc" name="source[number]" inputmode="numeric" autocomplete="cc-number" required>
      <label for="mm">Month</label><input id="mm" name="source[month]" inputmode="numeric" placeholder="MM" required>
      <label for="my">Year</label><input id="my" name="source[year]" inputmode="numeric" placeholder="YY" required>
      <label for="mv">CVC</label><input id="mv" name="source[cvc]" inputmode="numeric" required>
      <p><button class="pay" type="submit">Pay</button></p>
      <p><small>Test cards: 4111 1111 1111 1111 is paid; 4000 0000 0000 0002 is declined.</small></p>
    </form>`;

  // card provider: a no-JavaScript form page (query: amount, currency, description, callback_url, publishable_api_key)
  app.get("/sim/moyasar/form", (c) => {
    const q = c.req.query();
    const amount = Number(q.amount ?? 0);
    return page(
      c,
      "Card payment",
      `<h1>Pay ${esc((amount / 100).toFixed(2))} ${esc(q.currency ?? "")}</h1>${cardForm(`${originOf(c)}/payment-api/sim/moyasar/v1/payments/`, q)}`,
    );
  });

  // card provider: the script a page loads, mimicking the provider's Moyasar.init({element, amount, …})
  app.get("/sim/moyasar/moyasar.js", (c) => {
    const action = `${originOf(c)}/payment-api/sim/moyasar/v1/payments/`;
    c.header("Content-Type", "application/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=300");
    return c.body(`/* Simulated card provider form (development only). */
(function () {
  var ACTION = ${JSON.stringify(action)};
  function esc(s) { return String(s == null ? "" : s).replace(/[&<>"']/g, function (c) { return "&#" + c.charCodeAt(0) + ";"; }); }
  function init(cfg) {
    var el = typeof cfg.element === "string" ? document.querySelector(cfg.element) : cfg.element;
    if (!el) throw new Error("Moyasar: element not found");
    var hidden = { amount: cfg.amount, currency: cfg.currency, description: cfg.description || "", callback_url: cfg.callback_url, publishable_api_key: cfg.publishable_api_key };
    var html = '<form method="post" action="' + esc(ACTION) + '" class="mysr-form">';
    for (var k in hidden) html += '<input type="hidden" name="' + k + '" value="' + esc(hidden[k]) + '">';
    html += '<input type="hidden" name="source[type]" value="creditcard">' +
      '<label>Name on card<input name="source[name]" autocomplete="cc-name" required></label>' +
      '<label>Card number<input name="source[number]" inputmode="numeric" autocomplete="cc-number" required></label>' +
      '<label>Month<input name="source[month]" inputmode="numeric" placeholder="MM" required></label>' +
      '<label>Year<input name="source[year]" inputmode="numeric" placeholder="YY" required></label>' +
      '<label>CVC<input name="source[cvc]" inputmode="numeric" required></label>' +
      '<button type="submit">Pay ' + esc((Number(cfg.amount) / 100).toFixed(2)) + ' ' + esc(cfg.currency) + '</button></form>';
    el.innerHTML = html;
  }
  window.Moyasar = { init: init };
})();
`);
  });

  return app;
}
