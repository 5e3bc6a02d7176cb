import {
  cachified,
  createCacheEntry,
  isExpired,
  shouldRefresh,
  totalTtl,
  type Cache,
  type CacheEntry,
} from "@epic-web/cachified";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { config, type Config } from "./config";
import { FAILED_READ } from "./page-render";
import { redisClient, subscribeRedis, withRedis, type RedisClient } from "./redis";

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
 * Each store is a cachified `Cache`, made by `createStore`: an LRU in this process, or with
 * REDIS_URL an entry in Redis (`cache:<prefix><key>`, so `cache:catalogue:t:<shop id>:…`)
 * with the same LRU in front as the local layer (docs/decisions/0010). A replaced or dropped
 * entry is announced on a Redis channel: every replica drops its local copy and the pages
 * built from it.
 */

export type StoreName = "tenants" | "tenant-misses" | "catalogue" | "search";

type StoreDefinition = { keyPrefix: string; maxBytes: (settings: Config) => number };

export const STORES: Record<StoreName, StoreDefinition> = {
  tenants: { keyPrefix: "tenant:", maxBytes: (settings) => settings.tenantCacheMaxBytes },
  "tenant-misses": { keyPrefix: "tenant-miss:", maxBytes: (settings) => settings.tenantMissCacheMaxBytes },
  catalogue: { keyPrefix: "catalogue:", maxBytes: (settings) => settings.catalogueCacheMaxBytes },
  search: { keyPrefix: "search:", maxBytes: (settings) => settings.searchCacheMaxBytes },
};

/**
 * The memory an entry holds, roughly: twice its value's JSON text (V8's objects and strings
 * for parsed JSON measured about 1.6 times it), its key (UTF-16) and the entry's own fields.
 * Counted once, when it is stored (an upstream answer, never per hit).
 */
export function entryBytes(entry: CacheEntry, key: string): number {
  return 2 * (JSON.stringify(entry.value)?.length ?? 0) + 2 * key.length + 256;
}

/** The local layer of every store made so far: a message from another replica drops its copy here. */
const localLayers: Array<LRUCache<string, CacheEntry>> = [];
/** Each store's local layer, for the read of a fresh entry without cachified (`sharedCached`). */
const localLayerOf = new Map<StoreName, LRUCache<string, CacheEntry>>();

