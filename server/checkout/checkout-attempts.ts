import { createHash, randomBytes } from "node:crypto";
import type { LRUCache } from "lru-cache";
import { entryBoundedLru } from "#server/platform/bounded-lru";
import { lineKey, type CartLine } from "#server/cart/cart";
import { errorFields, log } from "#server/platform/log";
import { redisOrMemory, withinCommandTimeout, type RedisClient } from "#server/platform/redis";

/**
 * One-time checkout tokens: every rendered checkout form carries one, and one token pays at
 * most once. A double click, a browser's retry of the POST or a second tab showing the same
 * cart all send the same token and get the first attempt's answer instead of a second order.
 *
 * A token belongs to one shop, one user and one cart (its fingerprint): while an unused
 * token exists for that cart, every checkout render reuses it, so two tabs cannot pay the
 * same cart twice. With REDIS_URL the tokens and the honoured payment returns are shared by
 * every replica; without it (or while Redis is down) they live in this process.
 */

/** What a pay attempt answered. Plain data: a replay rebuilds the same response from it. */
export type AttemptOutcome = {
  /** Where the shopper goes next (a page of ours or the payment provider's). */
  location: string;
  /** A full document load (the card provider's page needs its own CSP). */
  reloadDocument?: boolean;
  flash?: { kind: "success" | "error"; text: string };
  /** An order was placed: the cart it was placed from is emptied. */
  clearCart: boolean;
  /** The card provider's payment, still to be confirmed on its callback. */
  pendingCardPayment?: PendingCardPayment;
  /** A payment started at a provider: the cart it pays for (`cartFingerprint`), kept in the session until its return. */
  paymentCart?: PaymentCart;
};

/**
 * Kept in the session from the pay button until the next card-provider payment starts: its
 * callback, and a later payment from the same form left open in another tab, need it.
 * `cartFingerprint`: the cart it pays for (its form is shown only while that is the cart;
 * its lines are kept by `keepPaymentLines`).
 */
export type PendingCardPayment = {
  shopId: number;
  addressId: number;
  amountMinor: number;
  currency: string;
  cartFingerprint: string;
};

/**
 * The cart a provider's payment was started for. Its return empties the shopper's cart only
 * while it is still that cart, and a payment not yet made (the card provider's form, PayPal's
 * capture) goes on only then: an order placed meanwhile from another tab, or lines added, must
 * not be paid for twice nor be emptied unpaid.
 */
export type PaymentCart = { shopId: number; cartFingerprint: string };

type Owner = { shopId: number; userId: number };

/**
 * "failed": the attempt threw (nothing placed); the token may be used again. `shownTotal`: the
 * total the page showed with this token, the one the order must cost (recomputed when the form
 * comes back, it would be the catalogue cache's of that moment, which may have refreshed since).
 */
type Attempt = Owner & {
  cartFingerprint: string;
  shownTotal: number;
  state: "issued" | "running" | "done" | "failed";
  outcome?: AttemptOutcome;
};

/** A checkout page left open longer than this must be reloaded before paying. */
export const CHECKOUT_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Payment returns already honoured, remembered this long. */
const CLAIM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The lines a card-provider payment was started for, kept this long for a late payment of its form. */
const PAYMENT_LINES_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a request waits for an attempt another replica is running, polling. */
const WAIT_FOR_OTHER_MS = 30_000;
const POLL_MS = 100;

/** Where attempts, open tokens and claims are kept. */
interface AttemptStore {
  get(token: string): Promise<Attempt | undefined>;
  put(token: string, attempt: Attempt): Promise<void>;
  /** Marks the attempt started; false when another request already did. */
  start(token: string): Promise<boolean>;
  /** Lets a failed attempt be started again. */
  release(token: string): Promise<void>;
  openToken(key: string): Promise<string | undefined>;
  setOpenToken(key: string, token: string): Promise<void>;
  claim(key: string): Promise<boolean>;
  claimed(key: string): Promise<boolean>;
  putLines(key: string, lines: CartLine[]): Promise<void>;
  getLines(key: string): Promise<CartLine[] | undefined>;
}

/** Marks `key` in `marks`; false when it was already marked (the memory store's SET NX). */
function markOnce(marks: LRUCache<string, true>, key: string): boolean {
  if (marks.has(key)) return false;
  marks.set(key, true);
  return true;
}

