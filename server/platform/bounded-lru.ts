import { LRUCache } from "lru-cache";

/**
 * An LRU of at most `entries` entries whose memory grows with what it holds. lru-cache's `max`
 * allocates its index arrays for `max` entries up front: with a ttl, four arrays of `max` slots
 * on V8's heap and three typed arrays, so the in-memory stores of checkout attempts, form tokens
 * and revoked sessions held 14 MiB of heap and 4 MiB of buffers from their first use, empty or
 * not: a fifth of a replica's heap, marked at every full collection. Each entry counted 1 against `maxSize` bounds
 * the same number of entries without that (docs/decisions/0011).
 */
export function entryBoundedLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  entries: number,
  options: Omit<LRUCache.Options<K, V, unknown>, "max" | "maxSize" | "sizeCalculation"> = {},
): LRUCache<K, V> {
  return new LRUCache<K, V>({ ...options, maxSize: entries, sizeCalculation: () => 1 });
}
