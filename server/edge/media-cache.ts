import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { log } from "#server/platform/log";
import type { ShopKind } from "#server/platform/edge-contract";
import { acceptedEncodings, ifNoneMatches, ownCopy } from "./http-cache.ts";

/**
 * The upstream's images (/media/*), proxied so the browser only ever talks to the storefront
 * (CSP stays `img-src 'self'`), answered by the edge before Remix runs and kept in memory.
 * Images are the most numerous requests of a shop (a home page shows ~25); through a Remix
 * resource route and a fetch each, one cost ten times a cached page (docs/performance.md).
 *
 * - Only image types pass, for shop hosts only (an unpublished shop's too: its page shows its
 *   logo); anything else is a 404. A host not resolved (the upstream failing) is a 503, as its
 *   pages are: never an image kept for another shop.
 * - `deadlineMs` bounds the whole request: the host's lookup and the image's fetch together
 *   (each bounded on its own, they added up: a lookup tried twice, then the fetch). Past it, a
 *   503; a fetch still under way goes on and keeps its image for the next request.
 * - Kept for `freshMs` (at most what the upstream's Cache-Control allows), then served as it is
 *   while one background fetch revalidates it with its ETag (a 304 keeps the bytes): a slow or
 *   dead upstream never holds up a kept image, and one that fails or refuses (anything but a 404
 *   or 410, which drop it) leaves it served stale instead of a broken picture. Concurrent misses
 *   of one image share one fetch.
 * - Compressible types (SVG) are gzipped once when kept. An image whose Content-Length is over a
 *   fair share of the cache (an eighth) is streamed through, neither kept nor read whole; one of
 *   unknown length is read whole, then kept only if it fits.
 * - `maxBytes` 0 keeps nothing: every request fetches (still at the edge).
 */
export type MediaCacheOptions = {
  /** The upstream's origin: images are at `${origin}/media/…`. */
  upstreamOrigin: string;
  timeoutMs: number;
  /** The most a request waits in all, lookup and fetch (a page's GET: a try and its retry). */
  deadlineMs: number;
  freshMs: number;
  maxBytes: number;
  /** What `host` stands for (the app's resolveShop). */
  shopOf: (host: string) => Promise<ShopKind>;
  now?: () => number;
};

