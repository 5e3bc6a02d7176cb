/**
 * Profile, password change and address book calls of the commerce API, mounted at /api/users/;
 * the countries an address names, at /api/locations/.
 */
import { Hono, type Context } from "hono";
import {
  AddressCreateRequestSchema,
  AddressUpdateRequestSchema,
  ChangePasswordRequestSchema,
  ProfileUpdateRequestSchema,
  StrongPasswordSchema,
} from "../../server/upstream/contract/index.ts";
import { hashPassword, verifyPassword } from "../auth.ts";
import { all, get, run, tx, type DB } from "../db.ts";
import {
  authTenant,
  badRequest,
  fieldError,
  HttpError,
  intParam,
  notFound,
  parseBody,
  type AuthInfo,
} from "../http.ts";
import type { AddressRow, NamedRow, UserRow } from "../rows.ts";
import { addressJson, countryJson, profileJson } from "../serializers.ts";
import { requireShopper, type ShopperEnv } from "../shopper.ts";

const ADDRESS_SQL = `SELECT a.*, c.name_en AS c_en, c.name_ar AS c_ar FROM addresses a JOIN countries c ON c.id = a.country_id`;
function addressesOf(db: DB, userId: number): AddressRow[] {
  return all<AddressRow>(db, `${ADDRESS_SQL} WHERE a.user_id = ? ORDER BY a.main_address DESC, a.id`, userId);
}

/** The token's user, when the path names it; else a 404. */
function ownUser(db: DB, auth: AuthInfo, idParam: string | undefined): UserRow {
  const id = Number(idParam);
  const u = get<UserRow>(db, "SELECT * FROM users WHERE id = ?", auth.userId);
  if (!u || id !== auth.userId) throw notFound();
  return u;
}

function ownAddressRow(db: DB, auth: AuthInfo, id: string | undefined): AddressRow {
  const a = get<AddressRow>(db, `${ADDRESS_SQL} WHERE a.id = ? AND a.user_id = ?`, Number(id), auth.userId);
  if (!a) throw notFound();
  return a;
}

function checkCountry(db: DB, id: number): void {
  if (!get(db, "SELECT id FROM countries WHERE id = ?", id))
    throw fieldError("country", `Invalid pk "${id}" - object does not exist.`);
}

export function accountApp(db: DB): Hono {
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
    return c.json({ detail: "Password updated successfully" });
  });

  /* addresses */

  app.get("/addresses", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const user = intParam(c, "user");
    if (user !== undefined && user !== auth.userId)
      throw new HttpError(403, { detail: "You do not have permission to perform this action." });
    return c.json({ results: addressesOf(db, auth.userId).map(addressJson) });
  });

  app.get("/addresses/:id{[0-9]+}", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    return c.json(addressJson(ownAddressRow(db, auth, c.req.param("id"))));
  });

  app.post("/addresses", shopper, async (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const body = await parseBody(c, AddressCreateRequestSchema);
    if (body.user !== undefined && body.user !== auth.userId) {
      throw new HttpError(403, { detail: "You do not have permission to perform this action." });
    }
    checkCountry(db, body.country);
    const id = tx(db, () => {
      const has = get(db, "SELECT id FROM addresses WHERE user_id = ? LIMIT 1", auth.userId);
      const main = !has || body.mainAddress;
      if (main) run(db, "UPDATE addresses SET main_address = 0 WHERE user_id = ?", auth.userId);
      return run(
        db,
        `INSERT INTO addresses (user_id, country_id, city, area, street_name, building_num, apartment_num, additional_info, main_address)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        auth.userId,
        body.country,
        body.city,
        body.area,
        body.streetName,
        body.buildingNum,
        body.apartmentNum,
        body.additionalInfo,
        main ? 1 : 0,
      ).lastInsertRowid;
    });
    return c.json(addressJson(ownAddressRow(db, auth, String(id))), 201);
  });

  const updateAddress = async (c: Context<ShopperEnv>) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const a = ownAddressRow(db, auth, c.req.param("id"));
    const body = await parseBody(c, AddressUpdateRequestSchema);
    if (body.user !== undefined && body.user !== auth.userId) {
      throw new HttpError(403, { detail: "You do not have permission to perform this action." });
    }
    if (body.country !== undefined) checkCountry(db, body.country);
    tx(db, () => {
      if (body.mainAddress === true && a.main_address !== 1) {
        run(db, "UPDATE addresses SET main_address = 0 WHERE user_id = ?", auth.userId);
        run(db, "UPDATE addresses SET main_address = 1 WHERE id = ?", a.id);
      }
      // mainAddress false on the main address is ignored: exactly one main address.
      run(
        db,
        `UPDATE addresses SET country_id = COALESCE(?, country_id), city = COALESCE(?, city), area = COALESCE(?, area),
           street_name = COALESCE(?, street_name), building_num = COALESCE(?, building_num),
           apartment_num = COALESCE(?, apartment_num), additional_info = COALESCE(?, additional_info) WHERE id = ?`,
        body.country ?? null,
        body.city ?? null,
        body.area ?? null,
        body.streetName ?? null,
        body.buildingNum ?? null,
        body.apartmentNum ?? null,
        body.additionalInfo ?? null,
        a.id,
      );
    });
    return c.json(addressJson(ownAddressRow(db, auth, String(a.id))));
  };
  app.patch("/addresses/:id{[0-9]+}", shopper, updateAddress);
  app.put("/addresses/:id{[0-9]+}", shopper, updateAddress);

  app.delete("/addresses/:id{[0-9]+}", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const a = ownAddressRow(db, auth, c.req.param("id"));
    if (a.main_address === 1) throw badRequest("You can't delete the main address");
    run(db, "DELETE FROM addresses WHERE id = ?", a.id);
    return c.body(null, 204);
  });

  return app;
}

export function locationsApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  app.get("/countries", (c) =>
    c.json({ results: all<NamedRow>(db, "SELECT * FROM countries ORDER BY name_en").map(countryJson) }),
  );

  return app;
}
