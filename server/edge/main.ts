/**
 * The storefront's HTTP server: Express around Remix (the Epic Stack's server/edge/main.ts is
 * the model). `npm start`, the Docker image and the tests run it bundled into one JavaScript file
 * (`node build/edge/main.js`, scripts/bundle-edge.ts: Node's type stripper would stay loaded for
 * the process's life, decision 0032); `npm run dev` runs it from source. The edge
 * (server/edge/http.ts) decides what happens before Remix; the load context resolves the shop,
 * the CSP nonce, the client address and the request id once per request. On SIGTERM it drains
 * (see shutdown) and exits within SHUTDOWN_GRACE_MS; on SIGINT it stops promptly, in-flight
 * requests still answered.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { watch } from "node:fs";
import { Server as NetServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  broadcastDevReady,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import compression from "compression";
import express, { type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import onHeaders from "on-headers";
import { loadConfigOrExit } from "#server/platform/config";
import {
  accessLog,
  createEdgeServer,
  edgeErrors,
  formPostsOnly,
  securityHeaders,
  settleHost,
  SHUTDOWN_IDLE_MS,
  trackIdleConnections,
  urlLength,
} from "./http.ts";
import { createHitLane } from "./hit-lane.ts";
import { createMediaCache } from "./media-cache.ts";
import { cachedPathsOf } from "./cached-paths.ts";
import { createPageCache } from "./page-cache.ts";
import type { AppForEdge } from "#server/platform/edge-contract";
import type { PageCacheRender } from "#server/platform/page-render";
import { isFirstPageView, visitorReport } from "./visitor-report.ts";
import { languageWork, visitorLanguage } from "./language.ts";
import { languageOfPath } from "#server/platform/language";
import { log } from "#server/platform/log";
import { memorySplit } from "#server/platform/memory";

/** In-flight requests get this long after SIGTERM; then the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

const settings = loadConfigOrExit();
// Two folders up from this file and from its bundle (build/edge/main.js) alike.
const ROOT = path.resolve(import.meta.dirname, "../..");
// STOREFRONT_BUILD_DIR: see remix.config.js.
const BUILD_DIR = path.join(ROOT, process.env.STOREFRONT_BUILD_DIR ?? "");
const SERVER_BUILD = path.join(BUILD_DIR, "build", "index.js");
const development = settings.nodeEnv === "development";

/** What the edge takes from the app: the build, and its entry module's `edge` (server/platform/edge-contract.ts). */
type StorefrontBuild = ServerBuild & { entry: { module: { edge: AppForEdge } } };

async function importBuild(): Promise<StorefrontBuild> {
  // A query string defeats the module cache when the development build changes.
  return (await import(`${pathToFileURL(SERVER_BUILD).href}?t=${Date.now()}`)) as StorefrontBuild;
}

let build = await importBuild();

/**
 * Remix's request from Express's: the URL from the settled host, the body as the edge read it
 * (bounded by bytes). @remix-run/express would stream the raw socket instead, so this small
 * adapter replaces its request handler.
 */
function remixRequest(req: Request, res?: Response, asGuest = false): globalThis.Request {
  const url = new URL(`${req.protocol}://${req.publicHost}${req.originalUrl}`);
  const controller = new AbortController();
  res?.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // A guest's render of the page (the shell of decision 0029): no session, no cart.
    if (asGuest && name === "cookie") continue;
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const body =
    req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined;
  return new Request(url.href, { method: req.method, headers, body, signal: controller.signal });
}

