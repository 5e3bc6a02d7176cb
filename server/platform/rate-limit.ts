import { isIPv6 } from "node:net";
import { data, type HeadersFunction } from "@remix-run/node";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { config } from "./config";
import { logRedisOutage, redisClient, withinCommandTimeout } from "./redis";
import { clientAddress } from "./request";
import { statusHeaders } from "./security";

/**
 * Attempt limits for the forms an attacker would hammer (sign-in, registration, password reset,
 * contact). Two counters per bucket so that nobody can lock the owner out: one per account and
 * client address together, one per address across accounts; registration counts per address
 * only. A password check counts before the upstream is asked (concurrent guesses cannot all
 * pass), then forgets the failures on success and refunds the attempt when the upstream gave no
 * answer: only failures stay counted. Counters are shared through Redis with REDIS_URL, with a
 * process-memory stand-in while it is down. Why each rule: docs/decisions/0006 and 0010.
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

/** One attempt: what, from which client address ("unknown" when not known), for which account. */
export type Attempt = { bucket: RateLimitBucket; client: string; account: string };

const UNKNOWN_CLIENT = "unknown";

type Scope = "pair" | "client";

type Limiter = RateLimiterMemory | RateLimiterRedis;
/** A counter's store, and with Redis the process-memory counter that stands in while Redis is down (none for sign-in). */
type Limiters = { limiter: Limiter; insurance?: RateLimiterMemory };
const limiters = new Map<string, Limiters>();

/**
 * This process's counters, or with REDIS_URL counters shared by every replica (a limit
 * reached through one holds on all). While Redis is down, sign-in fails closed (429: a
 * guessing attacker gains nothing from the outage) and the other forms count in this
 * process's memory (insurance limiter), so registering and contacting keep working.
 */
function limiter(bucket: RateLimitBucket, scope: Scope, points: number): Limiters {
  const name = `${bucket}:${scope}`;
  let found = limiters.get(name);
  if (!found) {
    const duration = config().rateLimitWindowSeconds;
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
    const redis = redisClient();
    const insurance = bucket === "login" ? undefined : memory;
    found = redis
      ? {
          limiter: new RateLimiterRedis({
            storeClient: redis,
            useRedisPackage: true,
            rejectIfRedisNotReady: true,
            keyPrefix: `ratelimit:${name}`,
            points,
            duration,
            insuranceLimiter: insurance,
          }),
          insurance,
        }
      : { limiter: memory };
    limiters.set(name, found);
  }
  return found;
}

/** A counter that could not be read (Redis down, no insurance): refuse for a minute. */
const STORE_DOWN_WAIT_MS = 60_000;

/** The account part of a key: one shop's login identifier, case and surrounding spaces ignored. */
export function accountKey(shopId: number, identifier: string): string {
  return `${shopId}:${identifier.trim().toLowerCase()}`;
}

type Counter = Limiters & { key: string };

/**
 * What one client holds, as the per-address counters see it: an IPv4 address (also one an
 * IPv6 socket reports as `::ffff:a.b.c.d`), or the /64 network of an IPv6 address, which is
 * what one subscriber is given: counted per address, it could rotate addresses and start
 * every limit afresh.
 */