type MediaEntry = {
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
type Fetched = MediaEntry | Streamed | "gone" | "refused" | "unavailable";

/**
 * An image whose length says it is too large to keep (any, with a bound of 0): its answer is
 * streamed to one client. Concurrent misses that shared its fetch find it claimed and fetch
 * their own.
 */
type Streamed = {
  kind: "streamed";
  type: string;
  cacheControl: string;
  etag?: string;
  length: number;
  claim: () => globalThis.Response | undefined;
};

const isStreamed = (fetched: Fetched): fetched is Streamed => typeof fetched === "object" && "kind" in fetched;

/** `work`'s outcome, or "late" once the request's deadline has passed. */
type BeforeDeadline = <T>(work: Promise<T>) => Promise<T | "late">;

/** A streamed answer that its request, past its deadline, no longer takes is not left open. */
function dropWhenStreamed(work: Promise<Fetched | undefined>) {
  void work.then(
    (fetched) => fetched && isStreamed(fetched) && void fetched.claim()?.body?.cancel(),
    () => undefined,
  );
}

const compressGzip = promisify(gzip);

/** A path the upstream may serve: plain segments only. */
const MEDIA_PATH = /^[\w./-]+$/;
/** Types worth compressing: text formats. Raster images are compressed already. */
const COMPRESSIBLE = /^image\/svg\+xml\b/i;
/** An SVG opened directly must not run anything under our origin. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const DEFAULT_CACHE_CONTROL = "public, max-age=86400";

/** The answers for an image there is none of: a 404, or a 503 while the upstream cannot be reached. */
function answerNotFound(res: Response) {
  res.status(404).type("text/plain").send("Not found");
}
function answerUnavailable(res: Response) {
  // As the pages' 503 while the upstream cannot be reached (server/tenancy/shop.ts, shopFrom).
  res.status(503).setHeader("Retry-After", "30");
  res.type("text/plain").send("Image unavailable");
}

function maxAgeOf(cacheControl: string): number | undefined {
  if (/\b(no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const match = /\bmax-age=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) * 1000 : undefined;
}

export function createMediaCache(options: MediaCacheOptions) {
  const now = options.now ?? Date.now;
  const images = new LRUCache<string, MediaEntry>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (entry, path) => entry.body.length + (entry.gzip?.length ?? 0) + path.length * 2 + 256,
  });
  const inFlight = new Map<string, Promise<Fetched>>();

  /**
   * The upstream's answer for `path`. `timeoutMs` bounds the wait for it and the reading of an
   * image read whole; a streamed one is not cut short (a large photo to a slow phone takes time).
   */
  async function fetchImage(path: string, kept: MediaEntry | undefined): Promise<Fetched> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      // Returns once the answer's headers are in (streamed) or its body is read (kept).
      return await fetchImageWithin(path, kept, controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  async function fetchImageWithin(path: string, kept: MediaEntry | undefined, signal: AbortSignal): Promise<Fetched> {
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
      return { ...kept, fetchedAt: now() };
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
      fetchedAt: now(),
      maxAgeMs: maxAgeOf(cacheControl),
    };
  }

  /** Fetches `path` once at a time, and keeps, refreshes or drops what it had by the answer. */
  function refresh(path: string, kept: MediaEntry | undefined): Promise<Fetched> {
    let pending = inFlight.get(path);
    if (pending) return pending;
    pending = fetchImage(path, kept)
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
  async function lookup(
    path: string,
  ): Promise<{ entry?: MediaEntry; streamed?: Streamed; failure?: "not-found" | "unavailable" }> {
    const kept = images.get(path);
    if (kept) {
      if (now() - kept.fetchedAt >= Math.min(options.freshMs, kept.maxAgeMs ?? Infinity))
        void refresh(path, kept).catch(() => undefined);
      return { entry: kept };
    }
    const fetched = await refresh(path, undefined);
    if (fetched === "unavailable") return { failure: "unavailable" };
    if (fetched === "gone" || fetched === "refused") return { failure: "not-found" };
    if (isStreamed(fetched)) return { streamed: fetched };
    return { entry: fetched };
  }

  /** Headers every image answer carries, kept or streamed. */
  function imageHeaders(res: Response, type: string, cacheControl: string, etag: string | undefined) {
    res.setHeader("Content-Type", type);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Content-Security-Policy", MEDIA_CSP);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (etag) res.setHeader("ETag", etag);
  }

  /** Streams an image too large to keep; one that another request already claimed is fetched again. */
  async function sendStreamed(
    req: Request,
    res: Response,
    path: string,
    streamed: Streamed,
    beforeDeadline: BeforeDeadline,
  ) {
    let image: Fetched | "late" = streamed;
    let response = streamed.claim();
    if (!response) {
      const refetched = fetchImage(path, undefined);
      image = await beforeDeadline(refetched);
      if (image === "late") return answerLate(res, path, refetched);
      if (!isStreamed(image)) {
        if (image === "unavailable") return answerUnavailable(res);
        if (typeof image === "string") return answerNotFound(res);
        return send(req, res, image);
      }
      response = image.claim();
    }
    imageHeaders(res, image.type, image.cacheControl, image.etag);
    if (image.etag && ifNoneMatches(req.headers["if-none-match"], image.etag)) {
      void response?.body?.cancel();
      res.statusCode = 304;
      return void res.end();
    }
    res.setHeader("Content-Length", image.length);
    res.statusCode = 200;
    if (req.method === "HEAD" || !response?.body) {
      void response?.body?.cancel();
      return void res.end();
    }
    // A client that goes away stops the upstream's answer too (also one gone while the upstream
    // was asked: its close came before this listener); an upstream that fails midway ends the answer.
    if (res.destroyed) return void response.body.cancel();
    const body = Readable.fromWeb(response.body as WebReadableStream);
    body.on("error", () => res.destroy());
    res.on("close", () => body.destroy());
    body.pipe(res);
  }

  function send(req: Request, res: Response, entry: MediaEntry) {
    imageHeaders(res, entry.type, entry.cacheControl, entry.etag);
    if (entry.gzip) res.setHeader("Vary", "Accept-Encoding");
    if (ifNoneMatches(req.headers["if-none-match"], entry.etag)) {
      res.statusCode = 304;
      return void res.end();
    }
    const gzipped = entry.gzip && acceptedEncodings(req.headers["accept-encoding"]).gzip;
    const body = gzipped ? entry.gzip! : entry.body;
    if (gzipped) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** The 503 of a request past its deadline; the upstream's answer it waited for, if streamed, is not left open. */
  function answerLate(res: Response, path: string, pending?: Promise<Fetched | undefined>) {
    log.warn("media past its deadline", { path, deadlineMs: options.deadlineMs });
    if (pending) dropWhenStreamed(pending);
    answerUnavailable(res);
  }

  async function answer(req: Request, res: Response, path: string, beforeDeadline: BeforeDeadline) {
    const shop = await beforeDeadline(options.shopOf(req.hostname));
    if (shop === "late") return answerLate(res, path);
    if (shop === "unknown-host") return answerNotFound(res);
    // Not resolved is not known: no other shop's kept image, no fetch for a host that may have none.
    if (shop === "unavailable") return answerUnavailable(res);
    const looked = lookup(path);
    const found = await beforeDeadline(looked);
    if (found === "late")
      return answerLate(
        res,
        path,
        looked.then(({ streamed }) => streamed),
      );
    const { entry, streamed, failure } = found;
    if (entry) return send(req, res, entry);
    if (streamed) return sendStreamed(req, res, path, streamed, beforeDeadline);
    if (failure === "unavailable") return answerUnavailable(res);
    answerNotFound(res);
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (!req.path.startsWith("/media/")) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return void res.status(405).type("text/plain").send("Method not allowed");
    }
    const path = req.path.slice("/media/".length);
    if (!MEDIA_PATH.test(path) || path.includes("..")) return answerNotFound(res);
    // One deadline for the whole request (not one per step: they added up).
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(resolve, options.deadlineMs, "late")));
    answer(req, res, path, (work) => Promise.race([work, late]))
      .catch(next)
      .finally(() => clearTimeout(timer));
  };

  return { middleware };
}
