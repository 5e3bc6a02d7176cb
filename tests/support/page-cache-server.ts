/**
 * The rendered-page cache (server/edge/page-cache.ts) in a small Express app on a real socket,
 * for its unit tests (tests/unit/page-cache*.test.ts): a fake render in Remix's place that follows
 * entry.server's rules (keeps a 200 without Set-Cookie, records the cache keys it reads) and a
 * clock the tests move. A test file calls `setUpPageCacheApp()` once, then reads what the fake
 * render did (`renders`, `bodies`) and tells it how to answer a path (`behaviours`).
 */
import { randomBytes } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express, { type Request } from "express";
import { accessLog, createEdgeServer, securityHeaders, settleHost } from "#server/edge/http";
import { createHitLane } from "#server/edge/hit-lane";
import { createPageCache, type PageCache } from "#server/edge/page-cache";
import { log } from "#server/platform/log";
import { FAILED_READ, type PageCacheRender } from "#server/platform/page-render";
import type { VisitorFragments } from "#server/platform/edge-contract";
import { guestPageOfShell, type SlotMarker } from "#server/platform/visitor-slots";

export type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** How the fake render answers a path. */
type Behaviour = {
  status?: number;
  setCookie?: boolean;
  sources?: string[];
  gate?: Promise<void>;
  bytes?: number;
  failedRead?: boolean;
  /** The page has visitor slots (decision 0029): a guest's render is a shell with two of them. */
  slots?: boolean;
  /** And two hearts between them: shared slots, the same fragment for every visitor. */
  hearts?: boolean;
};

export const FRESH_MS = 30_000;
export const STALE_MS = 300_000;
const SHARED_MS = 5_000;

let clock = 0;
/** The URL of every render, in order. */
export let renders: string[] = [];
export let behaviours = new Map<string, Behaviour>();
/** The bodies each render produced, by render number. */
export let bodies: Buffer[] = [];
/** The URL of every render made without the visitor's cookies (a shell for visitors with a session). */
export let guestRenders: string[] = [];
/** The visitors whose fragments were asked for, by their session cookie's value. */
export let fragmentsAskedFor: string[] = [];

/** A fake shell's slot: its content for a guest between entry.server's markers. */
const slot = (name: string, guest: string) =>
  `<template data-visitor-slot="${name}"></template>${guest}<template data-visitor-slot-end="true"></template>`;

/** Like entry.server: renders, records what it read, offers a plain 200 without cookies to the cache. */
async function fakeRender(req: Request, pageRender?: { render: PageCacheRender; reads: Set<string> }) {
  renders.push(req.originalUrl);
  const behaviour = behaviours.get(req.path) ?? {};
  for (const source of behaviour.sources ?? [`catalogue:${req.path}`]) pageRender?.reads.add(source);
  if (behaviour.failedRead) pageRender?.reads.add(FAILED_READ);
  await behaviour.gate;
  // Random text: each render's bytes differ, and they do not compress to nothing.
  const body = Buffer.from(
    `<!DOCTYPE html><p>${req.originalUrl} #${renders.length}</p>${randomBytes(behaviour.bytes ?? 3000).toString("base64")}`,
  );
  bodies.push(body);
  const status = behaviour.status ?? 200;
  // Like entry.server's shell render: the guest's page is the shell without its markers, kept with its layout.
  const guest =
    behaviour.slots && pageRender?.render.shell
      ? guestPageOfShell(
          Buffer.from(
            `${body}${slot("visitor-links", "<a>Login</a>")}<main>x${
              behaviour.hearts ? `${slot("heart", "<i>♡</i>")}<p>y</p>${slot("heart", "<i>♡</i>")}` : ""
            }</main>${slot("data", "")}<footer></footer>`,
          ),
        )
      : null;
  const shell = guest?.layout;
  const page = guest ? guest.page : body;
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": "script-src 'self'",
  };
  if (behaviour.setCookie) headers["Set-Cookie"] = "a=b";
  if (pageRender && status === 200 && !behaviour.setCookie)
    Object.assign(headers, pageRender.render.keep({ headers, body: page, shell }));
  return { status, headers, body: page };
}

/** Every visitor's heart (a shared fragment), long enough to be compressed, the same text twice on a page. */
const HEART = `<i title="${randomBytes(400).toString("hex")}">♥</i>`;

/** The fake app's remembered lists (`session=same…`): one array per visitor and shell version, as the app's `lists`. */
let rememberedLists = new Map<string, VisitorFragments["fragments"]>();
/** How many views a remembered list served: each view's one-time value (`NAME#N`). */
let rememberedViews = 0;
/** Text both of a remembered list's fragments hold: compressed whole, the second is a reference to the first. */
const TWICE = `<p>${randomBytes(400).toString("hex")}</p>`;

function rememberedFragments(name: string, shell: string, slots: readonly SlotMarker[]): VisitorFragments {
  const key = `${name} ${shell}`;
  const fragments =
    rememberedLists.get(key) ??
    Object.freeze(
      slots.map((marker) =>
        marker.name === "data"
          ? `<script type="application/json">"${name}"</script>${TWICE}`
          : Object.freeze(["<a>", "", `</a>${TWICE}`]),
      ),
    );
  rememberedLists.set(key, fragments);
  rememberedViews += 1;
  return { fragments, formToken: `${name}#${rememberedViews}`, remembered: true, setCookie: null };
}

export let cache: PageCache;
let port: number;
let server: Server;
/** A middleware before the cache may set a cookie (as the visitor report does). */
let cookieBeforeCache = false;
/** Fresh hits answered before Express, as server/edge/main.ts does (hit-lane.ts). */
let laneOn = true;
let draining = false;
/** How many requests reached Express (the rest the hit lane answered). */
export let expressSaw = 0;
/** How many times a visitor's variant was read from their cookies (the app's work). */
export let variantsRead = 0;

