import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzip, gunzipSync, gzip } from "node:zlib";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { FAILED_READ, routeKeepsPages, type PageCacheRender, type RenderedPage } from "#server/platform/page-render";

/**
 * The rendered-page cache (docs/decisions/0008): anonymous GETs of catalogue pages, and the
 * Remix data requests of client navigations to them, are answered from memory before Remix
 * runs, with bytes compressed once. Runs as plain Node in the edge; what only the app knows
 * (who may share a page, the cache entries a render read, which of them changed) comes in
 * through the options, the build's route handles and the load context.
 *
 * - Key: scheme, host and port, path and query, and the visitor's variant (what the page
 *   shows of that visitor: the cart's lines). A visitor without a variant (anything in the
 *   session) always renders their own page.
 * - Kept only for routes whose every matched module says `handle.pageCache`, with status 200
 *   and no cookie set.
 * - Fresh for `freshMs`, then served stale for `staleMs` while one background render
 *   replaces it; dropped as soon as a cache entry it was built from is replaced or dropped (a
 *   new review shows at once). A render that read an entry replaced while it ran is not kept.
 * - Concurrent misses of one key wait for the first render instead of rendering again.
 * - Compressed cheaply, then well once asked for again: gzip at level 1 when kept (the miss
 *   is answered with those bytes too), then in the background, the first time the page is
 *   asked for again, gzip at level 9, and brotli the first time a client that accepts it asks
 *   again. A page nobody asks for twice costs one fast compression; the ETag names the page,
 *   not its bytes, so it stays.
 */

/** A kept page, compressed when kept and again once asked for again; the rare client that accepts neither encoding gets it gunzipped. */
type PageEntry = {
  headers: Array<[string, string]>;
  /** Level 1 when kept; level 9 once the page was asked for again (`gzipFinal`). */
  gzip: Buffer;
  gzipFinal?: true;
  /** Made in the background on the first request that accepts it. */
  br?: Buffer;
  /** A background compression of this entry is running. */
  compressing?: true;
  etag: string;
  storedAt: number;
  /** The cache keys the render read. */
  sources: string[];
};

/** One render of a missed key, from the miss until its page is kept or given up. */
type Render = {
  key: string;
  reads: Set<string>;
  /** A source was replaced while it ran: its page is out of date before it is kept. */
  tainted: boolean;
  keeping: boolean;
  settled: boolean;
  waiting: Promise<PageEntry | undefined>;
  settle: (entry: PageEntry | undefined) => void;
};

/** The parts of the Remix build's route manifest the cache reads. */
export type RouteManifest = Record<
  string,
  {
    id: string;
    parentId?: string;
    path?: string;
    index?: boolean;
    caseSensitive?: boolean;
    module: { handle?: unknown };
  }
>;

export type PageCacheOptions = {
  freshMs: number;
  staleMs: number;
  /** A shared cache's freshness (s-maxage) and stale-while-revalidate for public pages (decision 0008). */
  sharedMs: number;
  /** Bytes of pages (both encodings) kept at most; 0 turns the cache off. */
  maxBytes: number;
  /** Whether the page at this path may be kept (see `cachedPathsOf`). */
  isCachedPath: (pathname: string) => boolean;
  /** The visitor's variant from the Cookie header; null when they must render their own page. */
  variantOf: (cookieHeader: string) => Promise<string | null>;
  /**
   * Renders `req` again through Remix, its load context carrying `render`, recording in
   * `reads` the cache keys it reads: for the background refresh of a stale page.
   */
  renderAgain: (req: Request, render: PageCacheRender, reads: Set<string>) => Promise<void>;
  now?: () => number;
};

