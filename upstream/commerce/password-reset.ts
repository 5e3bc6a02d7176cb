/**
 * Password reset by a 6-digit code sent by mail (the dev mailbox stands in for the mail),
 * on the commerce API, mounted at /api/users/password-reset/.
 */
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import {
  PasswordResetSendRequestSchema,
  PasswordResetSetRequestSchema,
  PasswordResetVerifyRequestSchema,
  StrongPasswordSchema,
} from "../../server/upstream/contract/index.ts";
import { hashPassword, otpCode, sha256 } from "../auth.ts";
import { get, run, tx, type DB } from "../db.ts";
import { badRequest, notFound, nowIso, parseBody, requireTenant } from "../http.ts";
import { message } from "../messages.ts";
import type { UserRow } from "../rows.ts";

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

export function passwordResetApp(db: DB): Hono {
  const app = new Hono({ strict: false });

  app.post("/send", async (c) => {
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
    return c.json({ detail: message(c, "resetMailSent") });
  });

  app.post("/verify", async (c) => {
    const body = await parseBody(c, PasswordResetVerifyRequestSchema);
    const { user } = checkCode(db, body.unverified_email, body.tenant, body.token);
    return c.json({ verified: true, user_id: user.id });
  });

  app.post("/set", async (c) => {
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
    return c.json({ detail: message(c, "passwordReset") });
  });

  return app;
}