export function startApp(maxBytes: number): Promise<void> {
  cache = createPageCache({
    freshMs: FRESH_MS,
    staleMs: STALE_MS,
    sharedMs: SHARED_MS,
    maxBytes,
    isCachedPath: (pathname) => !pathname.startsWith("/account"),
    // A session visitor renders their own page; a cart's lines are the variant.
    variantOf: async (cookie) => {
      variantsRead += 1;
      return /\bsession=/.test(cookie) ? null : (/\bcart=(\w+)/.exec(cookie)?.[1] ?? "");
    },
    renderAgain: async (req, render, reads, asGuest) => {
      if (asGuest) guestRenders.push(req.originalUrl);
      await fakeRender(req, { render, reads });
    },
    // `session=NAME`: NAME's fragments, the name a part of its own, hearts shared (`none`: none to be made, `broken`: failing, `short`: a bug,
    // `same…`: the list remembered, as the app's); `flash` in it sets a cookie.
    visitorFragments: async ({ cookie, shell, slots }) => {
      const name = /\bsession=(\w+)/.exec(cookie)![1]!;
      fragmentsAskedFor.push(name);
      if (name === "broken") throw new Error("fragments failed");
      if (name === "none") return null;
      // A bug: fewer fragments than slots.
      if (name === "short") return { fragments: [], formToken: null, remembered: false, setCookie: null };
      if (name.startsWith("same")) return rememberedFragments(name, shell, slots);
      // The name is the view's one-time token (`formToken`), at each link's stand-in.
      const fragments = slots.map((marker) =>
        marker.name === "data"
          ? `<script type="application/json">"${name}"</script>`
          : marker.name === "heart"
            ? HEART
            : ["<a>", "", "</a>"],
      );
      return {
        fragments,
        formToken: name,
        remembered: false,
        setCookie: name.includes("flash") ? "session=read; Path=/" : null,
      };
    },
    now: () => clock,
  });
  const app = express();
  app.use((_req, _res, next) => {
    expressSaw += 1;
    next();
  });
  // server/edge/main.ts's order: what runs before the cache runs on a hit too.
  app.use(accessLog, securityHeaders, settleHost);
  app.use((_req, res, next) => {
    if (cookieBeforeCache) res.cookie("visited", "1");
    next();
  });
  app.use(cache.middleware);
  // server/edge/main.ts's final handler, with the fake render in Remix's place.
  app.all("*", async (req, res) => {
    const page = await fakeRender(req, req.pageRender);
    if (await req.pageRender?.sendKept()) return;
    res.status(page.status);
    for (const [name, value] of Object.entries(page.headers)) res.append(name, value);
    res.end(page.body);
  });
  // Like server/edge/main.ts: the lane first; the middleware it skips (here the cookie above) lets it through only when it does nothing.
  const lane = createHitLane({
    pageCache: cache,
    trustProxy: () => app.get("trust proxy fn") as (address: string, hop: number) => boolean,
    passesThrough: () => laneOn && !cookieBeforeCache,
    stopping: () => draining,
  });
  return new Promise((resolve) => {
    server = createEdgeServer((req, res) => lane(req, res, () => app(req, res)));
    server.listen(0, "127.0.0.1", () => {
      port = (server.address() as AddressInfo).port;
      resolve();
    });
  });
}

export function stopApp() {
  server.close();
  server.closeAllConnections();
}

/** Each test of the calling file gets a fresh cache of 64 MiB on a new socket, the clock at 1 000 000, no renders yet. */
export function setUpPageCacheApp() {
  beforeEach(async () => {
    clock = 1_000_000;
    renders = [];
    bodies = [];
    guestRenders = [];
    fragmentsAskedFor = [];
    rememberedLists = new Map();
    rememberedViews = 0;
    behaviours = new Map();
    cookieBeforeCache = false;
    laneOn = true;
    draining = false;
    expressSaw = 0;
    variantsRead = 0;
    // The access log's lines (read by the tests that care through the spy).
    vi.spyOn(log, "info").mockImplementation(() => undefined);
    await startApp(64 * 1024 * 1024);
  });
  afterEach(() => {
    stopApp();
    vi.restoreAllMocks();
  });
}

/** Moves the cache's clock forward. */
export function moveClock(ms: number) {
  clock += ms;
}

/** Whether a middleware before the cache sets a cookie (as the visitor report does). */
export function setCookieBeforeCache(on: boolean) {
  cookieBeforeCache = on;
}

/** Whether fresh hits may be answered before Express (off: every request goes through it, as before decision 0030). */
export function setHitLane(on: boolean) {
  laneOn = on;
}

/** Whether the process is draining (every answer closes its connection). */
export function setDraining(on: boolean) {
  draining = on;
}

export function send(
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers = { host: "shop.example", "accept-encoding": "gzip", ...options.headers };
    const req = httpRequest({ host: "127.0.0.1", port, method: options.method ?? "GET", path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The page's bytes, whatever the encoding it came in. */
export function decoded(reply: Reply): Buffer {
  const encoding = reply.headers["content-encoding"];
  return encoding === "gzip"
    ? gunzipSync(reply.body)
    : encoding === "br"
      ? brotliDecompressSync(reply.body)
      : reply.body;
}

export function release(): { gate: Promise<void>; open: () => void } {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open };
}

export async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

/** Asks for a kept page until it comes at gzip's final level (compressed again in the background). */
export async function untilGzipFinal(path: string): Promise<Reply> {
  const final = gzipSync(bodies[0]!, { level: 9 });
  let reply = await send(path);
  for (let i = 0; i < 200 && !reply.body.equals(final); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    reply = await send(path);
  }
  expect(reply.body).toEqual(final);
  return reply;
}
