import { cachified, createCacheEntry, isExpired, type Cache, type CacheEntry } from "@epic-web/cachified";
import { AsyncLocalStorage } from "node:async_hooks";
import { isDeepStrictEqual } from "node:util";
import { LRUCache } from "lru-cache";
import { config, type Config } from "./config.server";

/**
 * Caches for data that is the same for every shopper of a shop. Never put per-user data or
 * upstream errors in here: cachified only stores resolved values.
 *
 * Four bounded stores, so that keys a visitor can make up (host names, search terms, filter
 * values) only ever evict their own kind, never the catalogue or the known shops:
 *
 * | store           | key prefix     | holds                                                       |
 * |-----------------|----------------|-------------------------------------------------------------|
 * | `tenants`       | `tenant:`      | host → shop, for hosts the upstream knows                   |
 * | `tenant-misses` | `tenant-miss:` | hosts the upstream does not know (a 404 from tenants/lookup/) |
 * | `catalogue`     | `catalogue:`   | what the shop's own links lead to: products, lists, sections … |
 * | `search`        | `search:`      | search results and filtered listings (visitor-typed queries) |
 *
 * Each store is a cachified `Cache`, made by `createStore`: the one place where a shared store
 * (Redis) replaces the in-process LRU later, keeping these names and prefixes.
 */

export type StoreName = "tenants" | "tenant-misses" | "catalogue" | "search";

type StoreDefinition = { keyPrefix: string; maxEntries: (settings: Config) => number };

export const STORES: Record<StoreName, StoreDefinition> = {
  tenants: { keyPrefix: "tenant:", maxEntries: (settings) => settings.tenantCacheMaxEntries },
  "tenant-misses": { keyPrefix: "tenant-miss:", maxEntries: (settings) => settings.tenantMissCacheMaxEntries },
  catalogue: { keyPrefix: "catalogue:", maxEntries: (settings) => settings.catalogueCacheMaxEntries },
  search: { keyPrefix: "search:", maxEntries: (settings) => settings.searchCacheMaxEntries },
};

function createStore(name: StoreName): Cache {
  const { keyPrefix, maxEntries } = STORES[name];
  const lru = new LRUCache<string, CacheEntry>({ max: maxEntries(config()) });
  return {
    name,
    get: (key) => lru.get(keyPrefix + key),
    set: (key, value) => {
      const before = lru.peek(keyPrefix + key);
      lru.set(keyPrefix + key, value);
      // A refresh that brought the same value changes no page built from it: those stay kept.
      if (before && !isDeepStrictEqual(before.value, value.value)) entryReplaced(keyPrefix + key);
    },
    delete: (key) => {
      entryReplaced(keyPrefix + key);
      return lru.delete(keyPrefix + key);
    },
  };
}

const stores = new Map<StoreName, Cache>();

function cacheStore(name: StoreName): Cache {
  let store = stores.get(name);
  if (!store) {
    store = createStore(name);
    stores.set(name, store);
  }
  return store;
}

type SharedOptions = {
  /** Which store holds the value (default the catalogue). */
  store?: StoreName;
  /** Fresh lifetime in ms (default CACHE_TTL_SECONDS). */
  ttl?: number;
  /** How long past ttl a stale value is still served while it refreshes (default CACHE_STALE_SECONDS). */
  staleWhileRevalidate?: number;
};

/**
 * Returns the cached value for key, refreshing in the background once stale; when a
 * refresh fails the stale value keeps being served until ttl + staleWhileRevalidate.
 * Concurrent calls for one key share one upstream call (cachified's pending values).
 */
export function sharedCached<Value>(key: string, getFreshValue: () => Promise<Value>, options: SharedOptions = {}): Promise<Value> {
  const store = options.store ?? "catalogue";
  readsOfThisRender.getStore()?.add(STORES[store].keyPrefix + key);
  const settings = config();
  return cachified({
    key,
    cache: cacheStore(store),
    getFreshValue,
    ttl: options.ttl ?? settings.cacheTtlMs,
    staleWhileRevalidate: options.staleWhileRevalidate ?? settings.cacheStaleMs,
  });
}

/** Cache keys are scoped by tenant so one shop can never read another's entry. */
export function tenantKey(tenantId: number, ...parts: Array<string | number>): string {
  return ["t", tenantId, ...parts].join(":");
}

/** Drops one catalogue entry, after a change the shopper must see at once (a new review, say). */
export async function forgetShared(key: string): Promise<void> {
  await cacheStore("catalogue").delete(key);
}

/** Remembers for `ttl` ms that `key` has nothing behind it (a host the upstream does not know). */
export async function rememberMiss(store: StoreName, key: string, ttl: number): Promise<void> {
  await cacheStore(store).set(key, createCacheEntry(true, { ttl, swr: 0 }));
}

/** Whether `key` was remembered as a miss less than its ttl ago. */
export async function isRememberedMiss(store: StoreName, key: string): Promise<boolean> {
  const entry = await cacheStore(store).get(key);
  return entry != null && isExpired(entry.metadata) === false;
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
