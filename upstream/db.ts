/**
 * SQLite storage of the reference upstream (node:sqlite, WAL, foreign keys on).
 * Money is stored in integer cents; responses print it as Django-style decimal strings.
 */
import { DatabaseSync } from "node:sqlite";

export type DB = DatabaseSync;
export type Row = Record<string, unknown>;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tenants (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  host TEXT NOT NULL UNIQUE,
  logo_path TEXT,
  logo_display_type TEXT NOT NULL DEFAULT 'both',
  currency TEXT NOT NULL,
  default_delivery_time TEXT,
  default_shipping_cents INTEGER NOT NULL DEFAULT 0,
  published INTEGER NOT NULL DEFAULT 1,
  languages_json TEXT NOT NULL DEFAULT '["en"]',
  mobile TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  whatsapp TEXT, facebook TEXT, twitter TEXT, linkedin TEXT, instagram TEXT,
  about_en TEXT NOT NULL DEFAULT '', about_ar TEXT NOT NULL DEFAULT '',
  desc_en TEXT NOT NULL DEFAULT '', desc_ar TEXT NOT NULL DEFAULT '',
  google_analytics_id TEXT, google_tag_manager_id TEXT,
  main_color TEXT NOT NULL, text_color TEXT NOT NULL, bright_color TEXT NOT NULL, bright_bg_color TEXT NOT NULL,
  publishable_key TEXT NOT NULL,
  policies_json TEXT NOT NULL DEFAULT '{}',
  payment_methods_json TEXT NOT NULL DEFAULT '{}',
  visitor_active INTEGER NOT NULL DEFAULT 1,
  contact_active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS settings (
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name TEXT NOT NULL, value TEXT NOT NULL,
  PRIMARY KEY (tenant_id, name)
);
CREATE TABLE IF NOT EXISTS sliders (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  title TEXT NOT NULL, title_ar TEXT NOT NULL DEFAULT '', link TEXT NOT NULL,
  desktop_path TEXT NOT NULL, mobile_path TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS features (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  icon_path TEXT NOT NULL,
  title_en TEXT NOT NULL, title_ar TEXT NOT NULL, text_en TEXT NOT NULL, text_ar TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sections (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name_en TEXT NOT NULL, name_ar TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  section_id INTEGER NOT NULL REFERENCES sections(id) ON DELETE CASCADE,
  name_en TEXT NOT NULL, name_ar TEXT NOT NULL,
  image_path TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS brands (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  brand_id INTEGER REFERENCES brands(id),
  name_en TEXT NOT NULL, name_ar TEXT NOT NULL,
  description TEXT, description_ar TEXT,
  price_cents INTEGER NOT NULL,
  old_price_cents INTEGER,
  delivery_time TEXT,
  shipping_cents INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS products_tenant ON products(tenant_id, created_at);
CREATE INDEX IF NOT EXISTS products_category ON products(category_id);
CREATE TABLE IF NOT EXISTS product_images (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  path TEXT NOT NULL, position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS product_images_product ON product_images(product_id);
CREATE TABLE IF NOT EXISTS option_categories (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name_en TEXT NOT NULL, name_ar TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS product_options (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name_en TEXT NOT NULL, name_ar TEXT NOT NULL, position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS product_options_product ON product_options(product_id);
CREATE TABLE IF NOT EXISTS option_values (
  id INTEGER PRIMARY KEY,
  product_option_id INTEGER NOT NULL REFERENCES product_options(id) ON DELETE CASCADE,
  option_category_id INTEGER REFERENCES option_categories(id),
  name_en TEXT NOT NULL, name_ar TEXT NOT NULL,
  price_cents INTEGER,
  is_stockable INTEGER NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS option_values_option ON option_values(product_option_id);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  mobile TEXT NOT NULL,
  first_name TEXT NOT NULL, last_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (tenant_id, email),
  UNIQUE (tenant_id, mobile)
);
CREATE TABLE IF NOT EXISTS tokens (
  hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS tokens_user ON tokens(user_id);
CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rate_value INTEGER NOT NULL CHECK (rate_value BETWEEN 1 AND 5),
  comment TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (product_id, user_id)
);
CREATE TABLE IF NOT EXISTS wishlist (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, product_id)
);
CREATE TABLE IF NOT EXISTS countries (
  id INTEGER PRIMARY KEY, name_en TEXT NOT NULL, name_ar TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  country_id INTEGER NOT NULL REFERENCES countries(id),
  city TEXT NOT NULL, area TEXT NOT NULL, street_name TEXT NOT NULL,
  building_num TEXT NOT NULL DEFAULT '', apartment_num TEXT NOT NULL DEFAULT '', additional_info TEXT NOT NULL DEFAULT '',
  main_address INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS addresses_user ON addresses(user_id);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address_id INTEGER REFERENCES addresses(id) ON DELETE SET NULL,
  status INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL DEFAULT 0,
  payment_method INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_user ON orders(user_id, status);
CREATE TABLE IF NOT EXISTS order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products(id) ON DELETE SET NULL,
  name_en TEXT NOT NULL, name_ar TEXT NOT NULL,
  unit_cents INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  option_ids TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE IF NOT EXISTS cart_items (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  option_ids TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  UNIQUE (user_id, product_id, option_ids)
);
CREATE TABLE IF NOT EXISTS password_resets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS mailbox (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payments (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  method TEXT NOT NULL,
  status TEXT NOT NULL,
  reference TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS checkout_sessions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address_id INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  items_json TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL,
  success_url TEXT, cancel_url TEXT,
  order_id INTEGER,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS provider_payments (
  id TEXT PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL,
  message TEXT NOT NULL,
  callback_url TEXT NOT NULL,
  order_id INTEGER,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS contact_messages (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name TEXT NOT NULL, phone TEXT NOT NULL, email TEXT NOT NULL, subject TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS visitor_reports (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  page TEXT NOT NULL, source_website TEXT NOT NULL, ip TEXT NOT NULL, reference TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS images (
  path TEXT PRIMARY KEY,
  svg TEXT NOT NULL,
  etag TEXT NOT NULL
);
`;

/** Tables in an order that can be dropped with foreign keys on. */
const DROP_ORDER = [
  "images",
  "visitor_reports",
  "contact_messages",
  "provider_payments",
  "checkout_sessions",
  "payments",
  "mailbox",
  "password_resets",
  "cart_items",
  "order_lines",
  "orders",
  "addresses",
  "countries",
  "wishlist",
  "reviews",
  "tokens",
  "users",
  "option_values",
  "product_options",
  "option_categories",
  "product_images",
  "products",
  "brands",
  "categories",
  "sections",
  "features",
  "sliders",
  "settings",
  "tenants",
];

export function openDb(file: string): DB {
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = NORMAL");
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec(SCHEMA);
  return db;
}

export function wipe(db: DB): void {
  db.exec("PRAGMA foreign_keys = OFF");
  for (const t of DROP_ORDER) db.exec(`DROP TABLE IF EXISTS ${t}`);
  db.exec("PRAGMA foreign_keys = ON");
  db.exec(SCHEMA);
}

/** The version of the seed that filled the database (PRAGMA user_version; 0 before any). */
export function seededVersion(db: DB): number {
  const row = db.prepare("PRAGMA user_version").get() as { user_version: number } | undefined;
  return row?.user_version ?? 0;
}

/** Record the seed's version in the database header (inside the seeding transaction). */
export function markSeeded(db: DB, version: number): void {
  db.exec(`PRAGMA user_version = ${Math.trunc(version)}`);
}

export function isEmpty(db: DB): boolean {
  const row = db.prepare("SELECT COUNT(*) AS n FROM tenants").get() as { n: number } | undefined;
  return !row || row.n === 0;
}

/** Run fn inside a transaction (BEGIN IMMEDIATE … COMMIT / ROLLBACK). */
export function tx<T>(db: DB, fn: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const out = fn();
    db.exec("COMMIT");
    return out;
  } catch (e) {
    db.exec("ROLLBACK");
    throw e;
  }
}

/** Cached prepared statements per database. */
const stmtCache = new WeakMap<DB, Map<string, ReturnType<DB["prepare"]>>>();
export function q(db: DB, sql: string): ReturnType<DB["prepare"]> {
  let m = stmtCache.get(db);
  if (!m) {
    m = new Map();
    stmtCache.set(db, m);
  }
  let s = m.get(sql);
  if (!s) {
    s = db.prepare(sql);
    m.set(sql, s);
  }
  return s;
}

export function all<T = Row>(db: DB, sql: string, ...params: SqlParam[]): T[] {
  return q(db, sql).all(...params) as T[];
}
export function get<T = Row>(db: DB, sql: string, ...params: SqlParam[]): T | undefined {
  return q(db, sql).get(...params) as T | undefined;
}
export function run(db: DB, sql: string, ...params: SqlParam[]): { changes: number; lastInsertRowid: number } {
  const r = q(db, sql).run(...params);
  return { changes: Number(r.changes), lastInsertRowid: Number(r.lastInsertRowid) };
}
export type SqlParam = string | number | null | bigint | Uint8Array;

export function cents(value: number): number {
  return Math.round(value * 100);
}
/** 12000 -> "120.00" */
export function money(c: number | null | undefined): string | null {
  if (c == null) return null;
  const neg = c < 0;
  const abs = Math.abs(c);
  return `${neg ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
