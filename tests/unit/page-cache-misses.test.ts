import { collectGarbage } from "../support/collect-garbage.ts";
import {
  behaviours,
  bodies,
  cache,
  decoded,
  release,
  renders,
  send,
  startApp,
  stopApp,
  until,
  setUpPageCacheApp,
} from "../support/page-cache-server.ts";

/**
 * The rendered-page cache (server/edge/page-cache.ts) on a real socket with a fake render
 * (tests/support/page-cache-server.ts): pages dropped when what they were built from is
 * replaced, misses (rendered once, not kept, never kept), and the memory bound.
 */

setUpPageCacheApp();

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
      bodies.length = 0;
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