function createStore(name: StoreName): Cache {
  const { keyPrefix, maxBytes } = STORES[name];
  const lru = new LRUCache<string, CacheEntry>({
    maxSize: maxBytes(config()),
    sizeCalculation: entryBytes,
    // An entry evicted for room is dropped too: fetched again later it may hold another value,
    // which `set` cannot compare with what the pages built from it show.
    dispose: (_entry, key, reason) => {
      if (reason === "evict") entryReplaced(key);
    },
  });
  localLayers.push(lru);
  localLayerOf.set(name, lru);
  const redis = redisClient();
  if (redis) {
    shareReplacements();
    return createSharedStore(name, redis, lru);
  }
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

/** An entry as Redis holds it (JSON): read back only in this shape. */
const StoredEntrySchema = z.object({
  value: z.unknown(),
  metadata: z
    .object({ createdTime: z.number(), ttl: z.number().nullable().optional(), swr: z.number().nullable().optional() })
    .passthrough(),
});

const redisKey = (key: string) => `cache:${key}`;

/** What Redis holds is checked like any input: garbage reads as nothing. */
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

async function readShared(redis: RedisClient, key: string): Promise<CacheEntry | undefined> {
  const raw = await withRedis(() => redis.get(redisKey(key)));
  if (!raw) return undefined;
  const parsed = StoredEntrySchema.safeParse(parseJson(raw));
  return parsed.success ? (parsed.data as CacheEntry) : undefined;
}

/** Redis expires an entry when cachified would stop serving it (ttl + staleWhileRevalidate); null: not worth storing. */
function expiryOf(entry: CacheEntry): { PX: number } | Record<string, never> | null {
  const lifetime = totalTtl(entry.metadata);
  if (!(lifetime > 0)) return null;
  return Number.isFinite(lifetime) ? { PX: Math.ceil(lifetime) } : {};
}

/**
 * A store in Redis, shared by every replica, with this process's LRU in front: a fresh local
 * copy answers without a round trip, and while Redis is down the local layer (or the upstream)
 * answers alone. Writes go to both; Redis expires an entry when cachified would stop serving
 * it (ttl + staleWhileRevalidate).
 */
function createSharedStore(name: StoreName, redis: RedisClient, lru: LRUCache<string, CacheEntry>): Cache {
  const { keyPrefix } = STORES[name];
  return {
    name,
    async get(key) {
      const full = keyPrefix + key;
      const local = lru.get(full);
      if (local && shouldRefresh(local.metadata) === false) return local;
      // Stale or absent here: another replica may have refreshed it already.
      const shared = await readShared(redis, full);
      if (shared && (!local || shared.metadata.createdTime > local.metadata.createdTime)) {
        lru.set(full, shared);
        return shared;
      }
      return local;
    },
    async set(key, entry) {
      const full = keyPrefix + key;
      const before = lru.peek(full);
      lru.set(full, entry);
      const expiry = expiryOf(entry);
      if (!expiry) return;
      // A refresh that brought the same value as this replica held changes no page: no signal.
      if (before && isDeepStrictEqual(before.value, entry.value)) {
        await withRedis(() => redis.set(redisKey(full), JSON.stringify(entry), expiry));
        return;
      }
      const replies = await withRedis(() =>
        redis.multi().exists(redisKey(full)).set(redisKey(full), JSON.stringify(entry), expiry).exec(),
      );
      if (before || replies?.[0] === 1) await entryReplacedEverywhere(full);
    },
    async delete(key) {
      const full = keyPrefix + key;
      lru.delete(full);
      // Gone from Redis before the others hear of it, so none of them reads it back.
      await withRedis(() => redis.del(redisKey(full)));
      await entryReplacedEverywhere(full);
    },
  };
}

/*
 * The invalidation signal between replicas (docs/decisions/0010): a replaced or dropped
 * entry's key on one channel. Only the signal is shared, never pages: each replica drops
 * its local copy and the pages it built from that entry.
 */

const REPLACED_CHANNEL = "cache:replaced";
/** This process among the replicas: it already acted on its own messages. */
const REPLICA_ID = randomUUID();
const ReplacedMessageSchema = z.object({ from: z.string(), key: z.string() });
let sharingReplacements = false;

/** Subscribes this process to the other replicas' replacements (once; the first store does it, entry.server at boot). */
export function shareReplacements() {
  if (sharingReplacements) return;
  sharingReplacements = subscribeRedis(
    REPLACED_CHANNEL,
    (raw) => {
      const message = ReplacedMessageSchema.safeParse(parseJson(raw));
      if (!message.success || message.data.from === REPLICA_ID) return;
      for (const lru of localLayers) lru.delete(message.data.key);
      entryReplaced(message.data.key);
    },
    // Disconnected meanwhile: what the others replaced was not heard, so nothing held here is trusted.
    () => {
      for (const lru of localLayers) {
        for (const key of lru.keys()) entryReplaced(key);
        lru.clear();
      }
    },
  );
}

async function entryReplacedEverywhere(key: string) {
  entryReplaced(key);
  await withRedis((redis) => redis.publish(REPLACED_CHANNEL, JSON.stringify({ from: REPLICA_ID, key })));
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
export function sharedCached<Value>(
  key: string,
  getFreshValue: () => Promise<Value>,
  options: SharedOptions = {},
): Promise<Value> {
  const store = options.store ?? "catalogue";
  const fresh = freshShared<Value>(store, key);
  if (fresh) return Promise.resolve(fresh.value);
  const reads = readsOfThisRender.getStore();
  const settings = config();
  const value = cachified({
    key,
    cache: cacheStore(store),
    getFreshValue,
    ttl: options.ttl ?? settings.cacheTtlMs,
    staleWhileRevalidate: options.staleWhileRevalidate ?? settings.cacheStaleMs,
  });
  // Nothing to show for this key (no value, not even a stale one): a page that renders without it is not kept.
  if (reads) value.catch(() => reads.add(FAILED_READ));
  return value;
}

/**
 * The value this process holds for `key` while it is fresh (`{ value }`), read as `sharedCached`
 * reads it (the render's read recorded), or undefined. A fresh local copy is what cachified would
 * answer (both kinds of store read it first), without its machinery: that machinery was most of a
 * shop lookup on a stitched view's path (issue 37).
 */
export function freshShared<Value>(store: StoreName, key: string): { value: Value } | undefined {
  const full = STORES[store].keyPrefix + key;
  readsOfThisRender.getStore()?.add(full);
  cacheStore(store);
  const local = localLayerOf.get(store)!.get(full);
  return local && shouldRefresh(local.metadata) === false ? { value: local.value as Value } : undefined;
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
 * The rendered-page cache (server/edge/page-cache.ts) keeps a page as long as the entries it
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