async function sendRemixResponse(res: Response, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

function loadContext(req: Request, pageRender?: PageCacheRender): AppLoadContext {
  return build.entry.module.edge.loadContext({
    host: req.hostname,
    nonce: randomBytes(16).toString("base64"),
    requestId: req.requestId,
    clientAddress: req.ip ?? "unknown",
    language: languageOfPath(req.path),
    pageRender,
  }) as AppLoadContext;
}

let handle = createRequestHandler(build, settings.nodeEnv);

/** Runs Remix for a request; a render the page cache may keep records the cache entries it reads. */
function renderWithRemix(
  request: globalThis.Request,
  req: Request,
  pageRender?: { render: PageCacheRender; reads: Set<string> },
) {
  const context = loadContext(req, pageRender?.render);
  if (!pageRender) return handle(request, context);
  return build.entry.module.edge.recordCacheReads(pageRender.reads, () => handle(request, context));
}

// Rendered catalogue pages, answered before Remix runs (docs/decisions/0008).
let isCachedPath = cachedPathsOf(build.routes);
const pageCache = createPageCache({
  freshMs: settings.cacheTtlMs,
  staleMs: settings.cacheStaleMs,
  sharedMs: settings.sharedCacheMs,
  maxBytes: settings.pageCacheMaxBytes,
  isCachedPath: (pathname) => isCachedPath(pathname),
  variantOf: (cookieHeader) => build.entry.module.edge.pageCacheVariant(cookieHeader),
  renderAgain: async (req, render, reads, asGuest) => {
    const response = await renderWithRemix(remixRequest(req, undefined, asGuest), req, { render, reads });
    await response.arrayBuffer();
  },
  visitorFragments: (view) => build.entry.module.edge.visitorFragments(view),
});
let stopHearingCache = build.entry.module.edge.onCacheEntryReplaced(pageCache.sourceReplaced);

// The upstream's images, answered and kept by the edge (server/edge/media-cache.ts).
const mediaCache = createMediaCache({
  upstreamOrigin: settings.commerceApiUrl,
  timeoutMs: settings.upstreamTimeoutMs,
  // As long as a page's GET may wait (a try and its retry), for the lookup and the fetch together.
  deadlineMs: 2 * settings.upstreamTimeoutMs,
  freshMs: settings.cacheTtlMs,
  maxBytes: settings.mediaCacheMaxBytes,
  shopOf: (host) => build.entry.module.edge.shopKindOf(host),
});

/** Set on SIGTERM: see shutdown. */
let stopping = false;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", settings.trustProxy);
// Draining: every answer sent from then on (of requests that came in before too) closes its
// connection, so a proxy never sends another request on a connection this process is about
// to close (it would fail there instead of going to another replica).
app.use((_req, res, next) => {
  onHeaders(res, () => {
    if (stopping) res.setHeader("Connection", "close");
  });
  next();
});
app.use(accessLog, securityHeaders, urlLength, settleHost);
// Before the page cache: a visitor's first page view is reported, and its `s` dropped, on a hit too.
app.use(visitorReport(() => build.entry.module.edge.reportFirstVisit));
// Also before it: the first view of `/` may go to the visitor's language, and a view remembers its language.
app.use(visitorLanguage(() => build.entry.module.edge.shopLanguages));
// Everything above also runs for a page answered from the cache (or does nothing to a fresh hit
// the hit lane answers before Express: keep `passesThrough` below in step); nothing below does.
app.use(pageCache.middleware);
app.use(mediaCache.middleware);
app.use(compression());
// Fingerprinted assets never change; the rest of public/ briefly. The build's assets are sent
// as compressed once by scripts/precompress-assets.ts (brotli 11, zopfli's gzip); `compression` above
// leaves an encoded answer alone and still compresses a file that has no such copy (a dev build).
app.use(
  "/build",
  expressStaticGzip(path.join(BUILD_DIR, "public", "build"), {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y", index: false },
  }),
);
const publicFiles = express.static(path.join(ROOT, "public"), { maxAge: "1h", index: false });
// Only a name with an extension can be one of those files: pages skip the file system.
app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()));
app.use(formPostsOnly);
app.all("*", async (req, res, next) => {
  try {
    const response = await renderWithRemix(remixRequest(req, res), req, req.pageRender);
    // A page just kept is sent as the cache will send it: the bytes it compressed once.
    if (await req.pageRender?.sendKept()) return void (await response.body?.cancel());
    await sendRemixResponse(res, response);
  } catch (error) {
    next(error);
  }
});
app.use(edgeErrors);