declare module "express-serve-static-core" {
  interface Request {
    /**
     * Set on a miss whose page may be kept: the final handler passes `render` and `reads` to
     * the render, then lets `sendKept` answer with the kept page's compressed bytes.
     */
    pageRender?: { render: PageCacheRender; reads: Set<string>; sendKept: () => Promise<boolean> };
  }
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const decompressGzip = promisify(gunzip);

/**
 * gzip levels of kept pages: 1 on the miss (a catalogue page in ~0.3 ms, ~14% larger than
 * level 6's ~0.65 ms; the miss waits for it), 9 once the page is asked for again (~0.75 ms off
 * the request's path, a little smaller than 6).
 */
const GZIP_LEVEL_KEPT = 1;
const GZIP_LEVEL_FINAL = 9;

/**
 * The bytes in a buffer of their own. zlib and `Buffer.from` hand back slices of shared slabs
 * (Node's Buffer pool is 64 KiB, for anything under 32 KiB), and one kept slice keeps its whole
 * slab alive: kept pages of ~11 KB held 3.5 times the cache's bound that way (docs/decisions/0011).
 */
export function ownCopy(bytes: Uint8Array): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  copy.set(bytes);
  return copy;
}

/**
 * Brotli quality of kept pages: 6 compresses a catalogue page in ~3 ms to within 1% of 9
 * (~20 ms); 11 saves another 10% but costs ~200 ms of CPU per page and visitor variant.
 */
const BROTLI_QUALITY = 6;

/** Headers of a render that are the cache's to set on each answer. */
const ANSWER_HEADERS = /^(cache-control|etag|content-length|content-encoding|set-cookie|vary|date|x-page-cache)$/i;

/** The cache key: the page as addressed (scheme, host, port, path, query) and the visitor's variant. */
export function pageKey(protocol: string, host: string, url: string, variant: string): string {
  return `${protocol}://${host}${url}\n${variant}`;
}

/** Whether an If-None-Match header names `etag`, compared weakly (RFC 9110), `*` included: then a 304. */
export function ifNoneMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch?.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag)) ?? false;
}

/** Which of the kept encodings an Accept-Encoding header accepts (q=0 refuses). */
export function acceptedEncodings(acceptEncoding: string | undefined): { br: boolean; gzip: boolean } {
  const accepted = { br: false, gzip: false };
  for (const part of acceptEncoding?.split(",") ?? []) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === "br" || name === "*") accepted.br = true;
    if (name === "gzip" || name === "*") accepted.gzip = true;
  }
  return accepted;
}

/**
 * `W/"…"`: the same page in any encoding is the same representation for revalidation. Hashed
 * from the page's gzip bytes as kept (level 1: deterministic for the same page, and a sixth of
 * its size); the entry keeps it when it is compressed again.
 */
export function pageEtag(gzipped: Buffer): string {
  return `W/"${createHash("sha1").update(gzipped).digest("base64url")}"`;
}

/** Memory for remembering which paths may be kept (a fixed 1 MiB: thousands of ordinary paths). */
export const KNOWN_PATHS_MAX_BYTES = 1024 * 1024;

/**
 * Whether a request's path is the one Remix renders: server/edge/main.ts gives Remix a WHATWG URL,
 * which turns `\` into `/` and resolves `.` and `..` segments, `%2e` spellings included. A path
 * it would change is neither answered from nor kept in the cache: `/quick-view/x\%2e%2e\%2e%2e\cart`
 * looks like a quick view here but renders the cart.
 */
export function isRenderedPath(req: Pick<Request, "originalUrl" | "path">): boolean {
  try {
    if (new URL(`http://host${req.originalUrl}`).pathname !== req.path) return false;
    // A data request's page is its path without `.data`, which Remix resolves again:
    // `/quick-view/%2e%2e.data` is the home page's data.
    const page = req.path.endsWith(".data") ? req.path.slice(0, -".data".length) : undefined;
    return page === undefined || new URL(`http://host${page}`).pathname === page;
  } catch {
    return false;
  }
}

/**
 * Whether the page at a path may be kept: it matches routes of the build that all say
 * `handle.pageCache` (server/cart/page-variant.ts), with Remix's own matching. A data request
 * (`/x.data`, `/_root.data`) asks for the page at `/x` (`/`).
 */