function memoryStore(): AttemptStore {
  const attempts = entryBoundedLru<string, Attempt>(50_000, { ttl: CHECKOUT_TOKEN_TTL_MS });
  const open = entryBoundedLru<string, string>(50_000, { ttl: CHECKOUT_TOKEN_TTL_MS });
  const started = entryBoundedLru<string, true>(50_000, { ttl: CHECKOUT_TOKEN_TTL_MS });
  const claims = entryBoundedLru<string, true>(100_000, { ttl: CLAIM_TTL_MS });
  const paidLines = entryBoundedLru<string, CartLine[]>(50_000, { ttl: PAYMENT_LINES_TTL_MS });
  return {
    get: async (token) => attempts.get(token),
    put: async (token, attempt) => void attempts.set(token, attempt),
    start: async (token) => markOnce(started, token),
    release: async (token) => void started.delete(token),
    openToken: async (key) => open.get(key),
    setOpenToken: async (key, token) => void open.set(key, token),
    claim: async (key) => markOnce(claims, key),
    claimed: async (key) => claims.has(key),
    putLines: async (key, lines) => void paidLines.set(key, lines),
    getLines: async (key) => paidLines.get(key),
  };
}

/** Every command held to the command timeout: a Redis that hangs must not hang a checkout or a payment's return. */
function redisStore(redis: RedisClient): AttemptStore {
  const ttl = { PX: CHECKOUT_TOKEN_TTL_MS };
  const get = (key: string) => withinCommandTimeout(redis.get(key));
  const set = (key: string, value: string, options: { PX: number; NX?: true }) =>
    withinCommandTimeout(redis.set(key, value, options));
  return {
    get: async (token) => {
      const raw = await get(`checkout:attempt:${token}`);
      return raw ? (JSON.parse(raw) as Attempt) : undefined;
    },
    put: async (token, attempt) => void (await set(`checkout:attempt:${token}`, JSON.stringify(attempt), ttl)),
    start: async (token) => (await set(`checkout:started:${token}`, "1", { ...ttl, NX: true })) === "OK",
    release: async (token) => void (await withinCommandTimeout(redis.del(`checkout:started:${token}`))),
    openToken: async (key) => (await get(`checkout:open:${key}`)) ?? undefined,
    setOpenToken: async (key, token) => void (await set(`checkout:open:${key}`, token, ttl)),
    claim: async (key) => (await set(`checkout:claim:${key}`, "1", { PX: CLAIM_TTL_MS, NX: true })) === "OK",
    claimed: async (key) => (await withinCommandTimeout(redis.exists(`checkout:claim:${key}`))) === 1,
    putLines: async (key, lines) =>
      void (await set(`checkout:lines:${key}`, JSON.stringify(lines), { PX: PAYMENT_LINES_TTL_MS })),
    getLines: async (key) => {
      const raw = await get(`checkout:lines:${key}`);
      return raw ? (JSON.parse(raw) as CartLine[]) : undefined;
    },
  };
}

/** Redis while it is up; this process's memory without REDIS_URL or during an outage. */
const store = redisOrMemory(memoryStore(), redisStore);

/** Attempts running in this process: a parallel request here waits for the same promise. */
const running = new Map<string, Promise<AttemptOutcome>>();

/** Same lines, quantities and options give the same fingerprint, whatever their order. */
export function cartFingerprint(lines: CartLine[]): string {
  const canonical = lines.map((line) => `${lineKey(line)}x${line.quantity}`).sort();
  return createHash("sha256").update(canonical.join("|")).digest("base64url");
}

/** The token for this shopper's checkout of this cart at this total: the unused one if any, else a new one. */
export async function issueCheckoutToken(owner: Owner, fingerprint: string, shownTotal: number): Promise<string> {
  const tokens = store();
  const openKey = `${owner.shopId}:${owner.userId}:${fingerprint}:${shownTotal}`;
  const existing = await tokens.openToken(openKey);
  const state = existing ? (await tokens.get(existing))?.state : undefined;
  if (existing && (state === "issued" || state === "failed")) return existing;
  const token = randomBytes(24).toString("base64url");
  await tokens.put(token, { ...owner, cartFingerprint: fingerprint, shownTotal, state: "issued" });
  await tokens.setOpenToken(openKey, token);
  return token;
}

export type AttemptResult =
  /** `first`: this request ran the attempt; otherwise it replays an earlier one's answer. */
  | { kind: "outcome"; outcome: AttemptOutcome; first: boolean; cartFingerprint: string }
  /** Unknown, expired or another shopper's token (or an attempt that never finished): the page must be reloaded. */
  | { kind: "expired" }
  /** The cart changed since the page was rendered: the shopper must look again. */
  | { kind: "cart-changed" };

/**
 * The answer for a token already used (or in use): its attempt's outcome, waited for if it
 * is still running; "expired" for an unknown token or another shopper's; null while unused.
 */
export async function usedCheckoutToken(token: string, owner: Owner): Promise<AttemptResult | null> {
  const attempt = await store().get(token);
  if (!attempt || attempt.shopId !== owner.shopId || attempt.userId !== owner.userId) return { kind: "expired" };
  if (attempt.state === "issued" || attempt.state === "failed") return null;
  return waitForOutcome(token, owner);
}

