import { entryBoundedLru } from "#server/platform/bounded-lru";
import { withinCommandTimeout, redisOrMemory, type RedisClient } from "#server/platform/redis";

/**
 * The newest state of each cart, beside its cookie (docs/decisions/0003, amendment of
 * 2026-11-27). The cookie is the cart and outlives this store; the store is what two requests
 * carrying the same older cookie (two tabs posting at the same moment, a double submit) both
 * see, so the second builds on the first instead of overwriting it. Writes are a
 * compare-and-set on the version: the loser of a race reads the winner's state and tries again.
 * In Redis with REDIS_URL (every replica sees every write), else in this process.
 */

export type StoredCart = { version: number; revision: string; json: string };

/**
 * Long enough for what the store is for: answers that crossed (seconds) and a cookie that
 * missed an answer (a lost response, a cancelled navigation), corrected at the shopper's next
 * page. Not the cookie's 30 days: every key is Redis memory (docs/operations.md, Redis's
 * memory), and past this the cookie is the cart as it was before the store.
 */
const CART_STORE_TTL_MS = 6 * 60 * 60 * 1000;

interface CartStore {
  get(key: string): Promise<StoredCart | undefined>;
  /** Stores `next` if the stored version is still `expected` (null: nothing stored); false when another write came first. */
  put(key: string, expected: number | null, next: StoredCart): Promise<boolean>;
}

function memoryStore(): CartStore {
  // Bounded: a cart dropped from here still has its cookie.
  const carts = entryBoundedLru<string, StoredCart>(20_000, { ttl: CART_STORE_TTL_MS });
  return {
    get: async (key) => carts.get(key),
    put: async (key, expected, next) => {
      if ((carts.get(key)?.version ?? null) !== expected) return false;
      carts.set(key, next);
      return true;
    },
  };
}

/** SET if the stored version is ARGV[1] ("" for none): atomic, so two replicas cannot both win. */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
local version = current and cjson.decode(current).version or ''
if tostring(version) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

function redisStore(redis: RedisClient): CartStore {
  const redisKey = (key: string) => `cart:${key}`;
  return {
    get: async (key) => {
      const raw = await withinCommandTimeout(redis.get(redisKey(key)));
      return raw ? (JSON.parse(raw) as StoredCart) : undefined;
    },
    put: async (key, expected, next) => {
      const done = await withinCommandTimeout(
        redis.eval(COMPARE_AND_SET, {
          keys: [redisKey(key)],
          arguments: [expected === null ? "" : String(expected), JSON.stringify(next), String(CART_STORE_TTL_MS)],
        }),
      );
      return done === 1;
    },
  };
}

export const cartStore = redisOrMemory(memoryStore(), redisStore);
