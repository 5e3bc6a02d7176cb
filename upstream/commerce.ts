/**
 * Commerce API, mounted at /api/ (COMMERCE_API_URL = <origin>/api/).
 */
import { timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import {
  AddressCreateRequestSchema,
  AddressUpdateRequestSchema,
  CartAddRequestSchema,
  CashOrderRequestSchema,
  ChangePasswordRequestSchema,
  ContactRequestSchema,
  LoginRequestSchema,
  PasswordResetSendRequestSchema,
  PasswordResetSetRequestSchema,
  PasswordResetVerifyRequestSchema,
  ProfileUpdateRequestSchema,
  RegisterRequestSchema,
  ReviewCreateRequestSchema,
  StrongPasswordSchema,
  TokenRefreshRequestSchema,
  WishlistToggleRequestSchema,
} from "../server/upstream/contract/index.ts";
import { DUMMY_HASH, hashPassword, issueToken, lookupToken, otpCode, sha256, verifyPassword } from "./auth.ts";
import {
  categoriesOf,
  countProducts,
  findProductIds,
  invalidateProduct,
  loadProducts,
  loadProductsJson,
  REVIEW_SQL,
  reviewsOf,
  type ProductFilter,
} from "./catalog.ts";
import { all, cents, get, run, tx, type DB } from "./db.ts";
import {
  assertSameTenant,
  authTenant,
  badRequest,
  checkPage,
  decimalParam,
  fieldError,
  HttpError,
  idListParam,
  intParam,
  jsonWithResults,
  mediaBase,
  notFound,
  nowIso,
  optionalAuth,
  pageEnvelope,
  pageParams,
  parseBody,
  queryTenantId,
  requireTenant,
  type AuthInfo,
} from "./http.ts";
import {
  addToCart,
  clearCart,
  countOrders,
  listOrders,
  loadCart,
  loadOrders,
  orderById,
  orderFromCart,
} from "./orders.ts";
import type { AddressRow, FeatureRow, MailboxRow, NamedRow, SliderRow, TenantRow, UserRow } from "./rows.ts";
import { requireShopper, type ShopperEnv } from "./shopper.ts";
import {
  addressJson,
  contactMessageJson,
  countryJson,
  featureJson,
  filtersJson,
  mailboxEntryJson,
  policiesJson,
  profileJson,
  reviewJson,
  sectionJson,
  sliderJson,
  tenantJson,
  userJson,
  type Json,
} from "./serializers.ts";

const RESET_TTL_MS = 10 * 60 * 1000;
const RESET_MAX_ATTEMPTS = 5;
const NEW_ARRIVAL_WINDOW_DAYS = 30;
const TOP_RATED_MIN_AVG = 4;

export interface CommerceOptions {
  /** Serve the development-only mailbox and message endpoints under /api/dev/. */
  devEndpoints: boolean;
}

const ADDRESS_SQL = `SELECT a.*, c.name_en AS c_en, c.name_ar AS c_ar FROM addresses a JOIN countries c ON c.id = a.country_id`;
function addressesOf(db: DB, userId: number): AddressRow[] {
  return all<AddressRow>(db, `${ADDRESS_SQL} WHERE a.user_id = ? ORDER BY a.main_address DESC, a.id`, userId);
}

export function commerceApp(db: DB, opts: CommerceOptions): Hono {
  const app = new Hono({ strict: false });
  const media = mediaBase;
  const shopper = requireShopper(db);

  const ownUser = (auth: AuthInfo, idParam: string | undefined): UserRow => {
    const id = Number(idParam);
    const u = get<UserRow>(db, "SELECT * FROM users WHERE id = ?", auth.userId);
    if (!u || id !== auth.userId) throw notFound();
    return u;
  };
  const productInTenant = (productId: number, tenantId: number) => {
    const p = get<{ id: number }>(db, "SELECT id FROM products WHERE id = ? AND tenant_id = ?", productId, tenantId);
    if (!p) throw notFound();
    return p;
  };
  /** Public tenant-scoped endpoint: tenant from the query; a token, if sent, must be for that tenant. */
  const publicTenant = (c: Context): { tenant: TenantRow; auth: AuthInfo | null } => {
    const auth = optionalAuth(db, c);
    const tenant = requireTenant(db, c);
    assertSameTenant(auth, tenant.id);
    return { tenant, auth };
  };

  app.get("/health", (c) => c.json({ status: "ok" }));

  /* tenants ------------------------------------------------------------ */

  app.get("/tenants/lookup", (c) => {
    const raw = c.req.query("host");
    if (!raw || !raw.trim()) throw fieldError("host", "This field is required.");
    const host = raw.trim().toLowerCase().replace(/\.$/, "").replace(/:\d+$/, "");
    const t = get<TenantRow>(db, "SELECT * FROM tenants WHERE host = ?", host);
    if (!t) throw notFound();
    return c.json(tenantJson(t, media(c)));
  });

  app.get("/tenants/:id{[0-9]+}", (c) => {
    const t = requireTenant(db, c, Number(c.req.param("id")));
    return c.json(tenantJson(t, media(c)));
  });

  app.get("/tenants/feature", (c) => {
    const { tenant } = publicTenant(c);
    const rows = all<FeatureRow>(db, "SELECT * FROM features WHERE tenant_id = ? ORDER BY position, id", tenant.id);
    const m = media(c);
    return c.json({ results: rows.map((f) => featureJson(f, m)) });
  });

  app.get("/tenants/policies", (c) => {
    const { tenant } = publicTenant(c);
    return c.json(policiesJson(tenant));
  });

  app.get("/tenants/sliders", (c) => {
    const { tenant } = publicTenant(c);
    const m = media(c);
    const rows = all<SliderRow>(db, "SELECT * FROM sliders WHERE tenant_id = ? ORDER BY position, id", tenant.id);
    return c.json({ results: rows.map((s) => sliderJson(s, m)) });
  });

  app.get("/tenants/settings", (c) => {
    const { tenant } = publicTenant(c);
    return c.json({
      results: all(db, "SELECT name, value FROM settings WHERE tenant_id = ? ORDER BY name", tenant.id),
    });
  });

  app.post("/tenants/contact", async (c) => {
    const auth = optionalAuth(db, c);
    const body = await parseBody(c, ContactRequestSchema);
    const tenant = requireTenant(db, c, body.tenant);
    assertSameTenant(auth, tenant.id);
    const q = queryTenantId(c);
    if (q !== undefined && q !== tenant.id) throw fieldError("tenant", "Does not match tenantId.");
    const id = run(
      db,
      "INSERT INTO contact_messages (tenant_id, name, phone, email, subject, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      tenant.id,
      body.name,
      body.phone,
      body.email,
      body.subject,
      nowIso(),
    ).lastInsertRowid;
    return c.json({ id, detail: "Message sent successfully." }, 201);
  });

  /* catalogue ------------------------------------------------------------ */

  const listProducts = (c: Context) => {
    const { tenant, auth } = publicTenant(c);
    const priceGte = decimalParam(c, "price__gte");
    const priceLte = decimalParam(c, "price__lte");
    const filter: ProductFilter = {
      tenantId: tenant.id,
      category: intParam(c, "category"),
      section: intParam(c, "category__section"),
      priceGte: priceGte === undefined ? undefined : cents(priceGte),
      priceLte: priceLte === undefined ? undefined : cents(priceLte),
      brands: idListParam(c, "brand"),
      rateGte: decimalParam(c, "rate__gte"),
      search: c.req.query("search"),
      ordering: c.req.query("ordering"),
    };
    const count = countProducts(db, filter);
    const info = checkPage(pageParams(c, 20, 500), count);
    const ids = findProductIds(db, filter, info.pageSize, info.offset);
    return jsonWithResults(
      c,
      pageEnvelope(c, info, count, []),
      loadProductsJson(db, ids, media(c), auth?.userId ?? null),
    );
  };
  app.get("/products", listProducts);
  app.get("/products/search", listProducts);

  app.get("/products/sections", (c) => {
    const { tenant } = publicTenant(c);
    const cats = categoriesOf(db, tenant.id, media(c));
    const sections = all<NamedRow>(
      db,
      "SELECT id, name_en, name_ar FROM sections WHERE tenant_id = ? ORDER BY id",
      tenant.id,
    );
    return c.json({
      results: sections.map((s) =>
        sectionJson(
          s,
          cats.filter((cat) => cat.section === s.id),
        ),
      ),
    });
  });

  app.get("/products/categories/top", (c) => {
    const { tenant } = publicTenant(c);
    const limit = intParam(c, "limit", { min: 1, max: 500 });
    const cats = categoriesOf(db, tenant.id, media(c), true).sort(
      (a, b) => (b.products_count as number) - (a.products_count as number) || (a.id as number) - (b.id as number),
    );
    return c.json({ results: limit ? cats.slice(0, limit) : cats });
  });

  app.get("/products/categories", (c) => {
    const { tenant } = publicTenant(c);
    return c.json({ results: categoriesOf(db, tenant.id, media(c)) });
  });

  app.get("/products/categories/:id{[0-9]+}", (c) => {
    const { tenant } = publicTenant(c);
    const cat = categoriesOf(db, tenant.id, media(c)).find((x) => x.id === Number(c.req.param("id")));
    if (!cat) throw notFound();
    return c.json(cat);
  });

  app.get("/products/brands", (c) => {
    const { tenant } = publicTenant(c);
    return c.json({
      results: all(db, "SELECT id, name FROM brands WHERE tenant_id = ? ORDER BY name COLLATE NOCASE, id", tenant.id),
    });
  });

  app.get("/products/new-arrivals", (c) => {
    const { tenant, auth } = publicTenant(c);
    const limit = intParam(c, "limit", { min: 1, max: 500 }) ?? 8;
    const newest = get<{ m: string | null }>(
      db,
      "SELECT MAX(created_at) AS m FROM products WHERE tenant_id = ?",
      tenant.id,
    )?.m;
    if (!newest) return c.json({ count: 0, results: [] });
    const since = new Date(Date.parse(newest) - NEW_ARRIVAL_WINDOW_DAYS * 86_400_000).toISOString();
    const ids = all<{ id: number }>(
      db,
      "SELECT id FROM products WHERE tenant_id = ? AND created_at >= ? ORDER BY created_at DESC, id DESC",
      tenant.id,
      since,
    ).map((r) => r.id);
    return jsonWithResults(
      c,
      { count: ids.length },
      loadProductsJson(db, ids.slice(0, limit), media(c), auth?.userId ?? null),
    );
  });

  app.get("/products/top-rated", (c) => {
    const { tenant, auth } = publicTenant(c);
    const limit = intParam(c, "limit", { min: 1, max: 500 }) ?? 8;
    const ids = all<{ id: number }>(
      db,
      `SELECT p.id FROM products p JOIN (SELECT product_id, AVG(rate_value) AS avg, COUNT(*) AS cnt FROM reviews
         WHERE tenant_id = ? GROUP BY product_id) r ON r.product_id = p.id
       WHERE p.tenant_id = ? AND r.avg >= ? ORDER BY r.avg DESC, r.cnt DESC, p.id ASC`,
      tenant.id,
      tenant.id,
      TOP_RATED_MIN_AVG,
    ).map((r) => r.id);
    return jsonWithResults(
      c,
      { count: ids.length },
      loadProductsJson(db, ids.slice(0, limit), media(c), auth?.userId ?? null),
    );
  });

  app.get("/products/filters", (c) => {
    const { tenant } = publicTenant(c);
    const category = intParam(c, "category");
    if (
      category !== undefined &&
      !get(db, "SELECT id FROM categories WHERE id = ? AND tenant_id = ?", category, tenant.id)
    ) {
      throw notFound();
    }
    const scope = category === undefined ? "tenant_id = ?" : "tenant_id = ? AND category_id = ?";
    const params = category === undefined ? [tenant.id] : [tenant.id, category];
    const range = get<{ lo: number | null; hi: number | null }>(
      db,
      `SELECT MIN(price_cents) AS lo, MAX(price_cents) AS hi FROM products WHERE ${scope}`,
      ...params,
    );
    const brands = all(
      db,
      `SELECT DISTINCT b.id, b.name FROM brands b JOIN products p ON p.brand_id = b.id WHERE p.${scope.replace(/ AND /, " AND p.")}
       ORDER BY b.name COLLATE NOCASE, b.id`,
      ...params,
    );
    return c.json(filtersJson(range, brands, categoriesOf(db, tenant.id, media(c), true)));
  });

  app.get("/products/rates", (c) => {
    const { tenant } = publicTenant(c);
    const productId = intParam(c, "product", { min: 1 });
    if (productId === undefined) throw fieldError("product", "This field is required.");
    productInTenant(productId, tenant.id);
    return c.json({ results: reviewsOf(db, productId) });
  });

  app.post("/products/rates/create", shopper, async (c) => {
    const auth = c.get("shopper");
    const body = await parseBody(c, ReviewCreateRequestSchema);
    const tenant = authTenant(db, c, auth);
    if (body.user !== auth.userId) throw new HttpError(403, { detail: "You can only post reviews as yourself." });
    productInTenant(body.product, tenant.id);
    if (get(db, "SELECT id FROM reviews WHERE product_id = ? AND user_id = ?", body.product, auth.userId)) {
      throw badRequest("you already have reviewed this product");
    }
    const id = run(
      db,
      "INSERT INTO reviews (tenant_id, product_id, user_id, rate_value, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      tenant.id,
      body.product,
      auth.userId,
      body.rateValue,
      body.comment,
      nowIso(),
    ).lastInsertRowid;
    invalidateProduct(db, body.product);
    const row = get<Json>(db, `${REVIEW_SQL} WHERE r.id = ?`, id);
    return c.json(reviewJson(row ?? {}), 201);
  });

  app.get("/products/wishlist", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const ids = all<{ product_id: number }>(
      db,
      `SELECT w.product_id FROM wishlist w JOIN products p ON p.id = w.product_id
       WHERE w.user_id = ? AND p.tenant_id = ? ORDER BY w.created_at DESC, w.product_id DESC`,
      auth.userId,
      auth.tenantId,
    ).map((r) => r.product_id);
    return c.json({ count: ids.length, results: loadProducts(db, ids, media(c), auth.userId) });
  });

  app.post("/products/wishlist/toggle", shopper, async (c) => {
    const auth = c.get("shopper");
    const body = await parseBody(c, WishlistToggleRequestSchema);
    const tenant = authTenant(db, c, auth);
    productInTenant(body.product, tenant.id);
    const wished = tx(db, () => {
      const del = run(db, "DELETE FROM wishlist WHERE user_id = ? AND product_id = ?", auth.userId, body.product);
      if (del.changes > 0) return false;
      run(
        db,
        "INSERT INTO wishlist (user_id, product_id, created_at) VALUES (?, ?, ?)",
        auth.userId,
        body.product,
        nowIso(),
      );
      return true;
    });
    return c.json({ product: body.product, wished });
  });

  app.get("/products/:id{[0-9]+}", (c) => {
    const { tenant, auth } = publicTenant(c);
    const id = Number(c.req.param("id"));
    productInTenant(id, tenant.id);
    const [p] = loadProducts(db, [id], media(c), auth?.userId ?? null, true);
    if (!p) throw notFound();
    return c.json(p);
  });

  /* locations ----------------------------------------------------------- */

  app.get("/locations/countries", (c) =>
    c.json({ results: all<NamedRow>(db, "SELECT * FROM countries ORDER BY name_en").map(countryJson) }),
  );

  /* auth and users -------------------------------------------------------- */

  app.post("/users/api/token", async (c) => {
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

  app.post("/users/api/token/refresh", async (c) => {
    const body = await parseBody(c, TokenRefreshRequestSchema);
    const info = lookupToken(db, "refresh", body.refresh);
    if (!info) throw new HttpError(401, { detail: "Token is invalid or expired", code: "token_not_valid" });
    return c.json({ access: issueToken(db, "access", info.userId, info.tenantId) });
  });

  app.post("/users/logout", shopper, (c) => {
    const auth = c.get("shopper");
    run(db, "DELETE FROM tokens WHERE hash = ?", auth.tokenHash);
    return c.json({ detail: "Logged out." });
  });

  app.post("/users/register", async (c) => {
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

  app.get("/users/profile/:id", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const u = ownUser(auth, c.req.param("id"));
    return c.json(profileJson(u, addressesOf(db, u.id)));
  });

  app.patch("/users/profile/:id", shopper, async (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const u = ownUser(auth, c.req.param("id"));
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

  app.post("/users/change-password/:id", shopper, async (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const u = ownUser(auth, c.req.param("id"));
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

  app.get("/users/addresses", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const user = intParam(c, "user");
    if (user !== undefined && user !== auth.userId)
      throw new HttpError(403, { detail: "You do not have permission to perform this action." });
    return c.json({ results: addressesOf(db, auth.userId).map(addressJson) });
  });

  const ownAddressRow = (auth: AuthInfo, id: string | undefined): AddressRow => {
    const a = get<AddressRow>(db, `${ADDRESS_SQL} WHERE a.id = ? AND a.user_id = ?`, Number(id), auth.userId);
    if (!a) throw notFound();
    return a;
  };
  const checkCountry = (id: number) => {
    if (!get(db, "SELECT id FROM countries WHERE id = ?", id))
      throw fieldError("country", `Invalid pk "${id}" - object does not exist.`);
  };

  app.get("/users/addresses/:id{[0-9]+}", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    return c.json(addressJson(ownAddressRow(auth, c.req.param("id"))));
  });

  app.post("/users/addresses", shopper, async (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const body = await parseBody(c, AddressCreateRequestSchema);
    if (body.user !== undefined && body.user !== auth.userId) {
      throw new HttpError(403, { detail: "You do not have permission to perform this action." });
    }
    checkCountry(body.country);
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
    return c.json(addressJson(ownAddressRow(auth, String(id))), 201);
  });

  const updateAddress = async (c: Context<ShopperEnv>) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const a = ownAddressRow(auth, c.req.param("id"));
    const body = await parseBody(c, AddressUpdateRequestSchema);
    if (body.user !== undefined && body.user !== auth.userId) {
      throw new HttpError(403, { detail: "You do not have permission to perform this action." });
    }
    if (body.country !== undefined) checkCountry(body.country);
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
    return c.json(addressJson(ownAddressRow(auth, String(a.id))));
  };
  app.patch("/users/addresses/:id{[0-9]+}", shopper, updateAddress);
  app.put("/users/addresses/:id{[0-9]+}", shopper, updateAddress);

  app.delete("/users/addresses/:id{[0-9]+}", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const a = ownAddressRow(auth, c.req.param("id"));
    if (a.main_address === 1) throw badRequest("You can't delete the main address");
    run(db, "DELETE FROM addresses WHERE id = ?", a.id);
    return c.body(null, 204);
  });

  /* password reset */

  const resetUser = (email: string, tenant: number) =>
    get<UserRow>(db, "SELECT * FROM users WHERE tenant_id = ? AND email = ? COLLATE NOCASE", tenant, email);

  app.post("/users/password-reset/send", async (c) => {
    const body = await parseBody(c, PasswordResetSendRequestSchema);
    requireTenant(db, c, body.tenant);
    const u = resetUser(body.email, body.tenant);
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

  /** The pending reset of (email, tenant) matching code, or a 400. Counts failed attempts. */
  const checkCode = (email: string, tenant: number, code: string): { user: UserRow; resetId: number } => {
    const invalid = () => badRequest({ detail: "Invalid or expired code.", token: ["Invalid or expired code."] });
    const u = resetUser(email, tenant);
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
  };

  app.post("/users/password-reset/verify", async (c) => {
    const body = await parseBody(c, PasswordResetVerifyRequestSchema);
    const { user } = checkCode(body.unverified_email, body.tenant, body.token);
    return c.json({ verified: true, user_id: user.id });
  });

  app.post("/users/password-reset/set", async (c) => {
    const body = await parseBody(c, PasswordResetSetRequestSchema);
    const { user, resetId } = checkCode(body.unverified_email, body.tenant, body.token);
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

  /* orders and cart --------------------------------------------------------- */

  app.get("/orders", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    const status = intParam(c, "status", { min: 1 });
    const count = countOrders(db, auth.userId, auth.tenantId, status);
    const info = checkPage(pageParams(c, 10, 100), count);
    const rows = listOrders(db, auth.userId, auth.tenantId, status, info.pageSize, info.offset);
    return c.json(pageEnvelope(c, info, count, loadOrders(db, rows, media(c))));
  });

  app.get("/orders/:id{[0-9]+}", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    return c.json(orderById(db, auth.userId, auth.tenantId, Number(c.req.param("id")), media(c)));
  });

  app.get("/orders/cart", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    return c.json(loadCart(db, auth.userId, auth.tenantId, media(c)));
  });

  app.post("/orders/cart/add", shopper, async (c) => {
    const auth = c.get("shopper");
    const body = await parseBody(c, CartAddRequestSchema);
    authTenant(db, c, auth);
    addToCart(db, auth.userId, auth.tenantId, body.product, body.quantity, body.productoptions);
    return c.json(loadCart(db, auth.userId, auth.tenantId, media(c)), 201);
  });

  app.post("/orders/cart/clear", shopper, (c) => {
    const auth = c.get("shopper");
    authTenant(db, c, auth);
    clearCart(db, auth.userId, auth.tenantId);
    return c.json({ detail: "Cart cleared." });
  });

  app.post("/orders/cash", shopper, async (c) => {
    const auth = c.get("shopper");
    const body = await parseBody(c, CashOrderRequestSchema);
    const tenant = authTenant(db, c, auth);
    const { orderId } = orderFromCart(db, {
      tenantId: tenant.id,
      userId: auth.userId,
      addressId: body.address,
      method: "cash",
      paymentStatus: "pending",
      currency: tenant.currency,
    });
    return c.json(orderById(db, auth.userId, tenant.id, orderId, media(c)), 201);
  });

  /* development only ------------------------------------------------------------ */

  if (opts.devEndpoints) {
    // DEVELOPMENT ONLY: stands in for a real mail server so tests can read reset codes.
    app.get("/dev/mailbox", (c) => {
      const email = c.req.query("email");
      if (!email) throw fieldError("email", "This field is required.");
      const tenant = queryTenantId(c);
      const rows = all<MailboxRow>(
        db,
        `SELECT to_email, subject, code, created_at FROM mailbox WHERE to_email = ? COLLATE NOCASE
         ${tenant === undefined ? "" : "AND tenant_id = ?"} ORDER BY id DESC`,
        ...(tenant === undefined ? [email] : [email, tenant]),
      );
      return c.json({ results: rows.map(mailboxEntryJson) });
    });
    // DEVELOPMENT ONLY: messages sent through tenants/contact/.
    app.get("/dev/contact-messages", (c) => {
      const tenant = requireTenant(db, c);
      const rows = all<Json>(db, "SELECT * FROM contact_messages WHERE tenant_id = ? ORDER BY id DESC", tenant.id);
      return c.json({ results: rows.map(contactMessageJson) });
    });
  }

  return app;
}
