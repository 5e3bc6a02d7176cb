import { data, type HeadersFunction } from "@remix-run/node";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { config } from "./config.server";
import { clientAddress } from "./request.server";
import { statusHeaders } from "./security.server";

/**
 * Attempt limits for the forms an attacker would hammer: sign-in, registration, password
 * reset and contact. Each bucket counts per client address and per account (an email or a
 * phone of one shop) separately, `config().rateLimitMax` tries per
 * `config().rateLimitWindowSeconds` (default 5 a minute). The client address is known only
 * behind a trusted proxy; without one it is "unknown" and only the account is counted.
 *
 * Counters live in this process's memory: several instances each keep their own.
 *
 * Use:
 * - `rateLimitCheck(request, bucket, key)` counts one attempt and returns null, or the
 *   429 to show in the form (`{ message, init }`): `data(submission.reply({ formErrors: [limited.message] }), limited.init)`.
 * - `assertWithinRateLimit(request, bucket, key)` does the same but throws the 429.
 * - A route answering 429s exports `headers = retryAfterHeaders` so that Retry-After reaches the response.
 * - For sign-in only failures count: `rateLimitCheck(…, { count: false })` before the attempt,
 *   `recordFailedAttempt(…)` after a refusal.
 */

export type RateLimitBucket = "login" | "register" | "password-reset" | "contact";

/** "in 45 seconds", "in 2 minutes": when a refused client may try again (rounded up). */
export function retryAfterText(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (seconds < 90) return `in ${plural(Math.max(1, Math.ceil(seconds)), "second")}`;
  if (seconds < 90 * 60) return `in ${plural(Math.ceil(seconds / 60), "minute")}`;
  return `in ${plural(Math.ceil(seconds / 3600), "hour")}`;
}

/** The refusal every rate-limited form shows, saying when to try again (the response's Retry-After). */
export function tooManyAttempts(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again ${retryAfterText(retryAfterSeconds)}.`;
}

export type RateLimited = { message: string; retryAfterSeconds: number; init: ResponseInit };

type Scope = "client" | "account";

const limiters = new Map<string, RateLimiterMemory>();

function limiter(bucket: RateLimitBucket, scope: Scope): RateLimiterMemory {
  const name = `${bucket}:${scope}`;
  let found = limiters.get(name);
  if (!found) {
    const settings = config();
    const points = scope === "client" ? settings.rateLimitClientMax : settings.rateLimitMax;
    found = new RateLimiterMemory({ keyPrefix: name, points, duration: settings.rateLimitWindowSeconds });
    limiters.set(name, found);
  }
  return found;
}

/** The account part of a key: one shop's email or phone, case and spaces ignored. */
export function accountKey(shopId: number, identifier: string): string {
  return `${shopId}:${identifier.trim().toLowerCase()}`;
}

function counters(request: Request, bucket: RateLimitBucket, account?: string): { limiter: RateLimiterMemory; key: string }[] {
  const list: { limiter: RateLimiterMemory; key: string }[] = [];
  const address = clientAddress(request);
  if (address !== "unknown") list.push({ limiter: limiter(bucket, "client"), key: address });
  if (account) list.push({ limiter: limiter(bucket, "account"), key: account });
  return list;
}

function rejection(msBeforeNext: number): RateLimited {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return { message: tooManyAttempts(retryAfterSeconds), retryAfterSeconds, init: { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } } };
}

/**
 * Counts one attempt (or, with `count: false`, only looks) for the client and the account.
 * Returns null while within the limit, else what to answer: status 429 and a clear message.
 */
export async function rateLimitCheck(
  request: Request,
  bucket: RateLimitBucket,
  account?: string,
  options: { count?: boolean } = {},
): Promise<RateLimited | null> {
  const { count = true } = options;
  let limited = false;
  let waitMs = 0;
  for (const { limiter: counter, key } of counters(request, bucket, account)) {
    if (count) {
      try {
        await counter.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        limited = true;
        waitMs = Math.max(waitMs, error.msBeforeNext);
      }
    } else {
      const state = await counter.get(key);
      if (state && state.consumedPoints >= counter.points) {
        limited = true;
        waitMs = Math.max(waitMs, state.msBeforeNext);
      }
    }
  }
  return limited ? rejection(waitMs) : null;
}

/** Counts one attempt; over the limit throws a 429 `{ reason: "rate-limited", message }`. */
export async function assertWithinRateLimit(request: Request, bucket: RateLimitBucket, account?: string): Promise<void> {
  const limited = await rateLimitCheck(request, bucket, account);
  if (limited) throw data({ reason: "rate-limited", message: limited.message }, limited.init);
}

/** Counts a refused attempt (sign-in counts only these). */
export async function recordFailedAttempt(request: Request, bucket: RateLimitBucket, account?: string): Promise<void> {
  for (const { limiter: counter, key } of counters(request, bucket, account)) {
    await counter.penalty(key, 1);
  }
}

/** Forgets an account's failures (after it signed in). The client's count stays. */
export async function clearAccountAttempts(bucket: RateLimitBucket, account: string): Promise<void> {
  await limiter(bucket, "account").delete(account);
}

/** A route's `headers` export: an action's Retry-After (a 429 from here) reaches the response. */
export const retryAfterHeaders: HeadersFunction = statusHeaders;
