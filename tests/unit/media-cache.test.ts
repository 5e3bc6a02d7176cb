import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { createMediaCache } from "#server/edge/media-cache";
import type { ShopResolution } from "#server/tenancy/shop";

/**
 * The edge's media cache (server/edge/media-cache.ts) in a small Express app on a real socket,
 * in front of a fake upstream that counts its requests and can fail, and a clock the tests move.
 */

type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const FRESH_MS = 60_000;
const TIMEOUT_MS = 2_000;
/** As server/edge/main.ts sets it: a page's GET, a try and its retry. */
const DEADLINE_MS = 2 * TIMEOUT_MS;
/** slow.shop.test's lookup: its first try timed out, the retry answered. */
const SLOW_LOOKUP_MS = 1.5 * TIMEOUT_MS;

/** Until `check` holds (the cache's background fetches end after the answer that started them). */
async function eventually(check: () => boolean) {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 3_000) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">${'<rect width="10" height="10"/>'.repeat(40)}</svg>`;

let clock = 0;
/** Requests the fake upstream received: path and If-None-Match. */
let upstreamRequests: Array<{ path: string; ifNoneMatch?: string }> = [];
/** "down": 503 to every request; "refuse": 429; "hang": never answers. */
let upstreamMode: "up" | "down" | "refuse" | "hang" = "up";
/** The upstream no longer has the SVG (404). */
let upstreamGone = false;
/** The upstream's answer to /media/late-big.png ended before it was all sent (its client went away). */
let lateBigCutShort = false;
let upstream: Server;
let upstreamOrigin: string;
let app: Server;
let port: number;

