import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import type { VisitorFragments, VisitorView } from "#server/platform/edge-contract";
import { FAILED_READ, type PageCacheRender } from "#server/platform/page-render";
import { isRenderedPath } from "./cached-paths.ts";
import { acceptedEncodings, ifNoneMatches, pageKey } from "./http-cache.ts";
import { createRenders, type Render } from "./page-renders.ts";
import { createPageStore, type PageEntry, type PageStore } from "./page-store.ts";
import { stitchedAnswers, type PageAddress } from "./stitched-page.ts";

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
 *
 * This file answers requests with the parts: the kept pages (page-store.ts), the renders in
 * flight (page-renders.ts), the paths that may be kept (cached-paths.ts) and the HTTP rules
 * (http-cache.ts).
 */

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
   * `reads` the cache keys it reads: for the background refresh of a stale page, and (`asGuest`:
   * without the request's cookies) for the shell a visitor with a session sees stitched.
   */
  renderAgain: (req: Request, render: PageCacheRender, reads: Set<string>, asGuest?: boolean) => Promise<void>;
  /** A visitor's fragments for a shell's slots, from the app; null: their page is rendered whole. */
  visitorFragments: (view: VisitorView) => Promise<VisitorFragments | null>;
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

const PRIVATE = "private, no-cache";

/** The Cache-Control of a page for a visitor's variant: public for anonymous visitors, private for a variant. */
function cacheControlOf(options: Pick<PageCacheOptions, "sharedMs" | "staleMs">): (variant: string) => string {
  /** Shared caches (a CDN, nginx) may keep what anonymous visitors get, briefly: they hear no invalidation. Browsers revalidate. */
  const shared = Math.round(options.sharedMs / 1000);
  const PUBLIC = `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${shared}, stale-if-error=${Math.round(options.staleMs / 1000)}`;
  return (variant) => (variant === "" ? PUBLIC : PRIVATE);
}

/** Whether a path names a file (anything with an extension but .data): static files and images are not pages. */
const isFilePath = (path: string) => /\.(?!data$)[^/]*$/.test(path);

/** Whether a request may be for a page: a GET or HEAD, at the path Remix renders, not a file. */
function mayBePage(req: Request): boolean {
  return (req.method === "GET" || req.method === "HEAD") && !isFilePath(req.path) && isRenderedPath(req);
}

/** A kept page about to be sent: under which key, with which Cache-Control, and what the cache did. */
type Answer = { key: string; entry: PageEntry; cacheControl: string; state: "hit" | "stale" | "miss" };

/**
 * Sends a kept page with its headers and the cache's: a 304 when the client has it, else its
 * bytes in the best encoding the client accepts. A page asked for again (not on its miss) is
 * compressed well in the background.
 */
function sendPage(req: IncomingMessage, res: ServerResponse, answer: Answer, store: PageStore, now: () => number) {
  const { key, entry, state } = answer;
  res.statusCode = 200;
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("Cache-Control", answer.cacheControl);
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
  if (state !== "miss") store.askedAgain(key, entry, accepted.br);
  const encoding = accepted.br && entry.br ? "br" : accepted.gzip ? "gzip" : undefined;
  const body = encoding === "br" ? entry.br! : encoding === "gzip" ? entry.gzip : gunzipSync(entry.gzip);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * What a render of `render`'s key gets to keep its page: the guest's (variant "") is a shell for
 * the visitors with a session too (decision 0029).
 */
function renderHandleOf(
  render: Render,
  variant: string,
  store: PageStore,
  cacheControl: (variant: string) => string,
): PageCacheRender {
  return {
    shell: variant === "",
    keep: (page): Record<string, string> => {
      if (render.reads.has(FAILED_READ)) return {};
      if (!render.keeping && !render.settled) {
        render.keeping = true;
        store.keep(render, page).then(render.settle, () => render.settle(undefined));
      }
      return { "Cache-Control": cacheControl(variant), Vary: "Accept-Encoding, Cookie", "X-Page-Cache": "miss" };
    },
  };
}

/** How the hit lane (hit-lane.ts) answers a request it may: sends the answer on `res`. */
export type FreshAnswer = (res: ServerResponse) => void;

/**
 * For the hit lane (hit-lane.ts): how to answer a request from a fresh kept page of its URL at
 * `address`: the page for its variant, or for a visitor with a session the page's shell stitched
 * with their fragments (`stitched`); undefined for everything else (a stale or missing page, a
 * shell that cannot be stitched), which goes through Express.
 */
function freshAnswers(parts: {
  options: PageCacheOptions;
  store: PageStore;
  now: () => number;
  cacheControl: (variant: string) => string;
  stitched: (req: IncomingMessage, address: PageAddress) => Promise<FreshAnswer | undefined>;
}) {
  const { options, store, now, cacheControl, stitched } = parts;
  return async (req: IncomingMessage, address: PageAddress): Promise<FreshAnswer | undefined> => {
    // Files go on at once: a visitor's variant is not worth reading for them.
    if (options.maxBytes === 0 || isFilePath(address.path)) return undefined;
    const variant = req.headers.cookie ? await options.variantOf(req.headers.cookie) : "";
    if (variant === null) return stitched(req, address);
    const key = pageKey(address.protocol, address.host, address.url, variant);
    const entry = store.get(key);
    if (!entry || now() - entry.storedAt >= options.freshMs) return undefined;
    return (res) => sendPage(req, res, { key, entry, cacheControl: cacheControl(variant), state: "hit" }, store, now);
  };
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const cacheControl = cacheControlOf(options);
  const store = createPageStore({ maxBytes: options.maxBytes, now });
  const renders = createRenders();
  const stitched = stitchedAnswers({
    options,
    store,
    now,
    // Not kept yet: rendered now, as a guest's miss would be, and waited for.
    guestRender: (req, key) => renders.get(key) ?? refresh(req, key, "", true),
  });

  /** A cache entry pages were built from was replaced or dropped. */
  function sourceReplaced(source: string) {
    store.dropBuiltFrom(source);
    renders.taint(source);
  }

  const renderHandle = (render: Render, variant: string) => renderHandleOf(render, variant, store, cacheControl);

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    entry: PageEntry,
    variant: string,
    state: Answer["state"],
  ) {
    sendPage(req, res, { key, entry, cacheControl: cacheControl(variant), state }, store, now);
  }

  /**
   * Replaces a stale page in the background, once per key at a time; the stale one serves
   * meanwhile. `asGuest`: the guest's page (variant ""), rendered without the visitor's cookies.
   */
  function refresh(req: Request, key: string, variant: string, asGuest = false) {
    if (renders.has(key)) return renders.get(key)!;
    const render = renders.begin(key);
    options.renderAgain(req, renderHandle(render, variant), render.reads, asGuest).then(
      () => {
        if (!render.keeping) render.settle(undefined);
      },
      () => render.settle(undefined),
    );
    return render;
  }

  async function answer(req: Request, res: Response, variant: string): Promise<boolean> {
    const key = pageKey(req.protocol, req.publicHost, req.originalUrl, variant);
    // Another request is rendering this page right now: wait for it rather than render it again.
    const entry = store.get(key) ?? (await renders.get(key)?.waiting);
    if (entry) {
      const age = now() - entry.storedAt;
      if (age < options.freshMs) return (send(req, res, key, entry, variant, "hit"), true);
      if (age < options.freshMs + options.staleMs) {
        // A HEAD's render would not be kept (entry.server keeps GETs only): a GET refreshes it.
        if (req.method === "GET") refresh(req, key, variant);
        return (send(req, res, key, entry, variant, "stale"), true);
      }
      store.delete(key);
    }
    if (req.method === "GET" && !renders.has(key) && options.isCachedPath(req.path)) {
      const render = renders.begin(key);
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
    if (options.maxBytes === 0 || !mayBePage(req)) return next();
    const cookie = req.headers.cookie;
    const variant = cookie ? options.variantOf(cookie) : Promise.resolve("");
    variant
      .then((value) => (value === null ? stitched.answer(req, res) : answer(req, res, value)))
      .then((answered) => answered || next(), next);
  };

  return {
    middleware,
    freshAnswer: freshAnswers({ options, store, now, cacheControl, stitched: stitched.fresh }),
    sourceReplaced,
    /** Drops every page (a new build of the app). */
    clear: () => store.clear(),
    /** How many pages and bytes are kept, for the bench and tests. */
    stats: () => store.stats(),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
