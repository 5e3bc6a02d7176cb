/**
 * The media cache's kept images: an LRU bounded by their bytes, and the fetches in flight, one
 * per path at a time, shared by whoever asks meanwhile. A kept image is answered at once, fresh
 * or not (a stale one is revalidated in the background); the answer of a fetch keeps, refreshes
 * or drops it. The rest: docs/decisions/0022-media-at-the-edge.md.
 */
import { LRUCache } from "lru-cache";
import { log } from "#server/platform/log";
import {
  fetchImage,
  isStreamed,
  type Fetched,
  type MediaEntry,
  type Streamed,
  type UpstreamOptions,
} from "./media-upstream.ts";

/** What a lookup found: a kept or fetched image, one to stream, or none. */
export type Lookup = { entry?: MediaEntry; streamed?: Streamed; failure?: "not-found" | "unavailable" };

export function createMediaStore(options: UpstreamOptions & { freshMs: number }) {
  const images = new LRUCache<string, MediaEntry>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (entry, path) => entry.body.length + (entry.gzip?.length ?? 0) + path.length * 2 + 256,
  });
  const inFlight = new Map<string, Promise<Fetched>>();

  /** Fetches `path` once at a time, and keeps, refreshes or drops what it had by the answer. */
  function refresh(path: string, kept: MediaEntry | undefined): Promise<Fetched> {
    let pending = inFlight.get(path);
    if (pending) return pending;
    pending = fetchImage(path, kept, options)
      .then((fetched) => {
        if (fetched === "gone") images.delete(path);
        else if (fetched === "unavailable" || fetched === "refused")
          log.warn(kept ? "media unavailable, served stale" : "media unavailable", { path, answer: fetched });
        else if (isStreamed(fetched)) {
          images.delete(path);
          // A background refresh has no client to stream to.
          if (kept) void fetched.claim()?.body?.cancel();
        } else {
          const size = fetched.body.length + (fetched.gzip?.length ?? 0);
          if (options.maxBytes > 0 && size <= options.maxBytes / 8 && fetched.maxAgeMs !== 0) images.set(path, fetched);
          else images.delete(path);
        }
        return fetched;
      })
      .finally(() => inFlight.delete(path));
    inFlight.set(path, pending);
    return pending;
  }

  /**
   * The image at `path`. Kept: at once, fresh or not (a stale one is refreshed in the background,
   * one fetch at a time, so a slow or dead upstream never holds a kept image up). Not kept: fetched,
   * once for all who ask at the same time.
   */
  async function lookup(path: string): Promise<Lookup> {
    const kept = images.get(path);
    if (kept) {
      if (options.now() - kept.fetchedAt >= Math.min(options.freshMs, kept.maxAgeMs ?? Infinity))
        void refresh(path, kept).catch(() => undefined);
      return { entry: kept };
    }
    const fetched = await refresh(path, undefined);
    if (fetched === "unavailable") return { failure: "unavailable" };
    if (fetched === "gone" || fetched === "refused") return { failure: "not-found" };
    if (isStreamed(fetched)) return { streamed: fetched };
    return { entry: fetched };
  }

  return { lookup };
}
