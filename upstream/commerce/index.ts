/**
 * Commerce API, mounted at /api/ (COMMERCE_API_URL = <origin>/api/): one Hono sub-app per
 * domain, each mounted on its path.
 */
import { Hono } from "hono";
import type { DB } from "../db.ts";
import { addressesApp, locationsApp } from "./addresses.ts";
import { authApp } from "./auth.ts";
import { categoriesApp } from "./categories.ts";
import { devApp } from "./dev.ts";
import { ordersApp } from "./orders.ts";
import { passwordResetApp } from "./password-reset.ts";
import { productsApp } from "./products.ts";
import { profileApp } from "./profile.ts";
import { reviewsApp } from "./reviews.ts";
import { tenantApp } from "./tenant.ts";
import { wishlistApp } from "./wishlist.ts";

export interface CommerceOptions {
  /** Serve the development-only mailbox and message endpoints under /api/dev/. */
  devEndpoints: boolean;
}

export function commerceApp(db: DB, opts: CommerceOptions): Hono {
  const app = new Hono({ strict: false });
  app.get("/health", (c) => c.json({ status: "ok" }));
  app.route("/tenants", tenantApp(db));
  // The catalogue: lists and details, categories and filters, reviews, the wishlist.
  app.route("/products", productsApp(db));
  app.route("/products", categoriesApp(db));
  app.route("/products", reviewsApp(db));
  app.route("/products", wishlistApp(db));
  // The shopper: sign-in and registration, password reset, profile, address book.
  app.route("/users", authApp(db));
  app.route("/users/password-reset", passwordResetApp(db));
  app.route("/users", profileApp(db));
  app.route("/users/addresses", addressesApp(db));
  app.route("/locations", locationsApp(db));
  app.route("/orders", ordersApp(db));
  if (opts.devEndpoints) app.route("/dev", devApp(db));
  return app;
}