/** The outcome of an attempt that this or another request (of any replica) started. */
async function waitForOutcome(token: string, owner: Owner): Promise<AttemptResult> {
  const deadline = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    const attempt = await store().get(token);
    if (!attempt || attempt.shopId !== owner.shopId || attempt.userId !== owner.userId || attempt.state === "failed")
      return { kind: "expired" };
    const { cartFingerprint } = attempt;
    if (attempt.state === "done" && attempt.outcome)
      return { kind: "outcome", outcome: attempt.outcome, first: false, cartFingerprint };
    const here = running.get(token);
    if (here) return { kind: "outcome", outcome: await here, first: false, cartFingerprint };
    if (Date.now() > deadline) return { kind: "expired" };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Runs `pay` once per token, with the total the page showed with it. A request with a token
 * already used (or in use) waits for that attempt and gets its outcome. If `pay` throws, the
 * token can be used again: nothing was placed.
 */
export async function runCheckoutAttempt(
  token: string,
  owner: Owner,
  fingerprint: string,
  pay: (shownTotal: number) => Promise<AttemptOutcome>,
): Promise<AttemptResult> {
  const used = await usedCheckoutToken(token, owner);
  if (used) return used;
  const tokens = store();
  const attempt = await tokens.get(token);
  // A token issued before the total was kept with it (a deploy while Redis kept it) is reloaded.
  if (!attempt || typeof attempt.shownTotal !== "number") return { kind: "expired" };
  const { cartFingerprint } = attempt;
  if (cartFingerprint !== fingerprint) return { kind: "cart-changed" };
  // Only one request (of any replica) starts it; the others wait for its outcome.
  if (!(await tokens.start(token))) return waitForOutcome(token, owner);
  // "running" is written before anything is paid: a store that fails here has nothing placed to
  // lose, and the token can be used again. Once `pay` has started, only `pay` throwing frees the
  // token; a store write failing after it (Redis slow past its 1 s timeout) must not, or a reload
  // would pay the same checkout twice.
  try {
    await tokens.put(token, { ...attempt, state: "running" });
  } catch (error) {
    await tokens.release(token).catch(() => {});
    throw error;
  }
  const done = pay(attempt.shownTotal);
  running.set(token, done);
  try {
    let outcome: AttemptOutcome;
    try {
      outcome = await done;
    } catch (error) {
      await tokens.put(token, { ...attempt, state: "failed" }).catch(() => {});
      await tokens.release(token).catch(() => {});
      throw error;
    }
    // Not kept: the attempt stays "running" in the store, so a replay waits and then expires, never pays again.
    await tokens
      .put(token, { ...attempt, state: "done", outcome })
      .catch((error) => log.error("checkout outcome not kept", { token: token.slice(0, 8), ...errorFields(error) }));
    return { kind: "outcome", outcome, first: true, cartFingerprint };
  } finally {
    running.delete(token);
  }
}

/**
 * True the first time a payment return (a provider's reference) is claimed, false after:
 * a reloaded or replayed return never confirms an order or empties the cart twice.
 */
export function claimPaymentReturn(shopId: number, reference: string): Promise<boolean> {
  return store().claim(`${shopId}:${reference}`);
}

/**
 * True for the one request that may confirm this payment return with the payment API now;
 * false while another (a reload of the same return) is doing it. `endConfirming` lets the
 * next one try once that request is done (its claim then says whether it was honoured).
 */
export function startConfirming(shopId: number, reference: string): Promise<boolean> {
  return store().start(`confirm:${shopId}:${reference}`);
}

export function endConfirming(shopId: number, reference: string): Promise<void> {
  return store().release(`confirm:${shopId}:${reference}`);
}

/**
 * Records that this card payment return was charged without an order (logged for a refund):
 * true the first time. A reload of its return shows the same page from this record, without
 * confirming again (which might order a payment already listed for a refund) or logging it twice.
 */
export function recordNotOrdered(shopId: number, reference: string): Promise<boolean> {
  return store().claim(`${shopId}:not-ordered:${reference}`);
}

export function notOrderedRecorded(shopId: number, reference: string): Promise<boolean> {
  return store().claimed(`${shopId}:not-ordered:${reference}`);
}

/** Whether this payment return was already honoured (checked before confirming it). */
export function paymentReturnClaimed(shopId: number, reference: string): Promise<boolean> {
  return store().claimed(`${shopId}:${reference}`);
}

/**
 * Keeps the lines of a cart a card-provider payment is started for, under the cart's
 * fingerprint: a payment from its form that comes after the cart was ordered in another tab
 * can put them back in the server cart and be ordered (decision 0005).
 */
export function keepPaymentLines(shopId: number, lines: CartLine[]): Promise<void> {
  return store().putLines(`${shopId}:${cartFingerprint(lines)}`, lines);
}

/** The lines kept for this cart fingerprint, if still kept. */
export function paymentLines(shopId: number, fingerprint: string): Promise<CartLine[] | undefined> {
  return store().getLines(`${shopId}:${fingerprint}`);
}
