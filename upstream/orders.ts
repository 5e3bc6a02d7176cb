/**
 * Server cart and orders, shared by the commerce API (cash orders) and the payment
 * API (card, PayPal and card-provider payments create orders from the cart too).
 */
import { PAYMENT_METHOD_IDS } from "../server/upstream/contract/index.ts";
import { loadProducts, optionValuesByIds } from "./catalog.ts";
import { all, get, run, tx, type DB } from "./db.ts";
import { badRequest, notFound, nowIso } from "./http.ts";
import type { CartRow, ImageRow, OrderLineRow, OrderRow } from "./rows.ts";
import { cartItemJson, cartJson, ordersJson, type Json, type MediaFn } from "./serializers.ts";

function cartRows(db: DB, userId: number, tenantId: number): CartRow[] {
  return all<CartRow>(
    db,
    `SELECT ci.id, ci.product_id, ci.option_ids, ci.quantity, p.price_cents
     FROM cart_items ci JOIN products p ON p.id = ci.product_id
     WHERE ci.user_id = ? AND ci.tenant_id = ? ORDER BY ci.id`,
    userId,
    tenantId,
  );
}

function unitCents(db: DB, row: CartRow): { unit: number; optionIds: number[] } {
  const optionIds = JSON.parse(row.option_ids) as number[];
  const values = optionValuesByIds(db, optionIds);
  return { unit: row.price_cents + values.reduce((s, v) => s + (v.price_cents ?? 0), 0), optionIds };
}

export function cartTotalCents(db: DB, userId: number, tenantId: number): number {
  return cartRows(db, userId, tenantId).reduce((s, r) => s + unitCents(db, r).unit * r.quantity, 0);
}

/** The user's server cart, serialised. */
export function loadCart(db: DB, userId: number, tenantId: number, media: MediaFn): Json {
  const rows = cartRows(db, userId, tenantId);
  const products = new Map(
    loadProducts(db, [...new Set(rows.map((r) => r.product_id))], media, userId).map((p) => [p.id as number, p]),
  );
  let total = 0;
  const cartItems = rows.map((r) => {
    const { unit, optionIds } = unitCents(db, r);
    total += unit * r.quantity;
    return cartItemJson(r, products.get(r.product_id), optionValuesByIds(db, optionIds), unit);
  });
  return cartJson(cartItems, total);
}

export function addToCart(
  db: DB,
  userId: number,
  tenantId: number,
  productId: number,
  quantity: number,
  optionIds: number[],
): void {
  const product = get<{ id: number }>(
    db,
    "SELECT id FROM products WHERE id = ? AND tenant_id = ?",
    productId,
    tenantId,
  );
  if (!product) {
    const msg = `Invalid pk "${productId}" - object does not exist.`;
    throw badRequest({ detail: `product: ${msg}`, product: [msg] });
  }
  const ids = [...new Set(optionIds)].sort((a, b) => a - b);
  const values = optionValuesByIds(db, ids);
  const groups = new Set<number>();
  for (const id of ids) {
    const v = values.find((x) => x.id === id);
    if (!v || v.product_id !== productId) {
      const msg = `Invalid pk "${id}" - object does not exist.`;
      throw badRequest({ detail: `productoptions: ${msg}`, productoptions: [msg] });
    }
    if (groups.has(v.product_option_id)) {
      const msg = "Choose at most one value per option.";
      throw badRequest({ detail: `productoptions: ${msg}`, productoptions: [msg] });
    }
    groups.add(v.product_option_id);
  }
  run(
    db,
    `INSERT INTO cart_items (tenant_id, user_id, product_id, option_ids, quantity) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, product_id, option_ids) DO UPDATE SET quantity = MIN(999, quantity + excluded.quantity)`,
    tenantId,
    userId,
    productId,
    JSON.stringify(ids),
    quantity,
  );
}

export function clearCart(db: DB, userId: number, tenantId: number): void {
  run(db, "DELETE FROM cart_items WHERE user_id = ? AND tenant_id = ?", userId, tenantId);
}

export function ownAddress(db: DB, userId: number, addressId: number): { id: number } {
  const a = get<{ id: number }>(db, "SELECT id FROM addresses WHERE id = ? AND user_id = ?", addressId, userId);
  if (!a) {
    const msg = `Invalid pk "${addressId}" - object does not exist.`;
    throw badRequest({ detail: `address: ${msg}`, address: [msg] });
  }
  return a;
}

/** A payment method's name; PAYMENT_METHOD_IDS gives its id. */
export type PayMethod = keyof typeof PAYMENT_METHOD_IDS;

