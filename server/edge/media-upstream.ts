/**
 * The media cache's fetch of one image from the upstream (`/media/<path>`), its wait bounded by
 * a timeout: an entry to keep (read whole, SVG gzipped once), an answer to stream when its length
 * says it is too large to keep, or what went wrong. Revalidates a kept image with its ETag. The
 * rest: docs/decisions/0022-media-at-the-edge.md.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { ownCopy } from "#server/platform/memory";

export type MediaEntry = {
  type: string;
  cacheControl: string;
  etag: string;
  /** The upstream's own ETag, for revalidation; none when it sent none. */
  upstreamEtag?: string;
  body: Buffer;
  gzip?: Buffer;
  fetchedAt: number;
  /** The upstream's max-age (ms), when it gave one: the image is not kept fresh longer. */
  maxAgeMs?: number;
};

/**
 * What a fetch of the upstream came to: an image; "gone" (404, 410: a kept copy is dropped);
 * "refused" (another 4xx, or not an image: a 404 unless a copy is kept); "unavailable"
 * (unreachable, 5xx: a 503 unless a copy is kept).
 */
export type Fetched = MediaEntry | Streamed | "gone" | "refused" | "unavailable";

/**
 * An image whose length says it is too large to keep (any, with a bound of 0): its answer is
 * streamed to one client. Concurrent misses that shared its fetch find it claimed and fetch
 * their own.
 */
export type Streamed = {
  kind: "streamed";
  type: string;
  cacheControl: string;
  etag?: string;
  length: number;
  claim: () => globalThis.Response | undefined;
};

export const isStreamed = (fetched: Fetched): fetched is Streamed => typeof fetched === "object" && "kind" in fetched;

/** What a fetch needs to know: where the upstream is, how long to wait, the cache's bound and clock. */
export type UpstreamOptions = { upstreamOrigin: string; timeoutMs: number; maxBytes: number; now: () => number };

const compressGzip = promisify(gzip);

/** Types worth compressing: text formats. Raster images are compressed already. */
const COMPRESSIBLE = /^image\/svg\+xml\b/i;
const DEFAULT_CACHE_CONTROL = "public, max-age=86400";

function maxAgeOf(cacheControl: string): number | undefined {
  if (/\b(no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const match = /\bmax-age=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) * 1000 : undefined;
}

/**
 * The upstream's answer for `path`. `timeoutMs` bounds the wait for it and the reading of an
 * image read whole; a streamed one is not cut short (a large photo to a slow phone takes time).
 */
export async function fetchImage(
  path: string,
  kept: MediaEntry | undefined,
  options: UpstreamOptions,
): Promise<Fetched> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    // Returns once the answer's headers are in (streamed) or its body is read (kept).
    return await fetchImageWithin(path, kept, controller.signal, options);
  } finally {
    clearTimeout(timer);
  }
}

async function fetchImageWithin(
  path: string,
  kept: MediaEntry | undefined,
  signal: AbortSignal,
  options: UpstreamOptions,
): Promise<Fetched> {
  let response: globalThis.Response;
  try {
    response = await fetch(new URL(`/media/${path}`, options.upstreamOrigin), {
      signal,
      // The bytes as they are: fetch would decode a compressed answer, whose Content-Length
      // counts the compressed bytes (this cache compresses what is worth it itself).
      headers: {
        "Accept-Encoding": "identity",
        ...(kept?.upstreamEtag ? { "If-None-Match": kept.upstreamEtag } : {}),
      },
    });
  } catch {
    return "unavailable";
  }
  if (response.status === 304 && kept) {
    void response.body?.cancel();
    return { ...kept, fetchedAt: options.now() };
  }
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("image/")) {
    void response.body?.cancel();
    if (response.status === 404 || response.status === 410) return "gone";
    return response.status >= 500 ? "unavailable" : "refused";
  }
  const cacheControl = response.headers.get("cache-control") ?? DEFAULT_CACHE_CONTROL;
  const upstreamEtag = response.headers.get("etag") ?? undefined;
  // Streamed when its length says it is too large to keep; one of unknown length is read whole,
  // and so is one compressed all the same (fetch decodes it: its Content-Length is not what is sent).
  const encoded = (response.headers.get("content-encoding") ?? "identity") !== "identity";
  const length = encoded ? NaN : Number(response.headers.get("content-length") ?? NaN);
  if (Number.isFinite(length) && !(options.maxBytes > 0 && length <= options.maxBytes / 8)) {
    let unclaimed: globalThis.Response | undefined = response;
    const claim = () => {
      const claimed = unclaimed;
      unclaimed = undefined;
      return claimed;
    };
    return { kind: "streamed", type, cacheControl, etag: upstreamEtag, length, claim };
  }
  let body: Buffer;
  try {
    // The ArrayBuffer is the body's own (not a slice of a shared pool): no copy needed.
    body = Buffer.from(await response.arrayBuffer());
  } catch {
    return "unavailable";
  }
  let gzipped: Buffer | undefined;
  if (COMPRESSIBLE.test(type)) {
    const compressed = await compressGzip(body, { level: 9 });
    if (compressed.length < body.length) gzipped = ownCopy(compressed);
  }
  return {
    type,
    cacheControl,
    upstreamEtag,
    etag: upstreamEtag ?? `"${createHash("sha1").update(body).digest("base64url")}"`,
    body,
    gzip: gzipped,
    fetchedAt: options.now(),
    maxAgeMs: maxAgeOf(cacheControl),
  };
}
