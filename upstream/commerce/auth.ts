/** Sign-in, sign-out and registration calls of the commerce API, mounted at /api/users/. */
import { Hono } from "hono";
import {
  LoginRequestSchema,
  RegisterRequestSchema,
  TokenRefreshRequestSchema,
} from "../../server/upstream/contract/index.ts";
import { DUMMY_HASH, hashPassword, issueToken, lookupToken, verifyPassword } from "../auth.ts";
import { get, run, type DB } from "../db.ts";
import { badRequest, fieldError, HttpError, nowIso, parseBody, queryTenantId, requireTenant } from "../http.ts";
import { message } from "../messages.ts";
import type { UserRow } from "../rows.ts";
import { userJson } from "../serializers.ts";
import { requireShopper } from "../shopper.ts";

export function authApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  const shopper = requireShopper(db);

  app.post("/api/token", async (c) => {
    const body = await parseBody(c, LoginRequestSchema);
    const q = queryTenantId(c);
    if (q !== undefined && q !== body.tenant) throw fieldError("tenant", "Does not match tenantId.");
    const login = body.mobile.trim();
    const u = get<UserRow>(
      db,
      "SELECT * FROM users WHERE tenant_id = ? AND (email = ? COLLATE NOCASE OR mobile = ?)",
      body.tenant,
      login,
      login,
    );
    const ok = await verifyPassword(body.password, u?.password_hash ?? DUMMY_HASH);
    if (!u || !ok) throw new HttpError(401, { detail: "No active account found with the given credentials" });
    return c.json({
      access: issueToken(db, "access", u.id, u.tenant_id),
      refresh: issueToken(db, "refresh", u.id, u.tenant_id),
      user: userJson(u),
    });
  });

  app.post("/api/token/refresh", async (c) => {
    const body = await parseBody(c, TokenRefreshRequestSchema);
    const info = lookupToken(db, "refresh", body.refresh);
    if (!info) throw new HttpError(401, { detail: "Token is invalid or expired", code: "token_not_valid" });
    return c.json({ access: issueToken(db, "access", info.userId, info.tenantId) });
  });

  app.post("/logout", shopper, (c) => {
    const auth = c.get("shopper");
    run(db, "DELETE FROM tokens WHERE hash = ?", auth.tokenHash);
    return c.json({ detail: message(c, "loggedOut") });
  });

  app.post("/register", async (c) => {
    const body = await parseBody(c, RegisterRequestSchema);
    const q = queryTenantId(c);
    if (q !== undefined && q !== body.tenant) throw fieldError("tenant", "Does not match tenantId.");
    requireTenant(db, c, body.tenant);
    if (get(db, "SELECT id FROM users WHERE tenant_id = ? AND email = ? COLLATE NOCASE", body.tenant, body.email)) {
      throw badRequest({
        detail: "user with this email already exists",
        email: ["user with this email already exists."],
      });
    }
    if (get(db, "SELECT id FROM users WHERE tenant_id = ? AND mobile = ?", body.tenant, body.mobile)) {
      throw badRequest({
        detail: "user with this mobile already exists",
        mobile: ["user with this mobile already exists."],
      });
    }
    const hash = await hashPassword(body.password);
    const id = run(
      db,
      "INSERT INTO users (tenant_id, email, mobile, first_name, last_name, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      body.tenant,
      body.email,
      body.mobile,
      body.firstName,
      body.lastName,
      hash,
      nowIso(),
    ).lastInsertRowid;
    const u = get<UserRow>(db, "SELECT * FROM users WHERE id = ?", id);
    return c.json(u ? userJson(u) : { id }, 201);
  });

  return app;
}
