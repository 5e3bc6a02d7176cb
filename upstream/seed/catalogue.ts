/**
 * Seeding STEPS for a shop's catalogue: option categories, sections and categories, brands,
 * products with their images and option groups. The data is in data/catalogues.ts.
 */
import { NAME_SEPARATOR } from "../../server/upstream/contract/index.ts";
import { cents, run, type DB } from "../db.ts";
import {
  OPTION_CATEGORIES,
  OPTION_GROUPS,
  XSS_DESCRIPTION,
  XSS_DESCRIPTION_AR,
  type OptKind,
  type ProductSeed,
  type SectionSeed,
} from "./data/catalogues.ts";
import type { TenantSeed } from "./data/shops.ts";
import { at, image, type Rng } from "./helpers.ts";

export type SeededCategory = { id: number; opts: OptKind[]; en: string; ar: string };

/** The shop's option categories, by kind. */
export function insertOptionCategories(db: DB, tenantId: number): Record<string, number> {
  const optCat: Record<string, number> = {};
  for (const [key, en, ar] of OPTION_CATEGORIES) {
    optCat[key] = run(
      db,
      "INSERT INTO option_categories (tenant_id, name_en, name_ar) VALUES (?, ?, ?)",
      tenantId,
      en,
      ar,
    ).lastInsertRowid;
  }
  return optCat;
}

/** Sections and their categories (each with a drawn image), by category key in insertion order. */
export function insertSections(db: DB, tenantId: number, sections: SectionSeed[]): Record<string, SeededCategory> {
  const catIds: Record<string, SeededCategory> = {};
  for (const s of sections) {
    const sid = run(
      db,
      "INSERT INTO sections (tenant_id, name_en, name_ar) VALUES (?, ?, ?)",
      tenantId,
      s.en,
      s.ar,
    ).lastInsertRowid;
    for (const c of s.cats) {
      const cid = run(
        db,
        "INSERT INTO categories (tenant_id, section_id, name_en, name_ar, image_path) VALUES (?, ?, ?, ?, '')",
        tenantId,
        sid,
        c.en,
        c.ar,
      ).lastInsertRowid;
      const path = image(db, `categories/${cid}.svg`, {
        key: `category-${cid}-${c.key}`,
        width: 400,
        height: 400,
        label: c.en,
        shape: "circle",
      });
      run(db, "UPDATE categories SET image_path = ? WHERE id = ?", path, cid);
      catIds[c.key] = { id: cid, opts: c.opts, en: c.en, ar: c.ar };
    }
  }
  return catIds;
}

/** The brands the products name, in their first product's order. */
export function insertBrands(db: DB, tenantId: number, products: ProductSeed[]): Record<string, number> {
  const brandIds: Record<string, number> = {};
  for (const p of products) {
    const b = p[1];
    if (brandIds[b] === undefined)
      brandIds[b] = run(db, "INSERT INTO brands (tenant_id, name) VALUES (?, ?)", tenantId, b).lastInsertRowid;
  }
  return brandIds;
}

function htmlEsc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The product's description in English and in Arabic, made of its names. */
function descriptions(p: ProductSeed, t: TenantSeed, cat: SeededCategory): { en: string | null; ar: string | null } {
  const [, brand, nameEn, nameAr, , , descMode] = p;
  if (descMode === "xss") return { en: XSS_DESCRIPTION, ar: XSS_DESCRIPTION_AR };
  if (descMode === "none") return { en: null, ar: null };
  if (descMode === "empty") return { en: "", ar: "" };
  const part = (name: string, i: 0 | 1) => htmlEsc(name.split(NAME_SEPARATOR)[i] ?? "");
  return {
    en: `<p>${part(nameEn, 1)}. From the ${htmlEsc(cat.en.toLowerCase())} range by ${htmlEsc(brand)}.</p><ul><li>Carefully packed</li><li>Ships from ${htmlEsc(t.address.split(",").pop()?.trim() ?? "")}</li></ul>`,
    ar: `<p>${part(nameAr, 0)}: ${part(nameAr, 1)}. ضمن تشكيلة ${htmlEsc(cat.ar)} من علامة ${htmlEsc(brand)}.</p><ul><li>مغلّف بعناية</li><li>يُشحن من ${htmlEsc(t.shipsFromAr)}</li></ul>`,
  };
}

/** Creation order: the product list shuffled by the seeded PRNG (Fisher-Yates). */
function creationOrder(n: number, rng: Rng): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = order[i] as number;
    order[i] = order[j] as number;
    order[j] = a;
  }
  return order;
}

/** The products, in list order (ids follow it), created at shuffled dates; their ids. */
export function insertProducts(
  db: DB,
  t: TenantSeed,
  products: ProductSeed[],
  catIds: Record<string, SeededCategory>,
  brandIds: Record<string, number>,
  optCat: Record<string, number>,
  rng: Rng,
): number[] {
  const order = creationOrder(products.length, rng);
  return products.map((p, idx) => {
    const [catKey, brand, nameEn, nameAr, price, oldPrice] = p;
    const cat = catIds[catKey];
    if (!cat) throw new Error(`unknown category ${catKey}`);
    const [first] = nameEn.split(NAME_SEPARATOR);
    const description = descriptions(p, t, cat);
    const daysAgo = (order.indexOf(idx) ?? 0) * 3 + (t.id - 1);
    const special = idx % 6 === 2; // some products override delivery / shipping
    const pid = run(
      db,
      `INSERT INTO products (tenant_id, category_id, brand_id, name_en, name_ar, description, description_ar, price_cents,
         old_price_cents, delivery_time, shipping_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      t.id,
      cat.id,
      brandIds[brand] ?? null,
      nameEn,
      nameAr,
      description.en,
      description.ar,
      cents(price),
      oldPrice == null ? null : cents(oldPrice),
      special ? "1-2 days" : null,
      special ? (price > 300 ? 0 : cents(12.5)) : null,
      at(daysAgo, idx),
    ).lastInsertRowid;
    const imgCount = idx % 2 === 0 ? 4 : 3;
    for (let k = 1; k <= imgCount; k++) {
      const path = image(db, `products/${pid}-${k}.svg`, {
        key: `product-${pid}-${k}`,
        width: 800,
        height: 800,
        label: first ?? nameEn,
        sublabel: `${brand} · view ${k}`,
        hue: (t.hue + pid * 37 + k * 11) % 360,
      });
      run(db, "INSERT INTO product_images (product_id, path, position) VALUES (?, ?, ?)", pid, path, k);
    }
    // options: every 5th product has none
    if (idx % 5 !== 4) cat.opts.forEach((kind, pos) => insertOptionGroup(db, pid, kind, pos, optCat, idx));
    return pid;
  });
}

function insertOptionGroup(
  db: DB,
  pid: number,
  kind: OptKind,
  pos: number,
  optCat: Record<string, number>,
  idx: number,
): void {
  const g = OPTION_GROUPS[kind];
  const values = idx % 2 === 1 && g.oddValues ? g.oddValues : g.values;
  const oid = run(
    db,
    "INSERT INTO product_options (product_id, name_en, name_ar, position) VALUES (?, ?, ?, ?)",
    pid,
    g.en,
    g.ar,
    pos,
  ).lastInsertRowid;
  values.forEach(([en, ar, price, stock], i) => {
    run(
      db,
      `INSERT INTO option_values (product_option_id, option_category_id, name_en, name_ar, price_cents, is_stockable, position)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      oid,
      optCat[kind] ?? null,
      en,
      ar,
      price == null ? null : cents(price),
      stock ? 1 : 0,
      i,
    );
  });
}