/**
 * Create an order (status 1 Pending) from the user's server cart, record the
 * payment, clear the cart. Throws 400 when the cart is empty.
 */
export function orderFromCart(
  db: DB,
  p: {
    tenantId: number;
    userId: number;
    addressId: number;
    method: PayMethod;
    paymentStatus: string;
    currency: string;
    reference?: string | null;
  },
): { orderId: number; paymentId: number; totalCents: number } {
  return tx(db, () => {
    ownAddress(db, p.userId, p.addressId);
    const rows = cartRows(db, p.userId, p.tenantId);
    if (!rows.length) throw badRequest("Cart is empty");
    const lines = rows.map((r) => {
      const { unit, optionIds } = unitCents(db, r);
      const names = get<{ name_en: string; name_ar: string }>(
        db,
        "SELECT name_en, name_ar FROM products WHERE id = ?",
        r.product_id,
      );
      return { ...r, unit, optionIds, name_en: names?.name_en ?? "", name_ar: names?.name_ar ?? "" };
    });
    const total = lines.reduce((s, l) => s + l.unit * l.quantity, 0);
    const now = nowIso();
    const orderId = run(
      db,
      `INSERT INTO orders (tenant_id, user_id, address_id, status, total_cents, shipping_cents, payment_method, created_at)
       VALUES (?, ?, ?, 1, ?, 0, ?, ?)`,
      p.tenantId,
      p.userId,
      p.addressId,
      total,
      PAYMENT_METHOD_IDS[p.method],
      now,
    ).lastInsertRowid;
    for (const l of lines) {
      run(
        db,
        "INSERT INTO order_lines (order_id, product_id, name_en, name_ar, unit_cents, quantity, option_ids) VALUES (?, ?, ?, ?, ?, ?, ?)",
        orderId,
        l.product_id,
        l.name_en,
        l.name_ar,
        l.unit,
        l.quantity,
        JSON.stringify(l.optionIds),
      );
    }
    const paymentId = run(
      db,
      `INSERT INTO payments (tenant_id, user_id, order_id, amount_cents, currency, method, status, reference, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      p.tenantId,
      p.userId,
      orderId,
      total,
      p.currency,
      p.method,
      p.paymentStatus,
      p.reference ?? null,
      now,
    ).lastInsertRowid;
    clearCart(db, p.userId, p.tenantId);
    return { orderId, paymentId, totalCents: total };
  });
}

/** The orders with their lines, serialised. */
export function loadOrders(db: DB, orders: OrderRow[], media: MediaFn): Json[] {
  if (!orders.length) return [];
  const lines = all<OrderLineRow>(
    db,
    "SELECT * FROM order_lines WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY id",
    JSON.stringify(orders.map((o) => o.id)),
  );
  const productIds = [...new Set(lines.map((l) => l.product_id).filter((x): x is number => x != null))];
  const images = all<ImageRow>(
    db,
    "SELECT id, product_id, path FROM product_images WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY position, id",
    JSON.stringify(productIds),
  );
  const optionIds = [...new Set(lines.flatMap((l) => JSON.parse(l.option_ids) as number[]))];
  const values = new Map(optionValuesByIds(db, optionIds).map((v) => [v.id, v]));
  return ordersJson(orders, lines, images, values, media);
}

export const ORDER_COLUMNS = "id, created_at, status, total_cents, shipping_cents, address_id, payment_method";

export function orderById(db: DB, userId: number, tenantId: number, orderId: number, media: MediaFn): Json {
  const o = get<OrderRow>(
    db,
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ? AND user_id = ? AND tenant_id = ?`,
    orderId,
    userId,
    tenantId,
  );
  if (!o) throw notFound();
  return loadOrders(db, [o], media)[0] as Json;
}

export function listOrders(
  db: DB,
  userId: number,
  tenantId: number,
  status: number | undefined,
  limit: number,
  offset: number,
): OrderRow[] {
  return status === undefined
    ? all<OrderRow>(
        db,
        `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ? AND tenant_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        userId,
        tenantId,
        limit,
        offset,
      )
    : all<OrderRow>(
        db,
        `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ? AND tenant_id = ? AND status = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        userId,
        tenantId,
        status,
        limit,
        offset,
      );
}

export function countOrders(db: DB, userId: number, tenantId: number, status: number | undefined): number {
  return (
    (status === undefined
      ? get<{ n: number }>(db, "SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND tenant_id = ?", userId, tenantId)
      : get<{ n: number }>(
          db,
          "SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND tenant_id = ? AND status = ?",
          userId,
          tenantId,
          status,
        )
    )?.n ?? 0
  );
}
