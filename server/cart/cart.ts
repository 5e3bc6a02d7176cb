import { randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { lineKey, MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-line";
import { cartStore, type StoredCart } from "./cart-store";
import { config } from "#server/platform/config";
import { logRedisOutage } from "#server/platform/redis";
import type { CookieCarrier } from "#server/platform/request";
import { rememberedParse } from "#server/platform/sealed-cookie";

/**
 * The cart lives in its own signed, httpOnly cookie (product id, quantity, chosen option
 * value ids per line), so it needs no JavaScript and survives sign-out. A cookie whose
 * signature fails, or whose content does not parse, is discarded (an empty cart).
 *
 * Every change goes through `changeCart`, which builds on the newest state of the cart in
 * server/cart/cart-store.ts, not only on the cookie the request carried: two changes sent
 * with the same cookie (two tabs at the same moment) both stay. The cookie carries the cart's
 * id, version and revision (a fresh random name of each state, which the add form carries as
 * its one-time token, docs/decisions/0014).
 */

export { MAX_CART_LINES, MAX_LINE_QUANTITY };

const CartLineSchema = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  optionIds: z.array(z.number().int().positive()).max(20),
});
export type CartLine = z.infer<typeof CartLineSchema>;

const CartLinesSchema = z.array(CartLineSchema).max(MAX_CART_LINES);

const RevisionSchema = z.string().regex(/^[\w-]{16}$/);

const CartCookieSchema = z.object({
  shopId: z.number().int().positive(),
  lines: CartLinesSchema,
  // Absent in cookies written before carts had ids: such a cart gets one at its next change.
  id: z
    .string()
    .regex(/^[\w-]{16}$/)
    .optional(),
  version: z.number().int().min(0).optional(),
  revision: RevisionSchema.optional(),
});

/** The revision of "no cart yet": what the add form carries before the visitor has a cart. */
export const NO_CART_REVISION = "no-cart-revision";

export type CartState = { id: string; version: number; revision: string; lines: CartLine[] };

const CART_COOKIE = "__cart";

let cookie: ReturnType<typeof createCookie> | undefined;

function cartCookie() {
  const settings = config();
  cookie ??= createCookie(CART_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: settings.isProduction,
    secrets: settings.sessionSecrets,
    maxAge: 60 * 60 * 24 * 30,
  });
  return cookie;
}

/**
 * The cart cookie's shop and lines; null when absent, tampered or malformed. What a cookie's text
 * read as is remembered (its signature checked and its lines validated once, not on every page a
 * shopper with a cart views), read-only: a change makes new lines (`changeCart`).
 */
const parseCartCookie = rememberedParse<z.infer<typeof CartCookieSchema>>(CART_COOKIE, async (cookieHeader) => {
  // (An absent cookie never gets here.) A value whose signature or lines do not hold is not
  // remembered: made-up values never push out real carts.
  const value: unknown = await cartCookie().parse(cookieHeader);
  if (value === null) return { value: null, lasting: false };
  const parsed = CartCookieSchema.safeParse(value);
  return parsed.success ? { value: parsed.data, lasting: true } : { value: null, lasting: false };
});

const newName = () => randomBytes(12).toString("base64url");

/** A request without a cart gets one new id, however often it asks (the add form's token is keyed by it). */
const newIds = new WeakMap<CookieCarrier, string>();

/**
 * The cart as the request's cookie has it (a new, empty one when absent, tampered or another
 * shop's). `stored`: whether the store may hold a newer state of it, i.e. the cookie named the
 * cart; a new id (no cookie, an old cookie without one) was never stored, so it is not asked for.
 */
async function cookieState(request: CookieCarrier, shopId: number): Promise<{ state: CartState; stored: boolean }> {
  const cart = await parseCartCookie(request.headers.get("Cookie"));
  const newId = () => newIds.get(request) ?? (newIds.set(request, newName()).get(request) as string);
  // The new id is drawn when read (a change writes it): a page view reads none, and drawing it was 3 % of a stitched view.
  if (!cart || cart.shopId !== shopId)
    return {
      state: {
        get id() {
          return newId();
        },
        version: 0,
        revision: NO_CART_REVISION,
        lines: [],
      },
      stored: false,
    };
  return {
    state: {
      id: cart.id ?? newId(),
      version: cart.version ?? 0,
      revision: cart.revision ?? NO_CART_REVISION,
      lines: cart.lines,
    },
    stored: cart.id !== undefined,
  };
}

const storeKey = (shopId: number, id: string) => `${shopId}:${id}`;

function fromStore(id: string, stored: StoredCart): CartState | null {
  const lines = CartLinesSchema.safeParse(JSON.parse(stored.json));
  return lines.success ? { id, version: stored.version, revision: stored.revision, lines: lines.data } : null;
}

/**
 * Which of the cookie's and the store's states of a cart is the newest: the higher version,
 * and on a tie of versions with different revisions (two states built on the same one: a put
 * that timed out, a change on the cookie alone while the store failed) the stored one, which
 * every replica and tab sees. Reads and changes both decide by this, so what a page shows is
 * what the next change builds on.
 */