export function clientNetwork(client: string): string {
  if (!isIPv6(client)) return client;
  const address = client.split("%")[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = "", tail = ""] = address.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const before = groups(head);
  const after = groups(tail);
  const missing = address.includes("::") ? 8 - before.length - after.length : 0;
  const full = [...before, ...Array<string>(Math.max(0, missing)).fill("0"), ...after];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

function pairCounter({ bucket, client, account }: Attempt): Counter {
  return { ...limiter(bucket, "pair", config().rateLimitMax), key: `${account}|${clientNetwork(client)}` };
}

/**
 * `operation` on the counter's store. A Redis that answers nothing (cut off without a reset:
 * the client never errors) counts as down after the command timeout, like a refused
 * connection: the insurance counter answers, or, for sign-in, the error goes on (fail closed).
 */
async function onCounter<T>(counter: Counter, operation: (limiter: Limiter) => Promise<T>): Promise<T> {
  if (counter.limiter instanceof RateLimiterMemory) return operation(counter.limiter);
  try {
    return await withinCommandTimeout(operation(counter.limiter));
  } catch (error) {
    if (error instanceof RateLimiterRes || !counter.insurance) throw error;
    logRedisOutage(error);
    return operation(counter.insurance);
  }
}

function counters(attempt: Attempt): Counter[] {
  const { bucket, client } = attempt;
  const known = client !== UNKNOWN_CLIENT;
  if (bucket === "register") {
    // Per address; without one, per account (or registration would not be limited at all).
    return [
      known
        ? { ...limiter(bucket, "client", config().rateLimitMax), key: clientNetwork(client) }
        : pairCounter(attempt),
    ];
  }
  // Without a known address one counter would hold everybody: only the pair counts.
  return known
    ? [pairCounter(attempt), { ...limiter(bucket, "client", config().rateLimitClientMax), key: clientNetwork(client) }]
    : [pairCounter(attempt)];
}

function rejection(msBeforeNext: number): RateLimited {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return {
    message: tooManyAttempts(retryAfterSeconds),
    retryAfterSeconds,
    init: { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  };
}

/**
 * Counts one attempt (or, with `count: false`, only looks). Returns null while every counter
 * is within its limit, else what to answer: status 429 and a clear message.
 */
export async function checkAttempt(attempt: Attempt, options: { count?: boolean } = {}): Promise<RateLimited | null> {
  const { count = true } = options;
  // The counters side by side: a Redis that stopped answering costs one command timeout, not one per counter.
  const waits = await Promise.all(
    counters(attempt).map(async (counter): Promise<number | null> => {
      const { key } = counter;
      try {
        if (count) {
          await onCounter(counter, (store) => store.consume(key));
          return null;
        }
        const state = await onCounter(counter, (store) => store.get(key));
        return state && state.consumedPoints >= counter.limiter.points ? state.msBeforeNext : null;
      } catch (error) {
        if (error instanceof RateLimiterRes) return error.msBeforeNext;
        // The shared store is down and this counter has no insurance: fail closed.
        logRedisOutage(error);
        return STORE_DOWN_WAIT_MS;
      }
    }),
  );
  const limits = waits.filter((wait) => wait !== null);
  return limits.length > 0 ? rejection(Math.max(0, ...limits)) : null;
}

/** Gives back a counted attempt that proved nothing (the upstream gave no answer). */
export async function refundAttempt(attempt: Attempt): Promise<void> {
  await Promise.all(
    counters(attempt).map((counter) =>
      onCounter(counter, (store) => store.reward(counter.key, 1)).catch(logRedisOutage),
    ),
  );
}

/**
 * After a success (the password was right): forgets this account's failures from this client,
 * and gives the client's own counter this attempt back, so that people signing in behind one
 * address are not limited by their successes. The client's failures stay counted.
 */
export async function forgetFailures(attempt: Attempt): Promise<void> {
  const pair = pairCounter(attempt);
  await Promise.all(
    counters(attempt).map((counter) =>
      (counter.key === pair.key
        ? onCounter(counter, (store) => store.delete(counter.key))
        : onCounter(counter, (store) => store.reward(counter.key, 1))
      ).catch(logRedisOutage),
    ),
  );
}

const attemptOf = (request: Request, bucket: RateLimitBucket, account: string): Attempt => ({
  bucket,
  client: clientAddress(request),
  account,
});

/** checkAttempt for this request's client address. */
export function rateLimitCheck(
  request: Request,
  bucket: RateLimitBucket,
  account: string,
  options: { count?: boolean } = {},
): Promise<RateLimited | null> {
  return checkAttempt(attemptOf(request, bucket, account), options);
}

/** Counts one attempt; over the limit throws a 429 `{ reason: "rate-limited", message }`. */
export async function assertWithinRateLimit(request: Request, bucket: RateLimitBucket, account: string): Promise<void> {
  const limited = await rateLimitCheck(request, bucket, account);
  if (limited) throw data({ reason: "rate-limited", message: limited.message }, limited.init);
}

/** refundAttempt for this request's client address. */
export function refundAccountAttempt(request: Request, bucket: RateLimitBucket, account: string): Promise<void> {
  return refundAttempt(attemptOf(request, bucket, account));
}

/** forgetFailures for this request's client address. */
export function clearAccountAttempts(request: Request, bucket: RateLimitBucket, account: string): Promise<void> {
  return forgetFailures(attemptOf(request, bucket, account));
}

/** A route's `headers` export: an action's Retry-After (a 429 from here) reaches the response. */
export const retryAfterHeaders: HeadersFunction = statusHeaders;
