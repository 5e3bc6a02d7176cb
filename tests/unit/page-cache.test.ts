import { gzipSync } from "node:zlib";
import {
  behaviours,
  bodies,
  cache,
  decoded,
  FRESH_MS,
  moveClock,
  release,
  renders,
  send,
  setCookieBeforeCache,
  STALE_MS,
  until,
  untilGzipFinal,
  setUpPageCacheApp,
} from "../support/page-cache-server.ts";

/**
 * The rendered-page cache (server/edge/page-cache.ts) on a real socket with a fake render
 * (tests/support/page-cache-server.ts): a kept page as it is sent (its bytes, encodings, ETag,
 * Cache-Control) and its freshness. Invalidation, misses and the memory bound:
 * page-cache-misses.test.ts; the app's side and the route matching: page-cache-app-side.test.ts.
 */

setUpPageCacheApp();

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
});

describe("a kept page, public or private", () => {
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
    setCookieBeforeCache(true);
    const hit = await send("/");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(hit.headers["set-cookie"]).toEqual([expect.stringMatching(/^visited=1/)]);
    expect(hit.headers["cache-control"]).toBe("private, no-store");
    const miss = await send("/categories");
    expect(miss.headers["x-page-cache"]).toBe("miss");
    expect(miss.headers["cache-control"]).toBe("private, no-store");
    setCookieBeforeCache(false);
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
    moveClock(FRESH_MS + 1);
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
    moveClock(FRESH_MS + STALE_MS);
    const expired = await send("/");
    expect(expired.headers["x-page-cache"]).toBe("miss");
    expect(decoded(expired)).toEqual(bodies[2]);
    expect(renders).toHaveLength(3);
  });
});

describe("freshness, as shared caches and HEAD see it", () => {
  it("says a kept page's age, so that a shared cache holds it only for what is left of s-maxage", async () => {
    expect((await send("/")).headers["age"]).toBeUndefined();
    moveClock(12_400);
    expect((await send("/")).headers["age"]).toBe("12");
    moveClock(FRESH_MS);
    const stale = await send("/");
    expect(stale.headers["x-page-cache"]).toBe("stale");
    expect(stale.headers["age"]).toBe("42");
  });

  it("does not start a refresh for a HEAD, whose render would not be kept; the next GET does", async () => {
    await send("/");
    moveClock(FRESH_MS + 1);
    const head = await send("/", { method: "HEAD" });
    expect(head.headers["x-page-cache"]).toBe("stale");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toHaveLength(1);
    expect((await send("/")).headers["x-page-cache"]).toBe("stale");
    await until(() => renders.length === 2);
  });
});
