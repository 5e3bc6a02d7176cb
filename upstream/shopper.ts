/**
 * requireShopper: the route needs a signed-in shopper (a valid access token), else a 401
 * before the handler runs; the handler reads the token's user and shop as c.get("shopper").
 * The shop check (authTenant) stays in the handlers: some validate the body before it, and
 * which of the two runs first decides the error a bad call gets.
 */
import { createMiddleware } from "hono/factory";
import type { DB } from "./db.ts";
import { requireAuth, type AuthInfo } from "./http.ts";

export type ShopperEnv = { Variables: { shopper: AuthInfo } };

export function requireShopper(db: DB) {
  return createMiddleware<ShopperEnv>(async (c, next) => {
    c.set("shopper", requireAuth(db, c));
    await next();
  });
}
