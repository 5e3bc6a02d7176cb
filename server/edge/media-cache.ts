import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Request, RequestHandler, Response } from "express";
import { log } from "#server/platform/log";
import type { ShopKind } from "#server/platform/edge-contract";
import { acceptedEncodings, ifNoneMatches } from "./http-cache.ts";
import { createMediaStore } from "./media-store.ts";
import { fetchImage, isStreamed, type Fetched, type MediaEntry, type Streamed } from "./media-upstream.ts";

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
 *
 * This file answers requests; the kept images and the fetches in flight are media-store.ts's,
 * the fetch of one image from the upstream media-upstream.ts's.
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

/** `work`'s outcome, or "late" once the request's deadline has passed. */
type BeforeDeadline = <T>(work: Promise<T>) => Promise<T | "late">;

/** A streamed answer that its request, past its deadline, no longer takes is not left open. */
function dropWhenStreamed(work: Promise<Fetched | undefined>) {
  void work.then(
    (fetched) => fetched && isStreamed(fetched) && void fetched.claim()?.body?.cancel(),
    () => undefined,
  );
}

/** A path the upstream may serve: plain segments only. */
const MEDIA_PATH = /^[\w./-]+$/;
/** An SVG opened directly must not run anything under our origin. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The answers for an image there is none of: a 404, or a 503 while the upstream cannot be reached. */
function answerNotFound(res: Response) {
  res.status(404).type("text/plain").send("Not found");
}
function answerUnavailable(res: Response) {
  // As the pages' 503 while the upstream cannot be reached (server/tenancy/shop.ts, shopFrom).
  res.status(503).setHeader("Retry-After", "30");
  res.type("text/plain").send("Image unavailable");
}

/** Headers every image answer carries, kept or streamed. */
function imageHeaders(res: Response, type: string, cacheControl: string, etag: string | undefined) {
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Content-Security-Policy", MEDIA_CSP);
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (etag) res.setHeader("ETag", etag);
}

/** Sends a kept image: a 304 when the client has it, gzip when kept so and accepted. */
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

/** Sends an image too large to keep as the upstream's answer streams in: a 304 when the client has it. */
function pipeStreamed(req: Request, res: Response, image: Streamed, response: globalThis.Response | undefined) {
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

export function createMediaCache(options: MediaCacheOptions) {
  const now = options.now ?? Date.now;
  const upstream = {
    upstreamOrigin: options.upstreamOrigin,
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    now,
  };
  const { lookup } = createMediaStore({ ...upstream, freshMs: options.freshMs });

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
      const refetched = fetchImage(path, undefined, upstream);
      image = await beforeDeadline(refetched);
      if (image === "late") return answerLate(res, path, refetched);
      if (!isStreamed(image)) {
        if (image === "unavailable") return answerUnavailable(res);
        if (typeof image === "string") return answerNotFound(res);
        return send(req, res, image);
      }
      response = image.claim();
    }
    pipeStreamed(req, res, image, response);
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