// Fresh hits of the page cache, answered before Express when the middleware in front of the
// cache would let them through untouched (server/edge/hit-lane.ts, decision 0030).
const hitLane = createHitLane({
  pageCache,
  trustProxy: () => app.get("trust proxy fn") as (address: string, hop: number) => boolean,
  passesThrough: (req) => !isFirstPageView(req) && languageWork(req) === null,
  stopping: () => stopping,
});
const server = createEdgeServer((req: IncomingMessage, res: ServerResponse) => hitLane(req, res, () => app(req, res)));
const closeConnectionsIdleFor = trackIdleConnections(server);
server.listen(settings.port, process.env.HOST ?? "0.0.0.0", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.port;
  // One line the start script and the tests wait for.
  console.log(`STOREFRONT_READY http://localhost:${port}`);
  if (development) void broadcastDevReady(build);
});

if (development) {
  // `remix dev --manual`: load each new build once it is written, and tell the dev server it is live.
  let settle: NodeJS.Timeout | undefined;
  watch(path.dirname(SERVER_BUILD), { persistent: false }, (_event, file) => {
    if (file !== "index.js") return;
    clearTimeout(settle);
    settle = setTimeout(() => {
      importBuild()
        .then(async (next) => {
          if (!next.assets) return;
          build = next;
          handle = createRequestHandler(build, settings.nodeEnv);
          // New code: pages rendered by the old build go, and the new build's cache is heard.
          stopHearingCache();
          stopHearingCache = build.entry.module.edge.onCacheEntryReplaced(pageCache.sourceReplaced);
          isCachedPath = cachedPathsOf(build.routes);
          pageCache.clear();
          await broadcastDevReady(build);
        })
        .catch((error: Error) => log.warn("development build not loaded", { error: error.message }));
    }, 200);
  });
}

/**
 * Stop accepting and exit once every connection is closed. A busy one closes after its answer
 * (Connection: close, above). An idle keep-alive one is the proxy's to close on SIGTERM: if we
 * closed it, a request the proxy was writing on it that very moment would fail, and a proxy
 * does not resend a POST it has sent. The proxy closes it by its idle timeout, or sends a
 * request on it, answered and closed; one idle for SHUTDOWN_IDLE_MS we close. SIGINT
 * (Ctrl-C, the tests' stacks) closes idle connections at once.
 */
function shutdown(signal: "SIGTERM" | "SIGINT") {
  if (stopping) {
    // Ctrl-C during a drain: stop waiting for the proxy.
    if (signal === "SIGINT") server.closeIdleConnections();
    return;
  }
  stopping = true;
  log.info("shutting down", { signal });
  // net's close, not http's: http's also closes the idle connections now.
  NetServer.prototype.close.call(server, () => process.exit(0));
  const closeIdle =
    signal === "SIGTERM" ? () => closeConnectionsIdleFor(SHUTDOWN_IDLE_MS) : () => server.closeIdleConnections();
  closeIdle();
  setInterval(closeIdle, 200).unref();
  setTimeout(() => {
    log.warn("shutdown grace period over: closing the remaining connections");
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}
// `on`, not `once`: a second signal (Ctrl-C reaches `npm start` and, through it, this process
// twice) must not fall back to Node's default, which would end the process mid-answer.
process.on("SIGTERM", () => shutdown("SIGTERM"));
// One line saying what holds the memory (docs/operations.md, Memory): the bench and operators ask with `kill -USR2`.
process.on("SIGUSR2", () => log.info("memory", { ...memorySplit(), pageCache: pageCache.stats() }));
process.on("SIGINT", () => shutdown("SIGINT"));