function newest(fromCookie: CartState, stored: StoredCart | undefined): CartState {
  if (
    !stored ||
    stored.version < fromCookie.version ||
    (stored.version === fromCookie.version && stored.revision === fromCookie.revision)
  )
    return fromCookie;
  return fromStore(fromCookie.id, stored) ?? fromCookie;
}

/**
 * The newest state of this shop's cart: the stored one when it is newer than the cookie (a
 * change whose answer this cookie missed). The cookie alone when the store fails, and without
 * asking it when the cookie names no cart (a visitor without one: every page they load).
 */
export async function readCartState(request: CookieCarrier, shopId: number): Promise<CartState> {
  const { state: fromCookie, stored: mayBeStored } = await cookieState(request, shopId);
  if (!mayBeStored) return fromCookie;
  const stored = await cartStore()
    .get(storeKey(shopId, fromCookie.id))
    .catch((error: unknown) => void logRedisOutage(error));
  return newest(fromCookie, stored ?? undefined);
}

/**
 * The Set-Cookie header of the cart's newest state when the store holds a newer one than the
 * request's cookie (an answer whose cookie was lost: a replayed add, decision 0014, or a replayed
 * order), else null: the cookie is already the newest there is, and an older one written over the
 * browser's could drop a change.
 */
export async function newestCartCookie(request: Request, shopId: number): Promise<string | null> {
  const { state: fromCookie } = await cookieState(request, shopId);
  const state = await readCartState(request, shopId);
  if (state.version === fromCookie.version && state.revision === fromCookie.revision) return null;
  return writeCart(shopId, state.lines, state);
}

/** The cart lines for this shop; empty when absent, tampered, malformed or another shop's. */
export async function readCart(request: Request, shopId: number): Promise<CartLine[]> {
  return (await readCartState(request, shopId)).lines;
}

/**
 * How often a change that lost a race to another change of the same cart starts again: each
 * loss means another change got through, so N changes at once need at most N attempts.
 */
const MAX_ATTEMPTS = 50;

/**
 * Applies `change` to the newest state of the cart and answers the Set-Cookie header of the
 * result. The version is compared and set in the store at once: a change that lost the race
 * reads the winner's state and applies itself again (so `change` must be pure: it may run more
 * than once). When the store fails, the change builds on the cookie alone, as before.
 */
export async function changeCart(
  request: Request,
  shopId: number,
  change: (lines: CartLine[]) => CartLine[],
): Promise<{ state: CartState; cookie: string }> {
  const { state: fromCookie, stored: mayBeStored } = await cookieState(request, shopId);
  const key = storeKey(shopId, fromCookie.id);
  const nextOf = (base: CartState): CartState => ({
    id: base.id,
    version: base.version + 1,
    revision: newName(),
    lines: change(base.lines),
  });
  const answer = async (state: CartState) => ({ state, cookie: await writeCart(shopId, state.lines, state) });
  // A cart's first state (no cookie, or one from before ids) is not stored: only a request that
  // carries its cookie can race for it, and storing every cookie-less add let a script fill
  // Redis. The next change stores it by a compare-and-set on "nothing stored".
  if (!mayBeStored) return answer(nextOf(fromCookie));
  const store = cartStore();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    let stored: StoredCart | undefined;
    try {
      stored = await store.get(key);
    } catch (error) {
      logRedisOutage(error);
      break;
    }
    const next = nextOf(newest(fromCookie, stored));
    const won = await store
      .put(key, stored?.version ?? null, {
        version: next.version,
        revision: next.revision,
        json: JSON.stringify(next.lines),
      })
      .catch((error: unknown) => {
        logRedisOutage(error);
        return "failed" as const;
      });
    // Won, or the store failed (this change then stands on what it read, as the cookie would).
    if (won) return answer(next);
  }
  // The store failed (or other changes kept winning): the cookie alone, as before the store.
  return answer(nextOf(fromCookie));
}

/**
 * What of the cart a catalogue page shows (the badge, the line keys in order for its
 * optimistic count, and the revision the add form carries), as a part of the page cache key:
 * "" for no cart.
 */
export async function cartPageVariant(cookieHeader: string): Promise<string> {
  const cart = await parseCartCookie(cookieHeader);
  if (!cart || (cart.lines.length === 0 && !cart.revision)) return "";
  return `${cart.shopId}:${cart.revision ?? ""}:${cart.lines.map(lineKey).join(",")}`;
}

/** Set-Cookie header value for these lines (changes go through `changeCart`). */
export async function writeCart(
  shopId: number,
  lines: CartLine[],
  state?: Pick<CartState, "id" | "version" | "revision">,
): Promise<string> {
  return cartCookie().serialize(
    CartCookieSchema.parse({
      shopId,
      lines,
      ...(state ? { id: state.id, version: state.version, revision: state.revision } : {}),
    }),
  );
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
    return {
      lines: lines.map((line) => (line === existing ? { ...line, quantity } : line)),
      added: quantity - existing.quantity,
    };
  }
  if (lines.length >= MAX_CART_LINES)
    throw new CartFullError(`A cart holds at most ${MAX_CART_LINES} different items.`);
  return {
    lines: [...lines, { ...added, optionIds: [...added.optionIds].sort((a, b) => a - b) }],
    added: added.quantity,
  };
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
