import { createHash, randomBytes } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express, { type Request } from "express";
import { securityHeaders, settleHost } from "#server/edge/http";
import { cachedPathsOf, KNOWN_PATHS_MAX_BYTES, type RouteManifest } from "#server/edge/cached-paths";
import { createPageCache, type PageCache } from "#server/edge/page-cache";
import { FAILED_READ, type PageCacheRender } from "#server/platform/page-render";
import { inlineHashes } from "#server/platform/security";
import { collectGarbage } from "../support/collect-garbage.ts";

/**
 * The rendered-page cache (server/edge/page-cache.ts) in a small Express app on a real socket,
 * with a fake render in Remix's place that follows entry.server's rules (keeps a 200 without
 * Set-Cookie, records the cache keys it reads) and a clock the tests move. The app's side
 * (entry.server's `handleDataRequest`, the CSP hashes) and the route matching are tested below.
 */

type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** How the fake render answers a path. */
type Behaviour = {
  status?: number;
  setCookie?: boolean;
  sources?: string[];
  gate?: Promise<void>;
  bytes?: number;
  failedRead?: boolean;
};

const FRESH_MS = 30_000;
const STALE_MS = 300_000;
const SHARED_MS = 5_000;

let clock = 0;
/** The URL of every render, in order. */
let renders: string[] = [];
let behaviours = new Map<string, Behaviour>();
/** The bodies each render produced, by render number. */
let bodies: Buffer[] = [];

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
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": "script-src 'self'",
  };
  if (behaviour.setCookie) headers["Set-Cookie"] = "a=b";
  if (pageRender && status === 200 && !behaviour.setCookie)
    Object.assign(headers, pageRender.render.keep({ headers, body }));
  return { status, headers, body };
}

let cache: PageCache;
let port: number;
let server: Server;
/** A middleware before the cache may set a cookie (as the visitor report does). */
let cookieBeforeCache = false;

function startApp(maxBytes: number): Promise<void> {
  cache = createPageCache({
    freshMs: FRESH_MS,
    staleMs: STALE_MS,
    sharedMs: SHARED_MS,
    maxBytes,
    isCachedPath: (pathname) => !pathname.startsWith("/account"),
    // A session visitor renders their own page; a cart's lines are the variant.
    variantOf: async (cookie) => (/\bsession=/.test(cookie) ? null : (/\bcart=(\w+)/.exec(cookie)?.[1] ?? "")),
    renderAgain: async (req, render, reads) => void (await fakeRender(req, { render, reads })),
    now: () => clock,
  });
  const app = express();
  // server/edge/main.ts's order: what runs before the cache runs on a hit too.
  app.use(securityHeaders, settleHost);
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
  return new Promise((resolve) => {
    server = app.listen(0, "127.0.0.1", () => {
      port = (server.address() as AddressInfo).port;
      resolve();
    });
  });
}

beforeEach(async () => {
  clock = 1_000_000;
  renders = [];
  bodies = [];
  behaviours = new Map();
  cookieBeforeCache = false;
  await startApp(64 * 1024 * 1024);
});
function stopApp() {
  server.close();
  server.closeAllConnections();
}
afterEach(stopApp);

