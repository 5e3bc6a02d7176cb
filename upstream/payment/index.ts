/**
 * Payment API, mounted at /payment-api/ (PAYMENT_API_URL = <origin>/payment-api/): the shop's
 * methods and key and the shopper's payment history here, then one sub-app per provider, each
 * with its simulator under /payment-api/sim/. Cash on delivery has no provider: its order is
 * the commerce API's orders/cash/ (commerce/orders.ts).
 */
import { Hono } from "hono";
import { PAYMENT_METHOD_IDS } from "../../server/upstream/contract/index.ts";
import { all, type DB } from "../db.ts";
import { authTenant, HttpError, optionalAuth, requireTenant } from "../http.ts";
import type { PayMethod } from "../orders.ts";
import type { PaymentRow } from "../rows.ts";
import { paymentRecordJson } from "../serializers.ts";
import { requireShopper } from "../shopper.ts";
import { cardApp } from "./card.ts";
import { moyasarApp, moyasarSimApp } from "./moyasar.ts";
import { paypalApp } from "./paypal.ts";
import { activeMethods } from "./shared.ts";

const METHOD_NAMES: Record<PayMethod, string> = {
  card: "Card or wallet",
  cash: "Cash on delivery",
  paypal: "PayPal",
  moyasar: "Card (Moyasar)",
};

export function paymentApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  const shopper = requireShopper(db);

  app.get("/payment/methods", (c) => {
    const auth = optionalAuth(db, c);
    const tenant = requireTenant(db, c);
    if (auth && auth.tenantId !== tenant.id)
      throw new HttpError(403, { detail: "This token is not valid for this tenant." });
    const methods = activeMethods(tenant);
    return c.json({
      results: (Object.keys(PAYMENT_METHOD_IDS) as PayMethod[]).map((method) => ({
        id: PAYMENT_METHOD_IDS[method],
        name: METHOD_NAMES[method],
        active: methods[PAYMENT_METHOD_IDS[method]] === true,
      })),
    });
  });

  app.get("/payment/key", (c) => {
    const tenant = requireTenant(db, c);
    return c.json({ publishable_key: tenant.publishable_key });
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

  app.route("/", cardApp(db));
  app.route("/", paypalApp(db));
  app.route("/", moyasarApp(db));
  app.route("/sim/moyasar", moyasarSimApp(db));
  return app;
}
