/**
 * Commerce API, mounted at /api/ (COMMERCE_API_URL = <origin>/api/): one Hono sub-app per
 * domain, each mounted on its path.
 */
import { Hono } from "hono";
import type { DB } from "../db.ts";
import { accountApp, locationsApp } from "./account.ts";
import { authApp } from "./auth.ts";
import { catalogApp } from "./catalog.ts";
import { devApp } from "./dev.ts";
import { ordersApp } from "./orders.ts";
import { tenantApp } from "./tenant.ts";

export interface CommerceOptions {
  /** Serve the development-only mailbox and message endpoints under /api/dev/. */
  devEndpoints: boolean;
}

export function commerceApp(db: DB, opts: CommerceOptions): Hono {
  const app = new Hono({ strict: false });
  app.get("/health", (c) => c.json({ status: "ok" }));
  app.route("/tenants", tenantApp(db));
  app.route("/products", catalogApp(db));
  app.route("/locations", locationsApp(db));
  app.route("/users", authApp(db));
  app.route("/users", accountApp(db));
  app.route("/orders", ordersApp(db));
  if (opts.devEndpoints) app.route("/dev", devApp(db));
  return app;
}
