import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { lineKey, MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-line";
import { config } from "./config.server";

/**
 * The cart lives in its own signed, httpOnly cookie (product id, quantity, chosen option
 * value ids per line), so it needs no JavaScript and survives sign-out. A cookie whose
 * signature fails, or whose content does not parse, is discarded (an empty cart).
 */

export { MAX_CART_LINES, MAX_LINE_QUANTITY };

const CartLineSchema = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  optionIds: z.array(z.number().int().positive()).max(20),
});
export type CartLine = z.infer<typeof CartLineSchema>;

const CartCookieSchema = z.object({
  shopId: z.number().int().positive(),
  lines: z.array(CartLineSchema).max(MAX_CART_LINES),
});

let cookie: ReturnType<typeof createCookie> | undefined;

function cartCookie() {
  const settings = config();
  cookie ??= createCookie("__cart", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: settings.isProduction,
    secrets: settings.sessionSecrets,
    maxAge: 60 * 60 * 24 * 30,
  });
  return cookie;
}

/** The cart cookie's shop and lines; null when absent, tampered or malformed. */
async function parseCartCookie(cookieHeader: string | null): Promise<z.infer<typeof CartCookieSchema> | null> {
  const parsed = CartCookieSchema.safeParse(await cartCookie().parse(cookieHeader));
  return parsed.success ? parsed.data : null;
}

/** The cart lines for this shop; empty when absent, tampered, malformed or another shop's. */
export async function readCart(request: Request, shopId: number): Promise<CartLine[]> {
  const cart = await parseCartCookie(request.headers.get("Cookie"));
  return cart && cart.shopId === shopId ? cart.lines : [];
}

/**
 * What of the cart a catalogue page shows (the badge and, for its optimistic count, the line
 * keys in order), as a part of the page cache key: "" for no cart.
 */
export async function cartPageVariant(cookieHeader: string): Promise<string> {
  const cart = await parseCartCookie(cookieHeader);
  return cart && cart.lines.length > 0 ? `${cart.shopId}:${cart.lines.map(lineKey).join(",")}` : "";
}

/** Set-Cookie header value for these lines. */
export async function writeCart(shopId: number, lines: CartLine[]): Promise<string> {
  return cartCookie().serialize(CartCookieSchema.parse({ shopId, lines }));
}

export { lineKey };

export class CartFullError extends Error {
  override name = "CartFullError";
}

/**
 * Adds to the matching line, or appends one. A line holds at most MAX_LINE_QUANTITY: `added`
 * says how many were actually added (less than asked, or 0, at the cap), so the answer can
 * say so rather than 'Added to cart'.
 */
export function addLine(lines: CartLine[], added: CartLine): { lines: CartLine[]; added: number } {
  const key = lineKey(added);
  const existing = lines.find((line) => lineKey(line) === key);
  if (existing) {
    const quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + added.quantity);
    return { lines: lines.map((line) => (line === existing ? { ...line, quantity } : line)), added: quantity - existing.quantity };
  }
  if (lines.length >= MAX_CART_LINES) throw new CartFullError(`A cart holds at most ${MAX_CART_LINES} different items.`);
  return { lines: [...lines, { ...added, optionIds: [...added.optionIds].sort((a, b) => a - b) }], added: added.quantity };
}

/**
 * Sets a line's quantity (1 to MAX_LINE_QUANTITY). The stepper posts the quantity it wants,
 * not a step, so a resubmitted or double-clicked "+" sets N+1 once rather than adding twice.
 */
export function setLineQuantity(lines: CartLine[], key: string, quantity: number): CartLine[] {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return lines;
  return lines.map((line) => (lineKey(line) === key ? { ...line, quantity } : line));
}

export function removeLine(lines: CartLine[], key: string): CartLine[] {
  return lines.filter((line) => lineKey(line) !== key);
}
