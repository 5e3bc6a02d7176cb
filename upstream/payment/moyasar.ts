/**
 * The card provider (PAYMENT_METHOD_IDS.moyasar): the payment API's confirmation of a provider
 * payment, and the simulated provider itself (its payments API, a no-JavaScript form and the
 * script a page loads).
 */
import { Hono } from "hono";
import { MoyasarConfirmRequestSchema, MoyasarCreateRequestSchema } from "../../server/upstream/contract/index.ts";
import { get, run, type DB } from "../db.ts";
import {
  authTenant,
  badRequest,
  HttpError,
  notFound,
  nowIso,
  originOf,
  parseBody,
  readBody,
  withQuery,
  zodErrorBody,
} from "../http.ts";
import { cartTotalCents, orderFromCart, ownAddress } from "../orders.ts";
import type { ProviderPaymentRow } from "../rows.ts";
import { providerPaymentJson } from "../serializers.ts";
import { requireShopper } from "../shopper.ts";
import { esc, page } from "./shared.ts";

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

/** The simulated outcome of a card number: not a Luhn number fails, one ending in 0002 is declined. */
function cardOutcome(num: string): [status: string, message: string] {
  return !luhn(num)
    ? ["failed", "INVALID_CARD"]
    : num.endsWith("0002")
      ? ["failed", "INSUFFICIENT_FUNDS"]
      : ["paid", "APPROVED"];
}

/** The no-JavaScript page's card form, posting to the provider's payments API. */
function cardForm(action: string, f: Record<string, string>): string {
  return `<form method="post" action="${esc(action)}">
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
}

/** The provider's script: Moyasar.init({element, amount, …}) draws a card form posting to `action`. */
function providerScript(action: string): string {
  return `/* Simulated card provider form (development only). */
(function () {
  var ACTION = ${JSON.stringify(action)};
  function esc(s) { return String(s == null ? "" : s).replace(/[&<>"']/g, function (c) { return "&#" + c.charCodeAt(0) + ";"; }); }
  function init(cfg) {
    var el = typeof cfg.element === "string" ? document.querySelector(cfg.element) : cfg.element;
    if (!el) throw new Error("Moyasar: element not found");
    var hidden = { amount: cfg.amount, currency: cfg.currency, description: cfg.description || "", callback_url: cfg.callback_url, publishable_api_key: cfg.publishable_api_key };
    var html = '<form method="post" action="' + esc(ACTION) + '" class="mysr-form">';
    for (var k in hidden) html += '<input type="hidden" name="' + k + '" value="' + esc(hidden[k]) + '">';
    // Like Moyasar's own form, its labels in the page's language (the \`language\` option: "en" or "ar").
    var L = cfg.language === "ar"
      ? { name: "الاسم على البطاقة", number: "رقم البطاقة", month: "الشهر", year: "السنة", cvc: "رمز الأمان (CVC)", pay: "ادفع" }
      : { name: "Name on card", number: "Card number", month: "Month", year: "Year", cvc: "CVC", pay: "Pay" };
    html += '<input type="hidden" name="source[type]" value="creditcard">' +
      '<label>' + L.name + '<input name="source[name]" autocomplete="cc-name" required></label>' +
      '<label>' + L.number + '<input name="source[number]" inputmode="numeric" autocomplete="cc-number" required dir="ltr"></label>' +
      '<label>' + L.month + '<input name="source[month]" inputmode="numeric" placeholder="MM" required dir="ltr"></label>' +
      '<label>' + L.year + '<input name="source[year]" inputmode="numeric" placeholder="YY" required dir="ltr"></label>' +
      '<label>' + L.cvc + '<input name="source[cvc]" inputmode="numeric" required dir="ltr"></label>' +
      '<button type="submit">' + L.pay + ' ' + esc((Number(cfg.amount) / 100).toFixed(2)) + ' ' + esc(cfg.currency) + '</button></form>';
    el.innerHTML = html;
  }
  window.Moyasar = { init: init };
})();
`;
}

/** The payment API's confirmation of a provider payment: it records the payment and makes the order. */
export function moyasarApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  const shopper = requireShopper(db);

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

  return app;
}

/** The simulated provider, mounted at /payment-api/sim/moyasar/. */
export function moyasarSimApp(db: DB): Hono {
  const app = new Hono({ strict: false });

  // its payments API (JSON, or the form's fields)
  app.post("/v1/payments", async (c) => {
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
    const [status, message] = cardOutcome(b.source.number);
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
  app.get("/v1/payments/:id", (c) => {
    const p = get<ProviderPaymentRow>(db, "SELECT * FROM provider_payments WHERE id = ?", c.req.param("id") ?? "");
    if (!p) throw notFound();
    return c.json(providerPaymentJson(p));
  });

  // a no-JavaScript form page (query: amount, currency, description, callback_url, publishable_api_key)
  app.get("/form", (c) => {
    const q = c.req.query();
    const amount = Number(q.amount ?? 0);
    return page(
      c,
      "Card payment",
      `<h1>Pay ${esc((amount / 100).toFixed(2))} ${esc(q.currency ?? "")}</h1>${cardForm(`${originOf(c)}/payment-api/sim/moyasar/v1/payments/`, q)}`,
    );
  });

  // the script a page loads, mimicking the provider's Moyasar.init({element, amount, …})
  app.get("/moyasar.js", (c) => {
    const action = `${originOf(c)}/payment-api/sim/moyasar/v1/payments/`;
    c.header("Content-Type", "application/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=300");
    return c.body(providerScript(action));
  });

  return app;
}
