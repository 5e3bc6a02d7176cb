import { createHash, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { lineKey, type CartLine } from "./cart.server";

/**
 * One-time checkout tokens: every rendered checkout form carries one, and one token pays at
 * most once. A double click, a browser's retry of the POST or a second tab showing the same
 * cart all send the same token and get the first attempt's answer instead of a second order.
 *
 * A token belongs to one shop, one user and one cart (its fingerprint): while an unused
 * token exists for that cart, every checkout render reuses it, so two tabs cannot pay the
 * same cart twice. State lives in this process (bounded, expiring); it is kept behind these
 * few functions so a shared store can hold it when several replicas run.
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
};

/** Kept in the session between the pay button and the card provider's callback. */
export type PendingCardPayment = { shopId: number; addressId: number; amountMinor: number; currency: string };

type Owner = { shopId: number; userId: number };

type Attempt = Owner & { cartFingerprint: string } & (
    | { state: "issued" }
    | { state: "running"; done: Promise<AttemptOutcome> }
    | { state: "done"; outcome: AttemptOutcome }
  );

/** A checkout page left open longer than this must be reloaded before paying. */
export const CHECKOUT_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Payment returns already honoured, remembered this long. */
const CLAIM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const attempts = new LRUCache<string, Attempt>({ max: 50_000, ttl: CHECKOUT_TOKEN_TTL_MS });
/** Unused token per shop, user and cart, so every render of the same cart shares one. */
const openTokens = new LRUCache<string, string>({ max: 50_000, ttl: CHECKOUT_TOKEN_TTL_MS });
const claims = new LRUCache<string, true>({ max: 100_000, ttl: CLAIM_TTL_MS });

/** Same lines, quantities and options give the same fingerprint, whatever their order. */
export function cartFingerprint(lines: CartLine[]): string {
  const canonical = lines.map((line) => `${lineKey(line)}x${line.quantity}`).sort();
  return createHash("sha256").update(canonical.join("|")).digest("base64url");
}

/** The token for this shopper's checkout of this cart: the unused one if any, else a new one. */
export function issueCheckoutToken(owner: Owner, fingerprint: string): string {
  const openKey = `${owner.shopId}:${owner.userId}:${fingerprint}`;
  const existing = openTokens.get(openKey);
  if (existing && attempts.get(existing)?.state === "issued") return existing;
  const token = randomBytes(24).toString("base64url");
  attempts.set(token, { ...owner, cartFingerprint: fingerprint, state: "issued" });
  openTokens.set(openKey, token);
  return token;
}

export type AttemptResult =
  /** `first`: this request ran the attempt; otherwise it replays an earlier one's answer. */
  | { kind: "outcome"; outcome: AttemptOutcome; first: boolean; cartFingerprint: string }
  /** Unknown, expired or another shopper's token: the page must be reloaded. */
  | { kind: "expired" }
  /** The cart changed since the page was rendered: the shopper must look again. */
  | { kind: "cart-changed" };

/**
 * The answer for a token already used (or in use): its attempt's outcome, awaited if it is
 * still running; "expired" for an unknown token or another shopper's; null while unused.
 */
export async function usedCheckoutToken(token: string, owner: Owner): Promise<AttemptResult | null> {
  const attempt = attempts.get(token);
  if (!attempt || attempt.shopId !== owner.shopId || attempt.userId !== owner.userId) return { kind: "expired" };
  const { cartFingerprint } = attempt;
  if (attempt.state === "done") return { kind: "outcome", outcome: attempt.outcome, first: false, cartFingerprint };
  if (attempt.state === "running") return { kind: "outcome", outcome: await attempt.done, first: false, cartFingerprint };
  return null;
}

/**
 * Runs `pay` once per token. A request with a token already used (or in use) waits for
 * that attempt and gets its outcome. If `pay` throws, the token can be used again:
 * nothing was placed.
 */
export async function runCheckoutAttempt(
  token: string,
  owner: Owner,
  fingerprint: string,
  pay: () => Promise<AttemptOutcome>,
): Promise<AttemptResult> {
  const used = await usedCheckoutToken(token, owner);
  if (used) return used;
  // Checked again with no await before marking it running below: another request may have
  // started it during the await above.
  const attempt = attempts.get(token);
  if (attempt?.state !== "issued") return runCheckoutAttempt(token, owner, fingerprint, pay);
  const { cartFingerprint } = attempt;
  if (cartFingerprint !== fingerprint) return { kind: "cart-changed" };
  const done = pay();
  attempts.set(token, { ...owner, cartFingerprint, state: "running", done });
  try {
    const outcome = await done;
    attempts.set(token, { ...owner, cartFingerprint, state: "done", outcome });
    return { kind: "outcome", outcome, first: true, cartFingerprint };
  } catch (error) {
    attempts.set(token, { ...owner, cartFingerprint, state: "issued" });
    throw error;
  }
}

/**
 * True the first time a payment return (a provider's reference) is claimed, false after:
 * a reloaded or replayed return never confirms an order or empties the cart twice.
 */
export function claimPaymentReturn(shopId: number, reference: string): boolean {
  const key = `${shopId}:${reference}`;
  if (claims.has(key)) return false;
  claims.set(key, true);
  return true;
}

/** Whether this payment return was already honoured (checked before confirming it). */
export function paymentReturnClaimed(shopId: number, reference: string): boolean {
  return claims.has(`${shopId}:${reference}`);
}
