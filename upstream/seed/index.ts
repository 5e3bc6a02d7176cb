/**
 * Deterministic seed: four shops, catalogues, buyers, reviews, orders, images.
 * No unseeded randomness (a fixed-seed PRNG) and fixed dates, so every fresh
 * database is identical except for password salts.
 *
 * These are the seeding STEPS (with catalogue.ts and people.ts); the DATA is in data/.
 * Ids come from insertion order and the PRNG is drawn in step order: the steps' order is fixed.
 */
import { cents, markSeeded, run, tx, type DB } from "../db.ts";
import {
  insertBrands,
  insertOptionCategories,
  insertProducts,
  insertSections,
  type SeededCategory,
} from "./catalogue.ts";
import { CATALOGUES } from "./data/catalogues.ts";
import { insertAddresses, insertOrders, insertReviews, insertUsers, insertWishlist } from "./people.ts";
import { COUNTRIES, TENANTS, type TenantSeed } from "./data/shops.ts";
import { image, mulberry32, type Rng } from "./helpers.ts";

export { SEED_BASE } from "./helpers.ts";

const RNG_SEED = 20250601;

/**
 * The version of the schema and the seed data. Raise it with any change to either: a database
 * seeded by an older version is wiped and seeded again on start (server.ts prepareDatabase),
 * since CREATE TABLE IF NOT EXISTS never adds a column to an existing table.
 * 2: the shops' languages; 3: Arabic for every text, product descriptions and slide titles (issue 36).
 */
export const SEED_VERSION = 3;

export interface SeedSummary {
  tenants: number;
  products: number;
  users: number;
}

export function seed(db: DB): SeedSummary {
  const rng = mulberry32(RNG_SEED);
  return tx(db, () => {
    for (const [id, en, ar] of COUNTRIES)
      run(db, "INSERT INTO countries (id, name_en, name_ar) VALUES (?, ?, ?)", id, en, ar);
    let products = 0;
    let users = 0;
    for (const t of TENANTS) {
      const counts = seedShop(db, t, rng);
      products += counts.products;
      users += counts.users;
    }
    markSeeded(db, SEED_VERSION);
    return { tenants: TENANTS.length, products, users };
  });
}

/** One shop: the shop, its catalogue, then its shoppers. */
function seedShop(db: DB, t: TenantSeed, rng: Rng): { products: number; users: number } {
  insertTenant(db, t);
  insertFeatures(db, t);
  const optCat = insertOptionCategories(db, t.id);
  const { sections, products } = CATALOGUES[t.id]!;
  const catIds = insertSections(db, t.id, sections);
  const brandIds = insertBrands(db, t.id, products);
  if (t.published) insertSliders(db, t, Object.values(catIds));
  const productIds = insertProducts(db, t, products, catIds, brandIds, optCat, rng);
  const people = t.people;
  if (!people) return { products: productIds.length, users: 0 };

  const userIds = insertUsers(db, t.id, people.users);
  insertReviews(db, t.id, userIds, productIds, rng);
  const [buyer, other] = userIds as [number, number];
  const buyerMain = insertAddresses(db, people, buyer, other);
  insertWishlist(db, buyer, productIds, people.wishlist);
  insertOrders(db, t, people, { buyer, other, buyerMain, products: productIds });
  return { products: productIds.length, users: userIds.length };
}

/** The shop (with its drawn logo) and its settings. */
function insertTenant(db: DB, t: TenantSeed): void {
  const logo = image(db, `logos/${t.id}.svg`, {
    key: `logo-${t.id}`,
    width: 240,
    height: 240,
    label: t.name.split(" ")[0] ?? t.name,
    shape: t.logoShape,
    hue: t.hue,
  });
  run(
    db,
    `INSERT INTO tenants (id, name, host, logo_path, logo_display_type, currency, default_delivery_time, default_shipping_cents,
      published, mobile, email, address, whatsapp, facebook, twitter, linkedin, instagram, about_en, about_ar, desc_en, desc_ar,
      google_analytics_id, google_tag_manager_id, main_color, text_color, bright_color, bright_bg_color, publishable_key,
      policies_json, payment_methods_json, languages_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    t.id,
    t.name,
    t.host,
    logo,
    t.display,
    t.currency,
    t.deliveryTime,
    cents(t.shipping),
    t.published ? 1 : 0,
    t.mobile,
    t.email,
    t.address,
    t.social.whatsapp ?? null,
    t.social.facebook ?? null,
    t.social.twitter ?? null,
    t.social.linkedin ?? null,
    t.social.instagram ?? null,
    t.about[0],
    t.about[1],
    t.description[0],
    t.description[1],
    t.analytics?.ga ?? null,
    t.analytics?.gtm ?? null,
    t.colors[0],
    t.colors[1],
    t.colors[2],
    t.colors[3],
    t.key,
    JSON.stringify(t.policies),
    JSON.stringify(t.methods),
    JSON.stringify(t.languages),
  );
  run(db, "INSERT INTO settings (tenant_id, name, value) VALUES (?, 'merchant-key', ?)", t.id, t.key);
  run(db, "INSERT INTO settings (tenant_id, name, value) VALUES (?, 'currency', ?)", t.id, t.currency);
  run(db, "INSERT INTO settings (tenant_id, name, value) VALUES (?, 'language', ?)", t.id, t.languages[0]);
}

/** The shop's feature blocks, each with a drawn icon. */
function insertFeatures(db: DB, t: TenantSeed): void {
  t.features.forEach(([en, ar, txt, txtAr, shape], i) => {
    const info = run(
      db,
      "INSERT INTO features (tenant_id, icon_path, title_en, title_ar, text_en, text_ar, position) VALUES (?, '', ?, ?, ?, ?, ?)",
      t.id,
      en,
      ar,
      txt,
      txtAr,
      i,
    );
    const path = image(db, `features/${info.lastInsertRowid}.svg`, {
      key: `feature-${t.id}-${i}`,
      width: 96,
      height: 96,
      label: "",
      shape,
      hue: t.hue,
    });
    run(db, "UPDATE features SET icon_path = ? WHERE id = ?", path, info.lastInsertRowid);
  });
}

/** The home page slides, each linking to a category, with drawn desktop and mobile images. */
function insertSliders(db: DB, t: TenantSeed, cats: SeededCategory[]): void {
  t.slides.forEach(([title, titleAr, catIndex], i) => {
    const link = `/category/${cats[catIndex]?.id ?? 1}`;
    const sid = run(
      db,
      "INSERT INTO sliders (tenant_id, title, title_ar, link, desktop_path, mobile_path, position) VALUES (?, ?, ?, ?, '', '', ?)",
      t.id,
      title,
      titleAr,
      link,
      i,
    ).lastInsertRowid;
    const drawn = { key: `slider-${sid}`, label: title, sublabel: t.name, hue: (t.hue + i * 40) % 360 } as const;
    const desk = image(db, `sliders/${sid}-desktop.svg`, { ...drawn, width: 1600, height: 600, shape: "diamond" });
    const mob = image(db, `sliders/${sid}-mobile.svg`, { ...drawn, width: 750, height: 1000, shape: "diamond" });
    run(db, "UPDATE sliders SET desktop_path = ?, mobile_path = ? WHERE id = ?", desk, mob, sid);
  });
}
