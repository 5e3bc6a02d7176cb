import { cachified, type Cache, type CacheEntry } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import { config } from "./config.server";

/**
 * Per-tenant cache for data that is the same for every shopper of a shop (tenant details,
 * sections, sliders, product lists …). One bounded in-memory LRU behind cachified's Cache
 * interface, so a shared store (Redis) can replace it when several instances run.
 * Never put per-user data or upstream errors in here: cachified only stores resolved values.
 */

let store: Cache | undefined;

function cacheStore(): Cache {
  if (!store) {
    const lru = new LRUCache<string, CacheEntry>({ max: config().cacheMaxEntries });
    store = {
      name: "storefront-lru",
      get: (key) => lru.get(key),
      set: (key, value) => lru.set(key, value),
      delete: (key) => lru.delete(key),
    };
  }
  return store;
}

type SharedOptions = {
  /** Fresh lifetime in ms (default CACHE_TTL_SECONDS). */
  ttl?: number;
  /** How long past ttl a stale value is still served while it refreshes (default CACHE_STALE_SECONDS). */
  staleWhileRevalidate?: number;
};

/**
 * Returns the cached value for key, refreshing in the background once stale; when a
 * refresh fails the stale value keeps being served until ttl + staleWhileRevalidate.
 */
export function sharedCached<Value>(key: string, getFreshValue: () => Promise<Value>, options: SharedOptions = {}): Promise<Value> {
  const settings = config();
  return cachified({
    key,
    cache: cacheStore(),
    getFreshValue,
    ttl: options.ttl ?? settings.cacheTtlMs,
    staleWhileRevalidate: options.staleWhileRevalidate ?? settings.cacheStaleMs,
  });
}

/** Cache keys are scoped by tenant so one shop can never read another's entry. */
export function tenantKey(tenantId: number, ...parts: Array<string | number>): string {
  return ["t", tenantId, ...parts].join(":");
}

/** Drops one entry, after a change the shopper must see at once (a new review, say). */
export async function forgetShared(key: string): Promise<void> {
  await cacheStore().delete(key);
}
