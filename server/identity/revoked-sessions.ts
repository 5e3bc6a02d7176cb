import { entryBoundedLru } from "#server/platform/bounded-lru";
import { redisClient, withRedis, type RedisClient } from "#server/platform/redis";

/**
 * Session ids that were signed out before their cookie expired. Sign-out deletes the cookie
 * in the browser, but a copy taken earlier would still open; every session read checks this
 * list, so the copy reads as signed out too. Ids are kept until the session's own expiry.
 *
 * Behind an interface: this process's memory without REDIS_URL (each instance its own
 * list, so a copy replayed to another instance relies on the upstream revoking the token),
 * Redis with it.
 */
export interface RevokedSessionStore {
  /** Marks the session signed out until `expiresAt` (ms since the epoch). */
  add(sessionId: string, expiresAt: number): Promise<void>;
  has(sessionId: string): Promise<boolean>;
}

/**
 * Bound of the in-memory list. A revoked id pushed out early would open again, so this is
 * generous: an entry is a 22-character id, about 100 bytes with its bookkeeping.
 */
const MAX_REVOKED_SESSIONS = 200_000;

export function createMemoryRevokedSessionStore(max = MAX_REVOKED_SESSIONS): RevokedSessionStore {
  const revoked = entryBoundedLru<string, true>(max);
  return {
    async add(sessionId, expiresAt) {
      const ttl = expiresAt - Date.now();
      if (ttl > 0) revoked.set(sessionId, true, { ttl });
    },
    async has(sessionId) {
      return revoked.has(sessionId);
    },
  };
}

/**
 * The list in Redis (REDIS_URL), shared by every replica: a sign-out on one is refused as a
 * session on all. Written to both Redis and this process's memory, so an id revoked here
 * stays revoked here during a Redis outage; read from Redis first, memory when it is down.
 */
function createSharedRevokedSessionStore(redis: RedisClient, local: RevokedSessionStore): RevokedSessionStore {
  return {
    async add(sessionId, expiresAt) {
      await local.add(sessionId, expiresAt);
      const ttl = expiresAt - Date.now();
      if (ttl <= 0) return;
      await withRedis(() => redis.set(`session:revoked:${sessionId}`, "1", { PX: ttl }));
    },
    async has(sessionId) {
      if (await local.has(sessionId)) return true;
      return (await withRedis(async () => (await redis.exists(`session:revoked:${sessionId}`)) === 1)) ?? false;
    },
  };
}

let store: RevokedSessionStore | undefined;

export function revokedSessions(): RevokedSessionStore {
  if (!store) {
    const local = createMemoryRevokedSessionStore();
    const redis = redisClient();
    store = redis ? createSharedRevokedSessionStore(redis, local) : local;
  }
  return store;
}