function startUpstream(): Promise<void> {
  upstream = createServer((req, res) => {
    const path = req.url ?? "";
    upstreamRequests.push({ path, ifNoneMatch: req.headers["if-none-match"] });
    if (upstreamMode === "down") return void res.writeHead(503).end("down");
    if (upstreamMode === "refuse") return void res.writeHead(429).end("slow down");
    if (upstreamMode === "hang") return;
    const image = (
      type: string,
      body: string | Buffer,
      etag: string,
      cacheControl = "public, max-age=31536000, immutable",
    ) => {
      if (req.headers["if-none-match"] === etag) return void res.writeHead(304, { ETag: etag }).end();
      res
        .writeHead(200, {
          "Content-Type": type,
          ETag: etag,
          "Cache-Control": cacheControl,
          "Content-Length": Buffer.byteLength(body),
        })
        .end(body);
    };
    if (path === "/media/products/1-1.svg" && !upstreamGone)
      return image("image/svg+xml; charset=utf-8", SVG, '"svg-1"');
    if (path === "/media/photo.png") return image("image/png", Buffer.alloc(2000, 7), '"png-1"');
    if (path === "/media/big.png") return image("image/png", Buffer.alloc(200_000, 7), '"big-1"');
    if (path === "/media/short.png") return image("image/png", Buffer.alloc(100, 7), '"short-1"', "public, max-age=10");
    // Large, and slower than the timeout to send: streamed to the end all the same.
    if (path === "/media/slow-big.png") {
      res.writeHead(200, { "Content-Type": "image/png", "Content-Length": 200_000 });
      res.write(Buffer.alloc(100_000, 5));
      return void setTimeout(() => res.end(Buffer.alloc(100_000, 5)), TIMEOUT_MS + 200);
    }
    // Compressed although the cache asked for the bytes as they are, its length the compressed one's.
    if (path === "/media/gzipped.svg") {
      const gzipped = gzipSync(SVG);
      return void res
        .writeHead(200, {
          "Content-Type": "image/svg+xml",
          "Content-Encoding": "gzip",
          "Content-Length": gzipped.length,
        })
        .end(gzipped);
    }
    // Large, its headers after 300 ms, then half of it and the rest much later.
    if (path === "/media/late-big.png") {
      res.on("close", () => (lateBigCutShort = !res.writableFinished));
      return void setTimeout(() => {
        res.writeHead(200, { "Content-Type": "image/png", "Content-Length": 200_000 });
        res.write(Buffer.alloc(100_000, 5));
        setTimeout(() => res.end(Buffer.alloc(100_000, 5)), 5_000).unref();
      }, 300);
    }
    // Chunked, no Content-Length: read whole, and kept when it fits.
    if (path === "/media/chunked.png")
      return void res.writeHead(200, { "Content-Type": "image/png", ETag: '"chunked-1"' }).end(Buffer.alloc(3000, 9));
    if (path === "/media/notes.txt")
      return void res.writeHead(200, { "Content-Type": "text/plain" }).end("not an image");
    res.writeHead(404, { "Content-Type": "application/json" }).end('{"detail":"Not found."}');
  });
  return new Promise((resolve) =>
    upstream.listen(0, "127.0.0.1", () => {
      upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

/** The app's resolveShop, by host: shops, an unpublished one, one the upstream cannot resolve now. */
async function shopOf(host: string): Promise<ShopResolution["kind"]> {
  if (host === "slow.shop.test") await new Promise((resolve) => setTimeout(resolve, SLOW_LOOKUP_MS));
  if (host.endsWith(".shop.test")) return "shop";
  if (host === "soon.example") return "coming-soon";
  return host === "unresolved.example" ? "unavailable" : "unknown-host";
}

function startApp(maxBytes = 1024 * 1024): Promise<void> {
  const cache = createMediaCache({
    upstreamOrigin,
    timeoutMs: TIMEOUT_MS,
    deadlineMs: DEADLINE_MS,
    freshMs: FRESH_MS,
    maxBytes,
    shopOf,
    now: () => clock,
  });
  const server = express();
  server.use(cache.middleware);
  server.use((_req, res) => void res.status(418).end("past the media cache"));
  return new Promise((resolve) => {
    app = server.listen(0, "127.0.0.1", () => {
      port = (app.address() as AddressInfo).port;
      resolve();
    });
  });
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method, headers: { host: "demo.shop.test", ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

beforeEach(async () => {
  clock = 1_000_000;
  upstreamRequests = [];
  upstreamMode = "up";
  upstreamGone = false;
  lateBigCutShort = false;
  await startUpstream();
  await startApp();
});

afterEach(() => {
  app.close();
  upstream.close();
  app.closeAllConnections();
  upstream.closeAllConnections();
});

describe("the edge's media cache", () => {
  it("answers an image with the upstream's type, cache policy and ETag, a sandboxing CSP, and SVG gzipped once for clients that take gzip", async () => {
    const zipped = await get("/media/products/1-1.svg", { "accept-encoding": "gzip, br" });
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(zipped.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zipped.headers.etag).toBe('"svg-1"');
    expect(zipped.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(zipped.headers["x-content-type-options"]).toBe("nosniff");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(zipped.body).toString()).toBe(SVG);

    const plain = await get("/media/products/1-1.svg");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SVG);
    // A raster image is sent as it is.
    const png = await get("/media/photo.png", { "accept-encoding": "gzip" });
    expect([png.status, png.headers["content-encoding"], png.body.length]).toEqual([200, undefined, 2000]);
    expect(upstreamRequests.map((request) => request.path)).toEqual(["/media/products/1-1.svg", "/media/photo.png"]);
  });

  it("asks the upstream once for an image many ask for at once, and answers a matching If-None-Match with 304", async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => get("/media/products/1-1.svg")));
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    expect(upstreamRequests).toHaveLength(1);
    const revalidated = await get("/media/products/1-1.svg", { "if-none-match": '"svg-1"' });
    expect([revalidated.status, revalidated.body.length, revalidated.headers.etag]).toEqual([304, 0, '"svg-1"']);
    // Compared weakly, as HTTP asks (a proxy may have weakened it), and `*` matches.
    for (const tag of ['W/"svg-1"', '"other", "svg-1"', "*"])
      expect((await get("/media/products/1-1.svg", { "if-none-match": tag })).status, tag).toBe(304);
    expect((await get("/media/products/1-1.svg", { "if-none-match": '"other"' })).status).toBe(200);
    expect(upstreamRequests).toHaveLength(1);
  });
});

describe("the edge's media cache, a kept image", () => {
  it("revalidates a kept image with its ETag in the background once it is no longer fresh, and sooner when the upstream's max-age is shorter", async () => {
    await get("/media/products/1-1.svg");
    clock += FRESH_MS - 1;
    await get("/media/products/1-1.svg");
    expect(upstreamRequests).toHaveLength(1);
    clock += 2;
    const stale = await get("/media/products/1-1.svg");
    expect([stale.status, stale.body.toString()]).toEqual([200, SVG]);
    await eventually(() => upstreamRequests.length === 2);
    expect(upstreamRequests.at(-1)).toEqual({ path: "/media/products/1-1.svg", ifNoneMatch: '"svg-1"' });
    // The 304 made it fresh again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await get("/media/products/1-1.svg");
    expect(upstreamRequests).toHaveLength(2);

    await get("/media/short.png");
    clock += 10_001;
    await get("/media/short.png");
    await eventually(() => upstreamRequests.filter((request) => request.path === "/media/short.png").length === 2);
  });

  it("serves a kept image at once while the upstream fails, refuses or hangs; an image it never had is a 503", async () => {
    await get("/media/products/1-1.svg");
    for (const mode of ["down", "refuse", "hang"] as const) {
      clock += FRESH_MS + 1;
      upstreamMode = mode;
      const started = performance.now();
      const stale = await get("/media/products/1-1.svg");
      expect([stale.status, stale.body.toString()], mode).toEqual([200, SVG]);
      expect(performance.now() - started, mode).toBeLessThan(TIMEOUT_MS / 2);
    }
    upstreamMode = "down";
    const missing = await get("/media/photo.png");
    expect([missing.status, missing.body.toString()]).toEqual([503, "Image unavailable"]);
    upstreamMode = "refuse";
    expect((await get("/media/photo.png")).status).toBe(404);
  });

  it("drops a kept image the upstream says is gone", async () => {
    await get("/media/products/1-1.svg");
    clock += FRESH_MS + 1;
    upstreamGone = true;
    await get("/media/products/1-1.svg");
    await eventually(() => upstreamRequests.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get("/media/products/1-1.svg")).status).toBe(404);
  });
});

describe("the edge's media cache, by host, path, method and deadline", () => {
  it("is a 404 for what is not an image, a path that is not plain, and a host no shop has, without asking the upstream for the last two", async () => {
    expect((await get("/media/notes.txt")).status).toBe(404);
    expect((await get("/media/nothing.svg")).status).toBe(404);
    expect(upstreamRequests).toHaveLength(2);
    for (const path of ["/media/../api/x", "/media/a..b.svg", "/media/a%20b.svg", "/media/"])
      expect((await get(path)).status, path).toBe(404);
    expect((await get("/media/photo.png", { host: "elsewhere.example" })).status).toBe(404);
    expect(upstreamRequests).toHaveLength(2);
  });

  it("answers a host the upstream cannot resolve now with a 503, never an image kept for a shop, without asking the upstream; an unpublished shop's as a shop's", async () => {
    expect((await get("/media/products/1-1.svg")).status).toBe(200);
    const unresolved = await get("/media/products/1-1.svg", { host: "unresolved.example" });
    expect([unresolved.status, unresolved.headers["retry-after"], unresolved.body.toString()]).toEqual([
      503,
      "30",
      "Image unavailable",
    ]);
    expect((await get("/media/photo.png", { host: "unresolved.example" })).status).toBe(503);
    expect(upstreamRequests).toHaveLength(1);
    // Its page shows its logo ('Coming Soon').
    expect((await get("/media/products/1-1.svg", { host: "soon.example" })).status).toBe(200);
  });

  it(
    "holds a request no longer than its deadline, the host's lookup and the fetch together",
    { timeout: 10_000 },
    async () => {
      upstreamMode = "hang";
      const started = performance.now();
      const reply = await get("/media/photo.png", { host: "slow.shop.test" });
      const held = performance.now() - started;
      expect([reply.status, reply.body.toString()]).toEqual([503, "Image unavailable"]);
      // Each within its own bound, the lookup and the fetch took SLOW_LOOKUP_MS + TIMEOUT_MS.
      expect(held).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
      expect(held).toBeLessThan(DEADLINE_MS + 500);
    },
  );

  it("answers HEAD without a body, refuses other methods, and leaves other paths to the next handler", async () => {
    const head = await get("/media/photo.png", {}, "HEAD");
    expect([head.status, head.headers["content-length"], head.body.length]).toEqual([200, "2000", 0]);
    const post = await get("/media/photo.png", {}, "POST");
    expect([post.status, post.headers.allow]).toEqual([405, "GET, HEAD"]);
    expect((await get("/mediax/photo.png")).status).toBe(418);
  });
});

describe("the edge's media cache, by an image's size and encoding, and its bound", () => {
  it("streams an image larger than an eighth of its memory without keeping it, to each of several clients at once", async () => {
    const replies = await Promise.all([
      get("/media/big.png"),
      get("/media/big.png"),
      get("/media/big.png", {}, "HEAD"),
    ]);
    for (const reply of replies.slice(0, 2)) {
      expect([reply.status, reply.headers["content-type"], reply.headers["content-length"], reply.body.length]).toEqual(
        [200, "image/png", "200000", 200_000],
      );
      expect(reply.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(reply.body.every((byte) => byte === 7)).toBe(true);
    }
    expect([replies[2]!.status, replies[2]!.body.length]).toEqual([200, 0]);
    expect((await get("/media/big.png", { "if-none-match": '"big-1"' })).status).toBe(304);
    // Not kept: every request asks the upstream (concurrent ones share a fetch, then fetch their own).
    expect(upstreamRequests.length).toBeGreaterThanOrEqual(2);
    const before = upstreamRequests.length;
    await get("/media/big.png");
    expect(upstreamRequests).toHaveLength(before + 1);
  });

  it(
    "streams a large image to the end even when it takes longer than the timeout (the timeout is for the upstream's answer)",
    { timeout: 10_000 },
    async () => {
      const slow = await get("/media/slow-big.png");
      expect([slow.status, slow.body.length]).toEqual([200, 200_000]);
    },
  );

  it("asks the upstream for the bytes as they are, and sends a compressed answer's decoded bytes with their own length", async () => {
    for (const maxBytes of [1024 * 1024, 0]) {
      app.close();
      app.closeAllConnections();
      await startApp(maxBytes);
      const reply = await get("/media/gzipped.svg");
      const body = reply.headers["content-encoding"] === "gzip" ? gunzipSync(reply.body) : reply.body;
      expect(body.toString()).toBe(SVG);
      expect(Number(reply.headers["content-length"])).toBe(reply.body.length);
    }
    expect(upstreamRequests.length).toBeGreaterThan(0);
  });

  it("stops the upstream's answer when the client went away while the upstream was asked", async () => {
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: "127.0.0.1",
        port,
        path: "/media/late-big.png",
        headers: { host: "demo.shop.test" },
      });
      req.on("error", () => resolve());
      req.end();
      setTimeout(() => (req.destroy(), resolve()), 100);
    });
    await eventually(() => lateBigCutShort);
  });

  it("reads an image of unknown length whole and keeps it when it fits", async () => {
    for (let i = 0; i < 2; i++) expect((await get("/media/chunked.png")).body.length).toBe(3000);
    expect(upstreamRequests.filter((request) => request.path === "/media/chunked.png")).toHaveLength(1);
  });

  it("keeps nothing with a bound of 0", async () => {
    app.close();
    app.closeAllConnections();
    await startApp(0);
    await get("/media/photo.png");
    await get("/media/photo.png");
    expect(upstreamRequests.filter((request) => request.path === "/media/photo.png")).toHaveLength(2);
  });
});