function send(path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
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
function decoded(reply: Reply): Buffer {
  const encoding = reply.headers["content-encoding"];
  return encoding === "gzip"
    ? gunzipSync(reply.body)
    : encoding === "br"
      ? brotliDecompressSync(reply.body)
      : reply.body;
}

function release(): { gate: Promise<void>; open: () => void } {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

/** Asks for a kept page until it comes at gzip's final level (compressed again in the background). */
async function untilGzipFinal(path: string): Promise<Reply> {
  const final = gzipSync(bodies[0]!, { level: 9 });
  let reply = await send(path);
  for (let i = 0; i < 200 && !reply.body.equals(final); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    reply = await send(path);
  }
  expect(reply.body).toEqual(final);
  return reply;
}

describe("a kept page", () => {
  it("is rendered once, then answered from memory with the same bytes", async () => {
    const miss = await send("/category/1?page=2");
    expect(miss.status).toBe(200);
    expect(miss.headers["x-page-cache"]).toBe("miss");
    expect(miss.headers["content-encoding"]).toBe("gzip");
    expect(decoded(miss)).toEqual(bodies[0]);
    const hit = await send("/category/1?page=2");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(hit.body).toEqual(miss.body);
    expect(hit.headers["etag"]).toBe(miss.headers["etag"]);
    // The render's own headers travel with it.
    expect(hit.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(hit.headers["content-security-policy"]).toBe("script-src 'self'");
    expect(hit.headers["vary"]).toBe("Accept-Encoding, Cookie");
    expect(renders).toEqual(["/category/1?page=2"]);
    // Another query, another host: other pages.
    expect((await send("/category/1?page=3")).headers["x-page-cache"]).toBe("miss");
    expect((await send("/category/1?page=2", { headers: { host: "other.example" } })).headers["x-page-cache"]).toBe(
      "miss",
    );
    expect(renders).toHaveLength(3);
  });

  it("comes gzipped, as brotli once a second client accepting it asks, and plain to a client accepting neither", async () => {
    const br = { "accept-encoding": "gzip, deflate, br" };
    const miss = await send("/", { headers: br });
    expect(miss.headers["content-encoding"]).toBe("gzip");
    await untilGzipFinal("/");
    const { bytes } = cache.stats();
    // gzip-only clients never cost a brotli compression.
    await send("/");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.stats().bytes).toBe(bytes);
    const second = await send("/", { headers: br });
    expect(second.headers["content-encoding"]).toBe("gzip");
    await until(() => cache.stats().bytes > bytes);
    const third = await send("/", { headers: br });
    expect(third.headers["x-page-cache"]).toBe("hit");
    expect(third.headers["content-encoding"]).toBe("br");
    expect(Number(third.headers["content-length"])).toBe(third.body.length);
    expect(decoded(third)).toEqual(bodies[0]);
    // The same representation in any encoding.
    expect(third.headers["etag"]).toBe(miss.headers["etag"]);
    const plain = await send("/", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(bodies[0]);
    const refused = await send("/", { headers: { "accept-encoding": "gzip;q=0, br;q=0" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(renders).toHaveLength(1);
  });

  it("is gzipped fast on the miss, and again at level 9 once asked for again, with the same ETag", async () => {
    const miss = await send("/");
    expect(miss.body).toEqual(gzipSync(bodies[0]!, { level: 1 }));
    const first = cache.stats().bytes;
    const again = await send("/");
    // The second answer still has the kept bytes; the better ones come in the background.
    expect(again.body).toEqual(miss.body);
    const later = await untilGzipFinal("/");
    expect(later.headers["etag"]).toBe(miss.headers["etag"]);
    expect(first - cache.stats().bytes).toBe(miss.body.length - later.body.length);
    // Compressed again once: further hits cost nothing.
    await send("/");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await send("/")).body).toEqual(later.body);
    expect(renders).toHaveLength(1);
  });

  it("answers a matching If-None-Match with 304 and a HEAD without a body", async () => {
    const { headers } = await send("/about-us");
    expect(headers["etag"]).toMatch(/^W\/"[\w-]+"$/);
    const revalidated = await send("/about-us", { headers: { "if-none-match": `W/"other", ${headers["etag"]}` } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers["etag"]).toBe(headers["etag"]);
    expect((await send("/about-us", { headers: { "if-none-match": 'W/"other"' } })).status).toBe(200);
    // Compared weakly, as If-None-Match is (RFC 9110): the tag without its W/, and `*`.
    expect(
      (await send("/about-us", { headers: { "if-none-match": headers["etag"]!.replace(/^W\//, "") } })).status,
    ).toBe(304);
    expect((await send("/about-us", { headers: { "if-none-match": "*" } })).status).toBe(304);
    const head = await send("/about-us", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["x-page-cache"]).toBe("hit");
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    expect(renders).toHaveLength(1);
  });

  it("is public for shared caches without a variant, private with one, and never for a session", async () => {
    const anonymous = await send("/");
    // A shared cache hears no invalidation: it holds a page briefly (SHARED_CACHE_SECONDS), stale longer only on errors.
    expect(anonymous.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=5, stale-while-revalidate=5, stale-if-error=300",
    );
    const cart = await send("/", { headers: { cookie: "cart=two" } });
    // The cart's page is its own: rendered for it, kept for it, private.
    expect(cart.headers["x-page-cache"]).toBe("miss");
    expect(cart.headers["cache-control"]).toBe("private, no-cache");
    expect(decoded(cart)).toEqual(bodies[1]);
    const cartAgain = await send("/", { headers: { cookie: "cart=two" } });
    expect(cartAgain.headers["x-page-cache"]).toBe("hit");
    expect(cartAgain.headers["cache-control"]).toBe("private, no-cache");
    expect(decoded(cartAgain)).toEqual(bodies[1]);
    expect(decoded(await send("/", { headers: { cookie: "cart=one" } }))).toEqual(bodies[2]);
    expect(decoded(await send("/", { headers: { cookie: "other=1" } }))).toEqual(bodies[0]);
    expect(renders).toHaveLength(3);

    // A session: neither served a kept page nor keeping its own.
    const session = await send("/", { headers: { cookie: "session=abc; cart=two" } });
    expect(session.headers["x-page-cache"]).toBeUndefined();
    expect(session.body).toEqual(bodies[3]);
    expect((await send("/account", { headers: { cookie: "session=abc" } })).headers["x-page-cache"]).toBeUndefined();
    expect((await send("/account")).headers["x-page-cache"]).toBeUndefined();
    expect((await send("/account")).headers["x-page-cache"]).toBeUndefined();
    expect(renders).toHaveLength(7);
  });

  it("carries no public Cache-Control when the response sets a cookie (a visitor's first view) or has a session", async () => {
    await send("/");
    cookieBeforeCache = true;
    const hit = await send("/");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(hit.headers["set-cookie"]).toEqual([expect.stringMatching(/^visited=1/)]);
    expect(hit.headers["cache-control"]).toBe("private, no-store");
    const miss = await send("/categories");
    expect(miss.headers["x-page-cache"]).toBe("miss");
    expect(miss.headers["cache-control"]).toBe("private, no-store");
    cookieBeforeCache = false;
    expect((await send("/categories")).headers["cache-control"]).toMatch(/^public, /);
    // An empty session cookie (a flash message shown and gone) shares the page, privately.
    const emptySession = await send("/categories", { headers: { cookie: "__session=empty" } });
    expect(emptySession.headers["x-page-cache"]).toBe("hit");
    expect(emptySession.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("freshness", () => {
  it("serves a stale page while one background render replaces it, then renders again past fresh + stale", async () => {
    const gate = release();
    const first = await send("/");
    clock += FRESH_MS + 1;
    behaviours.set("/", { gate: gate.gate });
    const stale = await send("/");
    expect(stale.headers["x-page-cache"]).toBe("stale");
    expect(stale.body).toEqual(first.body);
    // One refresh at a time, the stale page meanwhile.
    expect((await send("/")).headers["x-page-cache"]).toBe("stale");
    expect(renders).toHaveLength(2);
    gate.open();
    // Kept once compressed, in the background.
    let fresh = await send("/");
    for (let i = 0; i < 100 && fresh.headers["x-page-cache"] === "stale"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      fresh = await send("/");
    }
    expect(fresh.headers["x-page-cache"]).toBe("hit");
    expect(decoded(fresh)).toEqual(bodies[1]);

    behaviours.delete("/");
    clock += FRESH_MS + STALE_MS;
    const expired = await send("/");
    expect(expired.headers["x-page-cache"]).toBe("miss");
    expect(decoded(expired)).toEqual(bodies[2]);
    expect(renders).toHaveLength(3);
  });
});

describe("freshness, as shared caches and HEAD see it", () => {
  it("says a kept page's age, so that a shared cache holds it only for what is left of s-maxage", async () => {
    expect((await send("/")).headers["age"]).toBeUndefined();
    clock += 12_400;
    expect((await send("/")).headers["age"]).toBe("12");
    clock += FRESH_MS;
    const stale = await send("/");
    expect(stale.headers["x-page-cache"]).toBe("stale");
    expect(stale.headers["age"]).toBe("42");
  });

  it("does not start a refresh for a HEAD, whose render would not be kept; the next GET does", async () => {
    await send("/");
    clock += FRESH_MS + 1;
    const head = await send("/", { method: "HEAD" });
    expect(head.headers["x-page-cache"]).toBe("stale");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toHaveLength(1);
    expect((await send("/")).headers["x-page-cache"]).toBe("stale");
    await until(() => renders.length === 2);
  });
});

describe("invalidation", () => {
  it("drops exactly the pages built from a replaced source", async () => {
    behaviours.set("/a", { sources: ["catalogue:a"] });
    behaviours.set("/b", { sources: ["catalogue:b"] });
    behaviours.set("/ab", { sources: ["catalogue:a", "catalogue:b"] });
    for (const path of ["/a", "/b", "/ab", "/a?x=1"]) await send(path);
    expect(cache.stats()).toMatchObject({ pages: 4, sources: 2 });
    cache.sourceReplaced("catalogue:a");
    expect(cache.stats()).toMatchObject({ pages: 1, sources: 1 });
    expect((await send("/b")).headers["x-page-cache"]).toBe("hit");
    for (const path of ["/a", "/ab", "/a?x=1"]) expect((await send(path)).headers["x-page-cache"], path).toBe("miss");
    cache.sourceReplaced("catalogue:unknown");
    expect(cache.stats().pages).toBe(4);
  });

  it("does not keep a page whose source was replaced while it rendered", async () => {
    const gate = release();
    behaviours.set("/p", { sources: ["catalogue:reviews"], gate: gate.gate });
    const answer = send("/p");
    await until(() => renders.length === 1);
    cache.sourceReplaced("catalogue:reviews");
    gate.open();
    const reply = await answer;
    expect(reply.status).toBe(200);
    expect(decoded(reply)).toEqual(bodies[0]);
    expect(cache.stats().pages).toBe(0);
    behaviours.delete("/p");
    expect((await send("/p")).headers["x-page-cache"]).toBe("miss");
    expect(renders).toHaveLength(2);
  });
});

describe("misses", () => {
  it("of one page at the same time render it once", async () => {
    const gate = release();
    behaviours.set("/", { gate: gate.gate });
    const first = send("/");
    await until(() => renders.length === 1);
    const others = [send("/"), send("/"), send("/", { headers: { "accept-encoding": "identity" } })];
    await new Promise((resolve) => setTimeout(resolve, 50));
    gate.open();
    const replies = await Promise.all([first, ...others]);
    expect(renders).toHaveLength(1);
    expect(replies.map((reply) => reply.headers["x-page-cache"])).toEqual(["miss", "hit", "hit", "hit"]);
    for (const reply of replies) expect(decoded(reply)).toEqual(bodies[0]);
  });

  it("that are not kept (not 200, a cookie set) let the waiting requests render their own", async () => {
    const gate = release();
    behaviours.set("/gone", { status: 404, gate: gate.gate });
    const first = send("/gone");
    await until(() => renders.length === 1);
    const second = send("/gone");
    await new Promise((resolve) => setTimeout(resolve, 50));
    gate.open();
    expect((await first).status).toBe(404);
    expect((await second).status).toBe(404);
    expect(renders).toHaveLength(2);
    expect((await send("/gone")).headers["x-page-cache"]).toBeUndefined();
    behaviours.set("/cookie", { setCookie: true });
    await send("/cookie");
    const again = await send("/cookie");
    expect(again.headers["x-page-cache"]).toBeUndefined();
    expect(again.headers["set-cookie"]).toEqual(["a=b"]);
    expect(cache.stats().pages).toBe(0);
  });

  it("of files, other methods and pages the routes do not allow are never kept", async () => {
    for (const path of ["/robots.txt", "/build/app.js", "/account"]) {
      await send(path);
      expect((await send(path)).headers["x-page-cache"], path).toBeUndefined();
    }
    await send("/", { method: "POST" });
    expect((await send("/")).headers["x-page-cache"]).toBe("miss");
    expect(renders).toHaveLength(8);
    // A Remix data request is kept like its page.
    await send("/category/1.data");
    expect((await send("/category/1.data")).headers["x-page-cache"]).toBe("hit");
  });

  it("of a page rendered without something it reads (an upstream failure) are neither kept nor public", async () => {
    behaviours.set("/single-product/1", { failedRead: true });
    const first = await send("/single-product/1");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"] ?? "").not.toContain("public");
    expect(first.headers["x-page-cache"]).toBeUndefined();
    // Once the upstream answers again, the page is kept as usual.
    behaviours.delete("/single-product/1");
    expect((await send("/single-product/1")).headers["x-page-cache"]).toBe("miss");
    expect((await send("/single-product/1")).headers["x-page-cache"]).toBe("hit");
    expect(renders).toHaveLength(2);
  });

  it("of a path Remix would read as another page (`\\`, `..` or `%2e%2e`) are never kept nor answered from the cache", async () => {
    // Remix gets a WHATWG URL: each of these renders another page than its path names (/account,
    // which the routes do not allow, or for the data request the home page's data).
    for (const path of [
      "/products\\%2e%2e\\account",
      "/products/%2e%2e/account",
      "/products/../account",
      "/./account",
      "/products\\..\\account?x=1",
      "/quick-view/%2e%2e.data",
    ]) {
      await send(path);
      expect((await send(path)).headers["x-page-cache"], path).toBeUndefined();
    }
    expect(renders).toHaveLength(12);
    // A path as Remix reads it is still kept, percent-encoded text included.
    for (const path of ["/caf%C3%A9", "/search?q=a%5Cb"]) {
      await send(path);
      expect((await send(path)).headers["x-page-cache"], path).toBe("hit");
    }
  });
});

describe("the memory bound", () => {
  it("evicts the least recently used pages and never keeps one larger than the bound", async () => {
    stopApp();
    // Room for about three 8 KB pages (4 KB of random bytes gzip to about 5.5 KB, plus 2 KB per entry).
    await startApp(24 * 1024);
    for (const path of ["/1", "/2", "/3", "/4", "/5"]) behaviours.set(path, { bytes: 4096 });
    for (const path of ["/1", "/2", "/3", "/4", "/5"]) await send(path);
    expect(cache.stats().bytes).toBeLessThanOrEqual(24 * 1024);
    expect(cache.stats().pages).toBeLessThan(5);
    expect((await send("/5")).headers["x-page-cache"]).toBe("hit");
    expect((await send("/1")).headers["x-page-cache"]).toBe("miss");
    behaviours.set("/huge", { bytes: 64 * 1024 });
    const huge = await send("/huge");
    expect(huge.status).toBe(200);
    expect(decoded(huge)).toEqual(bodies.at(-1));
    expect((await send("/huge")).headers["x-page-cache"]).toBe("miss");
  });

  it("holds no more memory than the bound: kept bytes keep no shared buffer slab alive", async () => {
    // Node's Buffer pool hands out slices of 64 KiB slabs; a kept slice of one keeps all of it.
    stopApp();
    const maxBytes = 1024 * 1024;
    await startApp(maxBytes);
    await collectGarbage();
    const before = process.memoryUsage().arrayBuffers;
    // Pages of ~16 KB gzipped, rendered from pooled bodies of ~21 KB (freed after each render), as in the storefront.
    for (let n = 0; n < 150; n++) {
      behaviours.set(`/p${n}`, { bytes: 16_000 });
      await send(`/p${n}`);
      bodies = [];
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    await collectGarbage();
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(1.5 * maxBytes);
  });

  it("of 0 turns the cache off", async () => {
    stopApp();
    await startApp(0);
    await send("/");
    expect((await send("/")).headers["x-page-cache"]).toBeUndefined();
    expect(renders).toHaveLength(2);
  });
});

describe("entry.server's handleDataRequest", () => {
  async function offered(response: Response) {
    const keep = vi.fn(() => ({ "X-Page-Cache": "miss", "Cache-Control": "public" }));
    const { handleDataRequest } = await import("../../app/entry.server");
    const request = new Request("http://shop.example/category/1.data");
    const context = { pageRender: { keep } } as unknown as Parameters<typeof handleDataRequest>[1]["context"];
    const answer = await handleDataRequest(response, { request, context });
    return { keep, answer };
  }

  it("offers a plain 200 to the cache, with its bytes, and answers with the cache's headers", async () => {
    const { keep, answer } = await offered(new Response("data", { headers: { "Content-Type": "text/x-script" } }));
    expect(keep).toHaveBeenCalledWith({ headers: { "content-type": "text/x-script" }, body: Buffer.from("data") });
    expect(answer.headers.get("x-page-cache")).toBe("miss");
    expect(await answer.text()).toBe("data");
  });

  it("does not offer an answer that is not 200 or sets a cookie", async () => {
    for (const response of [
      new Response("x", { status: 404 }),
      new Response("x", { headers: { "Set-Cookie": "a=b" } }),
      new Response(null, { status: 204 }),
    ]) {
      const { keep, answer } = await offered(response);
      expect(keep).not.toHaveBeenCalled();
      expect(answer).toBe(response);
    }
  });
});

describe("inlineHashes", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

  it("hashes the UTF-8 text of inline scripts and styles, as the browser does", () => {
    const script = 'window.__ctx = {"name":"متجر ☕","q":"\\u003c"};';
    const style = ".a{content:'é'}";
    const html = `<!DOCTYPE html><html><head><style>${style}</style></head><body><script>${script}</script><SCRIPT type="module">import "/build/x.js";</SCRIPT></body></html>`;
    expect(inlineHashes(Buffer.from(html))).toEqual({
      scriptHashes: [sha256(script), sha256('import "/build/x.js";')],
      styleHashes: [sha256(style)],
    });
  });

  it("skips scripts with a src and data blocks, and normalizes line breaks", () => {
    const html = [
      '<script src="/build/entry.js"></script>',
      '<script async src="/build/a.js">ignored()</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="application/json">{"a":1}</script>',
      '<script type="text/javascript">run()</script>',
      "<script>one()\r\ntwo()\rthree()</script>",
    ].join("");
    expect(inlineHashes(Buffer.from(html))).toEqual({
      scriptHashes: [sha256("run()"), sha256("one()\ntwo()\nthree()")],
      styleHashes: [],
    });
  });

  it("lists a repeated script once", () => {
    expect(inlineHashes(Buffer.from("<script>x()</script><p></p><script>x()</script>")).scriptHashes).toEqual([
      sha256("x()"),
    ]);
  });
});

describe("cachedPathsOf", () => {
  const route = (
    id: string,
    parentId: string | undefined,
    path: string | undefined,
    pageCache: boolean,
    index?: boolean,
  ) => ({
    id,
    parentId,
    path,
    index,
    module: { handle: pageCache ? { pageCache: true } : { csp: [] } },
  });
  const manifest: RouteManifest = {
    root: route("root", undefined, "", true),
    "routes/_shop": route("routes/_shop", "root", undefined, true),
    "routes/_shop._index": route("routes/_shop._index", "routes/_shop", undefined, true, true),
    "routes/_shop.category.$id": route("routes/_shop.category.$id", "routes/_shop", "category/:id", true),
    "routes/_shop.cart": route("routes/_shop.cart", "routes/_shop", "cart", false),
    "routes/_auth": route("routes/_auth", "root", undefined, false),
    "routes/_auth.login": route("routes/_auth.login", "routes/_auth", "login", true),
  };
  const isCached = cachedPathsOf(manifest);

  it("allows a path whose every matched route says handle.pageCache", () => {
    expect(isCached("/")).toBe(true);
    expect(isCached("/category/7")).toBe(true);
    expect(isCached("/category/7/")).toBe(true);
    expect(isCached("/category/7.data")).toBe(true);
    expect(isCached("/_root.data")).toBe(true);
  });

  it("refuses a path matching a route without it, or no route", () => {
    expect(isCached("/cart")).toBe(false);
    expect(isCached("/cart.data")).toBe(false);
    // The page says so, its layout does not.
    expect(isCached("/login")).toBe(false);
    expect(isCached("/nowhere/at/all")).toBe(false);
    expect(isCached("/category/7/more")).toBe(false);
  });

  it("remembers paths within a bound of bytes: made-up long paths cannot fill the memory", async () => {
    const isCachedHere = cachedPathsOf(manifest);
    await collectGarbage();
    const before = process.memoryUsage().heapUsed;
    // 8 MB of distinct 8 KB paths; the bound is KNOWN_PATHS_MAX_BYTES.
    for (let n = 0; n < 1000; n++) isCachedHere(`/category/${n}${"x".repeat(8000)}`);
    await collectGarbage();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(2 * KNOWN_PATHS_MAX_BYTES);
    expect(isCachedHere("/category/7")).toBe(true);
  });
});

describe("the cache entries pages are built from (server/platform/cache.ts)", () => {
  it("are recorded while a render runs, and heard of when replaced by another value or dropped", async () => {
    const { forgetShared, onCacheEntryReplaced, recordCacheReads, sharedCached } =
      await import("#server/platform/cache");
    const replaced: string[] = [];
    const stop = onCacheEntryReplaced((key) => replaced.push(key));
    const timing = { ttl: 1, staleWhileRevalidate: 60_000 };
    const reads = new Set<string>();
    await recordCacheReads(reads, () => sharedCached("t:1:reviews:7", async () => ({ reviews: ["good"] }), timing));
    expect([...reads]).toEqual(["catalogue:t:1:reviews:7"]);
    // Outside a render nothing is recorded.
    await sharedCached("t:1:reviews:8", async () => [], timing);
    expect([...reads]).toEqual(["catalogue:t:1:reviews:7"]);

    // Stale: a refresh bringing the same value leaves the pages built from it alone.
    await new Promise((resolve) => setTimeout(resolve, 5));
    let refreshed = false;
    await sharedCached("t:1:reviews:7", async () => ((refreshed = true), { reviews: ["good"] }), timing);
    await until(() => refreshed);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(replaced).toEqual([]);
    // Another value is heard of.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sharedCached("t:1:reviews:7", async () => ({ reviews: ["good", "bad"] }), timing);
    await until(() => replaced.length === 1);
    expect(replaced).toEqual(["catalogue:t:1:reviews:7"]);
    await forgetShared("t:1:reviews:7");
    expect(replaced).toEqual(["catalogue:t:1:reviews:7", "catalogue:t:1:reviews:7"]);
    stop();
  });

  it("mark a render whose read found nothing, not even a stale value", async () => {
    const { recordCacheReads, sharedCached } = await import("#server/platform/cache");
    const reads = new Set<string>();
    const failed = await recordCacheReads(reads, () =>
      sharedCached("t:1:reviews:9", async () => {
        throw new Error("upstream down");
      }).catch(() => "left out"),
    );
    expect(failed).toBe("left out");
    expect([...reads]).toEqual(["catalogue:t:1:reviews:9", FAILED_READ]);
    // A stale value served while its refresh fails is not a failure.
    const timing = { ttl: 1, staleWhileRevalidate: 60_000 };
    await sharedCached("t:1:reviews:10", async () => ["good"], timing);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const served = new Set<string>();
    const stale = await recordCacheReads(served, () =>
      sharedCached(
        "t:1:reviews:10",
        async () => {
          throw new Error("upstream down");
        },
        timing,
      ),
    );
    expect(stale).toEqual(["good"]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...served]).toEqual(["catalogue:t:1:reviews:10"]);
  });

  it("are heard of when evicted for room, since they may come back with another value", async () => {
    const { onCacheEntryReplaced, sharedCached } = await import("#server/platform/cache");
    const replaced: string[] = [];
    const stop = onCacheEntryReplaced((key) => replaced.push(key));
    // The store of unknown hosts holds 1 MiB: two values of ~600 KB each cannot both stay.
    const big = async () => "x".repeat(300_000);
    await sharedCached("evicted:1", big, { store: "tenant-misses" });
    expect(replaced).toEqual([]);
    await sharedCached("evicted:2", big, { store: "tenant-misses" });
    expect(replaced).toEqual(["tenant-miss:evicted:1"]);
    stop();
  });
});
