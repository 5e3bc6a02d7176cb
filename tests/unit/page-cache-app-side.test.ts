import { createHash } from "node:crypto";
import { cachedPathsOf, KNOWN_PATHS_MAX_BYTES, type RouteManifest } from "#server/edge/cached-paths";
import { FAILED_READ } from "#server/platform/page-render";
import { inlineHashes } from "#server/platform/security";
import { collectGarbage } from "../support/collect-garbage.ts";
import { until } from "../support/page-cache-server.ts";

/**
 * What the rendered-page cache (server/edge/page-cache.ts) is told by the app and the build:
 * entry.server's `handleDataRequest` offering a data request's answer, the CSP hashes of inline
 * scripts and styles, which paths the routes let it keep (`cachedPathsOf`), and the cache
 * entries a render reads (server/platform/cache.ts).
 */

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
    "routes/(ar)._shop": route("routes/(ar)._shop", "root", undefined, true),
    "routes/(ar)._shop._index": route("routes/(ar)._shop._index", "routes/(ar)._shop", undefined, true, true),
    "routes/(ar)._shop.category.$id": route(
      "routes/(ar)._shop.category.$id",
      "routes/(ar)._shop",
      "category/:id",
      true,
    ),
    "routes/(ar)._shop.cart": route("routes/(ar)._shop.cart", "routes/(ar)._shop", "cart", false),
    "routes/(ar)._auth": route("routes/(ar)._auth", "root", undefined, false),
    "routes/(ar)._auth.login": route("routes/(ar)._auth.login", "routes/(ar)._auth", "login", true),
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
