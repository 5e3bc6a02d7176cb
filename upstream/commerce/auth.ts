/** Sign-in, registration and password reset calls of the commerce API, mounted at /api/users/. */
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import {
  LoginRequestSchema,
  PasswordResetSendRequestSchema,
  PasswordResetSetRequestSchema,
  PasswordResetVerifyRequestSchema,
  RegisterRequestSchema,
  StrongPasswordSchema,
  TokenRefreshRequestSchema,
} from "../../server/upstream/contract/index.ts";
import { DUMMY_HASH, hashPassword, issueToken, lookupToken, otpCode, sha256, verifyPassword } from "../auth.ts";
import { get, run, tx, type DB } from "../db.ts";
import {
  badRequest,
  fieldError,
  HttpError,
  notFound,
  nowIso,
  parseBody,
  queryTenantId,
  requireTenant,
} from "../http.ts";
import type { UserRow } from "../rows.ts";
import { userJson } from "../serializers.ts";
import { requireShopper } from "../shopper.ts";

const RESET_TTL_MS = 10 * 60 * 1000;
const RESET_MAX_ATTEMPTS = 5;

function resetUser(db: DB, email: string, tenant: number): UserRow | undefined {
  return get<UserRow>(db, "SELECT * FROM users WHERE tenant_id = ? AND email = ? COLLATE NOCASE", tenant, email);
}

/** The pending reset of (email, tenant) matching code, or a 400. Counts failed attempts. */
function checkCode(db: DB, email: string, tenant: number, code: string): { user: UserRow; resetId: number } {
  const invalid = () => badRequest({ detail: "Invalid or expired code.", token: ["Invalid or expired code."] });
  const u = resetUser(db, email, tenant);
  if (!u) throw invalid();
  const r = get<{ id: number; code_hash: string; expires_at: number; attempts: number }>(
    db,
    "SELECT id, code_hash, expires_at, attempts FROM password_resets WHERE user_id = ? AND used = 0 ORDER BY id DESC LIMIT 1",
    u.id,
  );
  if (!r || r.expires_at < Date.now() || r.attempts >= RESET_MAX_ATTEMPTS) throw invalid();
  const a = Buffer.from(sha256(`${u.id}:${code}`));
  const b = Buffer.from(r.code_hash);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    run(db, "UPDATE password_resets SET attempts = attempts + 1 WHERE id = ?", r.id);
    throw invalid();
  }
  return { user: u, resetId: r.id };
}

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
    return c.json({ detail: "Logged out." });
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

  app.post("/password-reset/send", async (c) => {
    const body = await parseBody(c, PasswordResetSendRequestSchema);
    requireTenant(db, c, body.tenant);
    const u = resetUser(db, body.email, body.tenant);
    if (!u) throw notFound("user not found");
    const code = otpCode();
    tx(db, () => {
      run(db, "UPDATE password_resets SET used = 1 WHERE user_id = ? AND used = 0", u.id);
      run(
        db,
        "INSERT INTO password_resets (user_id, code_hash, expires_at) VALUES (?, ?, ?)",
        u.id,
        sha256(`${u.id}:${code}`),
        Date.now() + RESET_TTL_MS,
      );
      run(
        db,
        "INSERT INTO mailbox (tenant_id, to_email, subject, code, created_at) VALUES (?, ?, ?, ?, ?)",
        body.tenant,
        u.email,
        "Your password reset code",
        code,
        nowIso(),
      );
    });
    return c.json({ detail: "Email was sent successfully." });
  });

  app.post("/password-reset/verify", async (c) => {
    const body = await parseBody(c, PasswordResetVerifyRequestSchema);
    const { user } = checkCode(db, body.unverified_email, body.tenant, body.token);
    return c.json({ verified: true, user_id: user.id });
  });

  app.post("/password-reset/set", async (c) => {
    const body = await parseBody(c, PasswordResetSetRequestSchema);
    const { user, resetId } = checkCode(db, body.unverified_email, body.tenant, body.token);
    if (body.password !== body.password2) {
      throw badRequest({ password: ["Password fields didn't match."], detail: "Password fields didn't match." });
    }
    const strong = StrongPasswordSchema.safeParse(body.password);
    if (!strong.success) {
      const msgs = strong.error.issues.map((i) => i.message);
      throw badRequest({ password: msgs, detail: msgs[0] });
    }
    const hash = await hashPassword(body.password);
    tx(db, () => {
      run(db, "UPDATE users SET password_hash = ? WHERE id = ?", hash, user.id);
      run(db, "UPDATE password_resets SET used = 1 WHERE id = ?", resetId);
      run(db, "DELETE FROM tokens WHERE user_id = ?", user.id);
    });
    return c.json({ detail: "Password has been reset." });
  });

  return app;
}