export function cachedPathsOf(manifest: RouteManifest): (pathname: string) => boolean {
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(manifest)
      .filter((route) => route.parentId === parentId)
      .map(
        (route) =>
          ({
            id: route.id,
            path: route.path,
            index: route.index,
            caseSensitive: route.caseSensitive,
            children: childrenOf(route.id),
          }) as AgnosticRouteObject,
      );
  const routes = childrenOf(undefined);
  // Paths are visitors' input (up to the 16 KiB URL limit): bounded by their size, not their number.
  const known = new LRUCache<string, boolean>({
    maxSize: KNOWN_PATHS_MAX_BYTES,
    sizeCalculation: (_allowed, path) => 2 * path.length + 64,
  });
  return (pathname) => {
    const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : pathname;
    let cached = known.get(page);
    if (cached === undefined) {
      const matches = matchRoutes(routes, page) ?? [];
      cached =
        matches.length > 0 && matches.every((match) => routeKeepsPages(manifest[match.route.id!]?.module.handle));
      known.set(page, cached);
    }
    return cached;
  };
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  /** Shared caches (a CDN, nginx) may keep what anonymous visitors get, briefly: they hear no invalidation. Browsers revalidate. */
  const shared = Math.round(options.sharedMs / 1000);
  const PUBLIC = `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${shared}, stale-if-error=${Math.round(options.staleMs / 1000)}`;
  const PRIVATE = "private, no-cache";

  /** Source key → the pages built from it. */
  const dependents = new Map<string, Set<string>>();
  const pages = new LRUCache<string, PageEntry>({
    maxSize: Math.max(options.maxBytes, 1),
    // The memory the bytes hold (their whole backing store), the key, and the headers and sources each entry holds besides.
    sizeCalculation: (entry, key) =>
      entry.gzip.buffer.byteLength + (entry.br?.buffer.byteLength ?? 0) + 2 * key.length + 2048,
    dispose: (entry, key) => {
      for (const source of entry.sources) {
        const keys = dependents.get(source);
        keys?.delete(key);
        if (keys?.size === 0) dependents.delete(source);
      }
    },
  });
  const renders = new Map<string, Render>();

  /** A cache entry pages were built from was replaced or dropped. */
  function sourceReplaced(source: string) {
    const keys = dependents.get(source);
    if (keys) for (const key of [...keys]) pages.delete(key);
    for (const render of renders.values()) if (render.reads.has(source)) render.tainted = true;
  }

  function beginRender(key: string): Render {
    let resolve!: (entry: PageEntry | undefined) => void;
    const waiting = new Promise<PageEntry | undefined>((done) => (resolve = done));
    const render: Render = {
      key,
      reads: new Set(),
      tainted: false,
      keeping: false,
      settled: false,
      waiting,
      settle: (entry) => {
        if (render.settled) return;
        render.settled = true;
        if (renders.get(key) === render) renders.delete(key);
        resolve(entry);
      },
    };
    renders.set(key, render);
    return render;
  }

  function cacheControl(variant: string) {
    return variant === "" ? PUBLIC : PRIVATE;
  }

  /** Keeps an entry and indexes it under the sources it was built from. */
  function put(key: string, entry: PageEntry): boolean {
    pages.set(key, entry);
    if (pages.peek(key) !== entry) return false;
    for (const source of entry.sources) {
      let keys = dependents.get(source);
      if (!keys) dependents.set(source, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  /**
   * A page asked for again, compressed well off the request's path: gzip at its final level,
   * and brotli when this client accepts it. The entry is replaced only if still current.
   */
  function compressWell(key: string, entry: PageEntry, withBrotli: boolean) {
    entry.compressing = true;
    const compressed = decompressGzip(entry.gzip).then((body) =>
      Promise.all([
        entry.gzipFinal ? entry.gzip : compressGzip(body, { level: GZIP_LEVEL_FINAL }).then(ownCopy),
        withBrotli
          ? compressBrotli(body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
            }).then(ownCopy)
          : entry.br,
      ]),
    );
    compressed.then(
      ([gzip, br]) => {
        if (pages.peek(key) === entry) put(key, { ...entry, gzip, gzipFinal: true, br, compressing: undefined });
      },
      () => undefined,
    );
  }

  function renderHandle(render: Render, variant: string): PageCacheRender {
    return {
      keep: (page): Record<string, string> => {
        if (render.reads.has(FAILED_READ)) return {};
        if (!render.keeping && !render.settled) {
          render.keeping = true;
          store(render, page).then(render.settle, () => render.settle(undefined));
        }
        return { "Cache-Control": cacheControl(variant), Vary: "Accept-Encoding, Cookie", "X-Page-Cache": "miss" };
      },
    };
  }

  async function store(render: Render, page: RenderedPage): Promise<PageEntry | undefined> {
    if (render.tainted) return undefined;
    const gz = ownCopy(await compressGzip(page.body, { level: GZIP_LEVEL_KEPT }));
    // A source may have been replaced while it compressed, too.
    if (render.tainted) return undefined;
    const entry: PageEntry = {
      headers: Object.entries(page.headers).filter(([name]) => !ANSWER_HEADERS.test(name)),
      gzip: gz,
      etag: pageEtag(gz),
      storedAt: now(),
      sources: [...render.reads],
    };
    return put(render.key, entry) ? entry : undefined;
  }

  function send(
    req: Request,
    res: Response,
    key: string,
    entry: PageEntry,
    variant: string,
    state: "hit" | "stale" | "miss",
  ) {
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", cacheControl(variant));
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("ETag", entry.etag);
    res.setHeader("X-Page-Cache", state);
    // How old the kept page is, so that a shared cache holds it only for what is left of s-maxage.
    if (state !== "miss") res.setHeader("Age", Math.floor((now() - entry.storedAt) / 1000));
    if (ifNoneMatches(req.headers["if-none-match"], entry.etag)) {
      res.statusCode = 304;
      return void res.end();
    }
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const withBrotli = accepted.br && !entry.br;
    if (state !== "miss" && !entry.compressing && (!entry.gzipFinal || withBrotli))
      compressWell(key, entry, withBrotli);
    const encoding = accepted.br && entry.br ? "br" : accepted.gzip ? "gzip" : undefined;
    const body = encoding === "br" ? entry.br! : encoding === "gzip" ? entry.gzip : gunzipSync(entry.gzip);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Replaces a stale page in the background, once per key at a time; the stale one serves meanwhile. */
  function refresh(req: Request, key: string, variant: string) {
    if (renders.has(key)) return;
    const render = beginRender(key);
    options.renderAgain(req, renderHandle(render, variant), render.reads).then(
      () => {
        if (!render.keeping) render.settle(undefined);
      },
      () => render.settle(undefined),
    );
  }

  async function answer(req: Request, res: Response, variant: string): Promise<boolean> {
    const key = pageKey(req.protocol, req.publicHost, req.originalUrl, variant);
    // Another request is rendering this page right now: wait for it rather than render it again.
    const entry = pages.get(key) ?? (await renders.get(key)?.waiting);
    if (entry) {
      const age = now() - entry.storedAt;
      if (age < options.freshMs) return (send(req, res, key, entry, variant, "hit"), true);
      if (age < options.freshMs + options.staleMs) {
        // A HEAD's render would not be kept (entry.server keeps GETs only): a GET refreshes it.
        if (req.method === "GET") refresh(req, key, variant);
        return (send(req, res, key, entry, variant, "stale"), true);
      }
      pages.delete(key);
    }
    if (req.method === "GET" && !renders.has(key) && options.isCachedPath(req.path)) {
      const render = beginRender(key);
      req.pageRender = {
        render: renderHandle(render, variant),
        reads: render.reads,
        sendKept: async () => {
          const entry = render.keeping ? await render.waiting : undefined;
          if (entry) send(req, res, key, entry, variant, "miss");
          return entry !== undefined;
        },
      };
      // A render that ends without keeping its page lets the waiting requests render theirs.
      res.once("close", () => {
        if (!render.keeping) render.settle(undefined);
      });
    }
    return false;
  }

  const middleware: RequestHandler = (req, res, next) => {
    // Static files (anything with an extension but .data) are not pages.
    if (
      options.maxBytes === 0 ||
      (req.method !== "GET" && req.method !== "HEAD") ||
      /\.(?!data$)[^/]*$/.test(req.path) ||
      !isRenderedPath(req)
    )
      return next();
    const cookie = req.headers.cookie;
    const variant = cookie ? options.variantOf(cookie) : Promise.resolve("");
    variant
      .then((value) => (value === null ? false : answer(req, res, value)))
      .then((answered) => answered || next(), next);
  };

  return {
    middleware,
    sourceReplaced,
    /** Drops every page (a new build of the app). */
    clear: () => pages.clear(),
    /** How many pages and bytes are kept, for the bench and tests. */
    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize, sources: dependents.size }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
