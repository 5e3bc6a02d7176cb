/**
 * The shopper's address book on the commerce API, mounted at /api/users/addresses/; the
 * countries an address names, at /api/locations/.
 */
import { Hono, type Context } from "hono";
import {
  AddressCreateRequestSchema,
  AddressUpdateRequestSchema,
  type AddressCreateRequest,
  type AddressUpdateRequest,
} from "../../server/upstream/contract/index.ts";
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
import type { AddressRow, NamedRow } from "../rows.ts";
import { addressJson, countryJson } from "../serializers.ts";
import { requireShopper, type ShopperEnv } from "../shopper.ts";

const ADDRESS_SQL = `SELECT a.*, c.name_en AS c_en, c.name_ar AS c_ar FROM addresses a JOIN countries c ON c.id = a.country_id`;
/** The user's addresses, the main one first. */
export function addressesOf(db: DB, userId: number): AddressRow[] {
  return all<AddressRow>(db, `${ADDRESS_SQL} WHERE a.user_id = ? ORDER BY a.main_address DESC, a.id`, userId);
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

/** A new address; the first one, or one asked to be, becomes the main address. Its id. */
function insertAddress(db: DB, userId: number, body: AddressCreateRequest): number {
  return tx(db, () => {
    const has = get(db, "SELECT id FROM addresses WHERE user_id = ? LIMIT 1", userId);
    const main = !has || body.mainAddress;
    if (main) run(db, "UPDATE addresses SET main_address = 0 WHERE user_id = ?", userId);
    return run(
      db,
      `INSERT INTO addresses (user_id, country_id, city, area, street_name, building_num, apartment_num, additional_info, main_address)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      userId,
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
}

/** Update the fields given; mainAddress true makes it the main address. */
function saveAddress(db: DB, userId: number, a: AddressRow, body: AddressUpdateRequest): void {
  tx(db, () => {
    if (body.mainAddress === true && a.main_address !== 1) {
      run(db, "UPDATE addresses SET main_address = 0 WHERE user_id = ?", userId);
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
}

export function addressesApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  const shopper = requireShopper(db);

  app.get("/", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const user = intParam(c, "user");
    if (user !== undefined && user !== auth.userId)
      throw new HttpError(403, { detail: "You do not have permission to perform this action." });
    return c.json({ results: addressesOf(db, auth.userId).map(addressJson) });
  });

  app.get("/:id{[0-9]+}", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    return c.json(addressJson(ownAddressRow(db, auth, c.req.param("id"))));
  });

  app.post("/", shopper, async (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const body = await parseBody(c, AddressCreateRequestSchema);
    if (body.user !== undefined && body.user !== auth.userId) {
      throw new HttpError(403, { detail: "You do not have permission to perform this action." });
    }
    checkCountry(db, body.country);
    const id = insertAddress(db, auth.userId, body);
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
    saveAddress(db, auth.userId, a, body);
    return c.json(addressJson(ownAddressRow(db, auth, String(a.id))));
  };
  app.patch("/:id{[0-9]+}", shopper, updateAddress);
  app.put("/:id{[0-9]+}", shopper, updateAddress);

  app.delete("/:id{[0-9]+}", shopper, (c) => {
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
