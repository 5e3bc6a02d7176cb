/**
 * Seeding STEPS for a shop's shoppers: users, reviews, addresses, the wishlist and orders with
 * their payments. The data is in data/shops.ts (who) and data/catalogues.ts (review texts).
 */
import { PAYMENT_METHOD_IDS } from "../../server/upstream/contract/index.ts";
import { hashPasswordSync } from "../auth.ts";
import { run, type DB } from "../db.ts";
import { BUYER_REVIEW_TEXT, REVIEW_TEXTS } from "./data/catalogues.ts";
import type { AddressSeed, ShopPeople, TenantSeed, UserSeed } from "./data/shops.ts";
import { at, type Rng } from "./helpers.ts";

/** The shop's users, in order; their ids. */
export function insertUsers(db: DB, tenantId: number, users: UserSeed[]): number[] {
  return users.map(
    (u, i) =>
      run(
        db,
        "INSERT INTO users (tenant_id, email, mobile, first_name, last_name, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        tenantId,
        u.email,
        u.mobile,
        u.first,
        u.last,
        hashPasswordSync(u.password),
        at(200 - i),
      ).lastInsertRowid,
  );
}

/** Reviewers (users 2..) rate products at random but fixed; the buyer rated exactly the second product (5 stars). */
export function insertReviews(db: DB, tenantId: number, userIds: number[], productIds: number[], rng: Rng): void {
  const pick = <T>(arr: readonly T[]): T => arr[Math.floor(rng() * arr.length)] as T;
  const reviewers = userIds.slice(2);
  productIds.forEach((pid, idx) => {
    if (idx % 7 === 3) return; // some products have no reviews
    const quality = idx % 3 === 0 ? 4.6 : idx % 3 === 1 ? 3.9 : 3.0 + rng() * 2;
    const count = Math.min(reviewers.length, 1 + Math.floor(rng() * (reviewers.length === 2 ? 2 : 6)));
    for (let r = 0; r < count; r++) {
      const uid = reviewers[(idx + r) % reviewers.length] as number;
      const value = Math.max(1, Math.min(5, Math.round(quality + (rng() - 0.5) * 1.6)));
      run(
        db,
        "INSERT INTO reviews (tenant_id, product_id, user_id, rate_value, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        tenantId,
        pid,
        uid,
        value,
        pick(REVIEW_TEXTS[value] ?? ["Fine."]),
        at(60 - r, idx),
      );
    }
  });
  run(
    db,
    "INSERT INTO reviews (tenant_id, product_id, user_id, rate_value, comment, created_at) VALUES (?, ?, ?, 5, ?, ?)",
    tenantId,
    productIds[1] as number,
    userIds[0] as number,
    BUYER_REVIEW_TEXT,
    at(10),
  );
}

function insertAddress(db: DB, userId: number, a: AddressSeed, main: boolean): number {
  return run(
    db,
    `INSERT INTO addresses (user_id, country_id, city, area, street_name, building_num, apartment_num, additional_info, main_address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    userId,
    a.country,
    a.city,
    a.area,
    a.street,
    a.building,
    a.apartment,
    a.info,
    main ? 1 : 0,
  ).lastInsertRowid;
}

/** The buyer's addresses (the first is main), then the other shopper's; the buyer's main address id. */
export function insertAddresses(db: DB, people: ShopPeople, buyerId: number, otherId: number): number {
  const [main, ...more] = people.buyerAddresses;
  if (!main) throw new Error("the buyer needs an address");
  const buyerMain = insertAddress(db, buyerId, main, true);
  for (const a of more) insertAddress(db, buyerId, a, false);
  insertAddress(db, otherId, people.otherAddress, true);
  return buyerMain;
}

export function insertWishlist(db: DB, buyerId: number, productIds: number[], wishlist: number[]): void {
  for (const pid of wishlist.map((i) => productIds[i]))
    if (pid) run(db, "INSERT INTO wishlist (user_id, product_id, created_at) VALUES (?, ?, ?)", buyerId, pid, at(5));
}

/** The buyer's orders, one per status (card-paid when confirmed or shipping, else cash), and the other shopper's. */
export function insertOrders(
  db: DB,
  t: TenantSeed,
  people: ShopPeople,
  ids: { buyer: number; other: number; buyerMain: number; products: number[] },
): void {
  const productIds = ids.products;
  people.orderStatuses.forEach((status, i) => {
    const lines: { pid: number; qty: number }[] = [];
    const nLines = 1 + (i % 3);
    for (let k = 0; k < nLines; k++)
      lines.push({ pid: productIds[(i * 5 + k * 7) % productIds.length] as number, qty: 1 + ((i + k) % 3) });
    const method = status === 4 || status === 5 ? "card" : "cash";
    insertOrder(db, t.id, ids.buyer, ids.buyerMain, status, lines, at(3 + i * 2, i), t.currency, method);
  });
  if (people.otherShopperOrder !== undefined) {
    const lines = [{ pid: productIds[people.otherShopperOrder] as number, qty: 1 }];
    insertOrder(db, t.id, ids.other, null, 1, lines, at(4), t.currency, "cash");
  }
}

/** An order priced from its products (plus the first priced option value), its lines and its payment. */
function insertOrder(
  db: DB,
  tenantId: number,
  userId: number,
  addressId: number | null,
  status: number,
  lines: { pid: number; qty: number }[],
  createdAt: string,
  currency: string,
  method: "card" | "cash",
): void {
  const priced = lines.map((l) => {
    const p = db.prepare("SELECT name_en, name_ar, price_cents FROM products WHERE id = ?").get(l.pid) as {
      name_en: string;
      name_ar: string;
      price_cents: number;
    };
    // choose the first priced value of the first option group, if any
    const opt = db
      .prepare(
        `SELECT v.id, v.price_cents FROM option_values v JOIN product_options o ON o.id = v.product_option_id
         WHERE o.product_id = ? AND v.price_cents IS NOT NULL ORDER BY o.position, v.position LIMIT 1`,
      )
      .get(l.pid) as { id: number; price_cents: number } | undefined;
    const unit = p.price_cents + (opt?.price_cents ?? 0);
    return { ...l, ...p, unit, optionIds: opt ? [opt.id] : [] };
  });
  const total = priced.reduce((s, l) => s + l.unit * l.qty, 0);
  const oid = run(
    db,
    `INSERT INTO orders (tenant_id, user_id, address_id, status, total_cents, shipping_cents, payment_method, created_at)
     VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
    tenantId,
    userId,
    addressId,
    status,
    total,
    PAYMENT_METHOD_IDS[method],
    createdAt,
  ).lastInsertRowid;
  for (const l of priced) {
    run(
      db,
      "INSERT INTO order_lines (order_id, product_id, name_en, name_ar, unit_cents, quantity, option_ids) VALUES (?, ?, ?, ?, ?, ?, ?)",
      oid,
      l.pid,
      l.name_en,
      l.name_ar,
      l.unit,
      l.qty,
      JSON.stringify(l.optionIds),
    );
  }
  run(
    db,
    `INSERT INTO payments (tenant_id, user_id, order_id, amount_cents, currency, method, status, reference, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
    tenantId,
    userId,
    oid,
    total,
    currency,
    method,
    method === "card" ? "paid" : status === 3 ? "cancelled" : "pending",
    createdAt,
  );
}
