/** Profile and password change calls of the commerce API, mounted at /api/users/. */
import { Hono } from "hono";
import {
  ChangePasswordRequestSchema,
  ProfileUpdateRequestSchema,
  StrongPasswordSchema,
} from "../../server/upstream/contract/index.ts";
import { hashPassword, verifyPassword } from "../auth.ts";
import { get, run, tx, type DB } from "../db.ts";
import { authTenant, badRequest, notFound, parseBody, type AuthInfo } from "../http.ts";
import { message } from "../messages.ts";
import type { UserRow } from "../rows.ts";
import { profileJson } from "../serializers.ts";
import { requireShopper } from "../shopper.ts";
import { addressesOf } from "./addresses.ts";

/** The token's user, when the path names it; else a 404. */
function ownUser(db: DB, auth: AuthInfo, idParam: string | undefined): UserRow {
  const id = Number(idParam);
  const u = get<UserRow>(db, "SELECT * FROM users WHERE id = ?", auth.userId);
  if (!u || id !== auth.userId) throw notFound();
  return u;
}

export function profileApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  const shopper = requireShopper(db);

  app.get("/profile/:id", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const u = ownUser(db, auth, c.req.param("id"));
    return c.json(profileJson(u, addressesOf(db, u.id)));
  });

  app.patch("/profile/:id", shopper, async (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const u = ownUser(db, auth, c.req.param("id"));
    const body = await parseBody(c, ProfileUpdateRequestSchema);
    if (
      body.email &&
      get(
        db,
        "SELECT id FROM users WHERE tenant_id = ? AND email = ? COLLATE NOCASE AND id <> ?",
        u.tenant_id,
        body.email,
        u.id,
      )
    ) {
      throw badRequest({
        detail: "user with this email already exists",
        email: ["user with this email already exists."],
      });
    }
    if (
      body.mobile &&
      get(db, "SELECT id FROM users WHERE tenant_id = ? AND mobile = ? AND id <> ?", u.tenant_id, body.mobile, u.id)
    ) {
      throw badRequest({
        detail: "user with this mobile already exists",
        mobile: ["user with this mobile already exists."],
      });
    }
    run(
      db,
      `UPDATE users SET first_name = COALESCE(?, first_name), last_name = COALESCE(?, last_name),
         mobile = COALESCE(?, mobile), email = COALESCE(?, email) WHERE id = ?`,
      body.firstName ?? null,
      body.lastName ?? null,
      body.mobile ?? null,
      body.email ?? null,
      u.id,
    );
    const fresh = get<UserRow>(db, "SELECT * FROM users WHERE id = ?", u.id);
    return c.json(profileJson(fresh ?? u, addressesOf(db, u.id)));
  });

  app.post("/change-password/:id", shopper, async (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const u = ownUser(db, auth, c.req.param("id"));
    const body = await parseBody(c, ChangePasswordRequestSchema, false);
    if (!(await verifyPassword(body.old_password, u.password_hash))) {
      throw badRequest({ old_password: ["Old password is not correct"] });
    }
    if (body.password !== body.password2) throw badRequest({ password: ["Password fields didn't match."] });
    const strong = StrongPasswordSchema.safeParse(body.password);
    if (!strong.success) throw badRequest({ password: strong.error.issues.map((i) => i.message) });
    const hash = await hashPassword(body.password);
    tx(db, () => {
      run(db, "UPDATE users SET password_hash = ? WHERE id = ?", hash, u.id);
      run(db, "DELETE FROM tokens WHERE user_id = ? AND hash <> ?", u.id, auth.tokenHash);
    });
    return c.json({ detail: message(c, "passwordUpdated") });
  });

  return app;
}
