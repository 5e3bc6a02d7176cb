/**
 * What the payment API's providers share: their simulated pages, session ids and lookups, the
 * cart total check, and the shop's active payment methods.
 */
import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { cents, get, money, type DB } from "../db.ts";
import { badRequest, notFound } from "../http.ts";
import type { SessionRow, TenantRow } from "../rows.ts";

/** Text for HTML. */
export function esc(s: unknown): string {
  return String(s ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** A simulated provider's page; its content in a <main>, as axe asks of every page the e2e tests open. */
export function page(c: Context, title: string, body: string, status: 200 | 400 | 404 = 200) {
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

/** A provider session id: the prefix and 24 random hex digits. */
export function sessionId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

/** The amount a checkout names must be the server cart's total (not empty). */
export function checkAmount(given: number, cartCents: number): void {
  if (cartCents === 0) throw badRequest("Cart is empty");
  if (cents(given) !== cartCents) {
    throw badRequest({
      detail: `amount does not match the cart total (${money(cartCents)})`,
      amount: ["Does not match the cart total."],
    });
  }
}

/** The session a simulator page names, of one kind; else a 404. */
export function simSession(db: DB, c: Context, kind: "card" | "paypal"): SessionRow {
  const s = get<SessionRow>(
    db,
    "SELECT * FROM checkout_sessions WHERE id = ? AND kind = ?",
    c.req.param("id") ?? "",
    kind,
  );
  if (!s) throw notFound();
  return s;
}

/** The shop's payment methods, by id (PAYMENT_METHOD_IDS): true when active. */
export function activeMethods(tenant: TenantRow): Record<string, boolean> {
  return JSON.parse(tenant.payment_methods_json) as Record<string, boolean>;
}
