import { cachified, type Cache, type CacheEntry } from "@epic-web/cachified";
import { AsyncLocalStorage } from "node:async_hooks";
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
      set: (key, value) => {
        const replaced = lru.has(key);
        lru.set(key, value);
        if (replaced) entryReplaced(key);
      },
      delete: (key) => {
        entryReplaced(key);
        return lru.delete(key);
      },
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
  readsOfThisRender.getStore()?.add(key);
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

/*
 * The rendered-page cache (server/http/page-cache.ts) keeps a page as long as the entries it
 * was built from: it records the keys a render reads, and hears when one of them is replaced
 * (a background refresh) or dropped (forgetShared, after a new review).
 */

const readsOfThisRender = new AsyncLocalStorage<Set<string>>();
const replacedListeners = new Set<(key: string) => void>();

function entryReplaced(key: string) {
  for (const listener of replacedListeners) listener(key);
}

/** Runs `render`, adding to `reads` every cache key it (or anything it awaits) asks for. */
export function recordCacheReads<T>(reads: Set<string>, render: () => T): T {
  return readsOfThisRender.run(reads, render);
}

/** Calls `listener` with the key of every entry replaced by a fresh value or dropped; returns the unsubscribe. */
export function onCacheEntryReplaced(listener: (key: string) => void): () => void {
  replacedListeners.add(listener);
  return () => replacedListeners.delete(listener);
}
