import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createMemoryHistory, createRouter, matchPath, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { collectGarbage } from "../support/collect-garbage.ts";

/**
 * patches/@remix-run+router+*.patch (patches/README.md, 5, 6 and 7; decision 0015): Node's build
 * of the router keeps each route list's ranked branches with what each path matched, and each
 * pattern's regular expression. Kept answers must be the answers the router would have computed.
 */

const routerFile = createRequire(import.meta.url).resolve("@remix-run/router");

describe("the route-matching patch", () => {
  it("is applied to the build Node loads (npm install runs patch-package)", () => {
    expect(routerFile).toMatch(/router\.cjs\.js$/);
    expect(readFileSync(routerFile, "utf8")).toContain("rankedBranchesByRoutes");
    expect(readFileSync(routerFile, "utf8")).toContain("compiledPaths");
    expect(readFileSync(routerFile, "utf8")).toContain("copiedMatches");
  });

  it("matches the same list the same way every time, ranked as before", () => {
    const routes: AgnosticRouteObject[] = [
      {
        id: "layout",
        path: "/",
        children: [
          { id: "index", index: true },
          { id: "product", path: "single-product/:id" },
          { id: "splat", path: "*" },
        ],
      },
    ];
    const ids = (pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.id);
    for (let round = 0; round < 3; round++) {
      expect(ids("/")).toEqual(["layout", "index"]);
      expect(ids("/single-product/7")).toEqual(["layout", "product"]);
      expect(matchRoutes(routes, "/single-product/7")?.[1]?.params).toEqual({ id: "7" });
      expect(ids("/nothing/here")).toEqual(["layout", "splat"]);
    }
  });

  it("keeps nothing across lists: another list with the same shape matches its own routes", () => {
    const first: AgnosticRouteObject[] = [{ id: "a", path: "/a/:x" }];
    const second: AgnosticRouteObject[] = [{ id: "b", path: "/a/:x" }];
    expect(matchRoutes(first, "/a/1")?.[0]?.route.id).toBe("a");
    expect(matchRoutes(second, "/a/1")?.[0]?.route.id).toBe("b");
    expect(matchRoutes([{ id: "c", path: "/c" }], "/a/1")).toBeNull();
  });

  it("matches lists made anew per render with their own route objects, each by its own patterns", () => {
    // A list made per render, as RemixServer does: same ids and patterns, new objects each time.
    const build = (): AgnosticRouteObject[] => [
      {
        id: "root",
        path: "",
        children: [
          { id: "home", index: true },
          { id: "product", path: "single-product/:id" },
          { id: "splat", path: "*" },
        ],
      },
    ];
    for (let render = 0; render < 3; render++) {
      const routes = build();
      const product = matchRoutes(routes, "/single-product/9");
      expect(product?.map((match) => match.route)).toEqual([routes[0], routes[0]!.children![1]]);
      expect(product?.[1]?.route).toBe(routes[0]!.children![1]);
      expect(product?.[1]?.params).toEqual({ id: "9" });
      expect(matchRoutes(routes, "/single-product/10")?.[1]?.params).toEqual({ id: "10" });
      expect(matchRoutes(routes, "/")?.[1]?.route).toBe(routes[0]!.children![0]);
      expect(matchRoutes(routes, "/a/b")?.[1]?.params).toEqual({ "*": "a/b" });
      expect(matchRoutes(routes, "/product/9")?.[1]?.route.id).toBe("splat");
    }
    // The same ids with a pattern changed: matched by its own patterns.
    const changed: AgnosticRouteObject[] = [
      {
        id: "root",
        path: "",
        children: [
          { id: "home", index: true },
          { id: "product", path: "product/:id" },
          { id: "splat", path: "*" },
        ],
      },
    ];
    expect(matchRoutes(changed, "/product/9")?.[1]?.route.id).toBe("product");
    expect(matchRoutes(changed, "/single-product/9")?.[1]?.route.id).toBe("splat");
    // Case matters when a route says so.
    const sensitive: AgnosticRouteObject[] = [{ id: "shop", path: "/Shop", caseSensitive: true }];
    expect(matchRoutes(sensitive, "/Shop")?.[0]?.route.id).toBe("shop");
    expect(matchRoutes(sensitive, "/shop")).toBeNull();
    expect(matchRoutes(sensitive, "/Shop")?.[0]?.route.id).toBe("shop");
  });

  it("keeps little per path: made-up paths leave no more than a bounded memory behind", async () => {
    const routes: AgnosticRouteObject[] = [
      {
        id: "root",
        path: "",
        children: [
          { id: "product", path: "single-product/:id" },
          { id: "splat", path: "*" },
        ],
      },
    ];
    await collectGarbage();
    const before = process.memoryUsage().heapUsed;
    // 4 MB of distinct 500-character paths, then longer ones.
    for (let n = 0; n < 8000; n++) matchRoutes(routes, `/single-product/${n}${"x".repeat(480)}`);
    for (let n = 0; n < 200; n++)
      expect(matchRoutes(routes, `/a/${n}${"y".repeat(20_000)}`)?.[1]?.route.id).toBe("splat");
    await collectGarbage();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(2 * 1024 * 1024);
    expect(matchRoutes(routes, "/single-product/7")?.[1]?.params).toEqual({ id: "7" });
  });

  it("matches lists whose routes have no ids", () => {
    const routes: AgnosticRouteObject[] = [{ path: "/a/:x" }, { path: "*" }];
    for (let round = 0; round < 2; round++) {
      expect(matchRoutes(routes, "/a/1")?.[0]?.params).toEqual({ x: "1" });
      expect(matchRoutes(routes, "/b")?.[0]?.route).toBe(routes[1]);
    }
  });

  it("flattens and ranks a list once: matching it again reads none of its routes' patterns", () => {
    let reads = 0;
    const product: AgnosticRouteObject = {
      id: "product",
      get path() {
        reads++;
        return "single-product/:id";
      },
    };
    const routes: AgnosticRouteObject[] = [{ id: "root", path: "", children: [{ id: "home", index: true }, product] }];
    expect(matchRoutes(routes, "/single-product/0")?.[1]?.params).toEqual({ id: "0" });
    const flattened = reads;
    expect(flattened).toBeGreaterThan(0);
    for (let n = 1; n < 4; n++)
      expect(matchRoutes(routes, `/single-product/${n}`)?.[1]?.params).toEqual({ id: `${n}` });
    // Without the patch each call flattens the list again, reading every route's path.
    expect(reads).toBe(flattened);
  });

  it("remembers what a path matched: matching it again tries no branch", () => {
    const routes: AgnosticRouteObject[] = [
      {
        id: "root",
        path: "",
        children: [
          { id: "product", path: "single-product/:id" },
          { id: "home", index: true },
          { id: "splat", path: "*" },
        ],
      },
    ];
    const nativeMatch = String.prototype.match;
    let tried = 0;
    String.prototype.match = function (this: string, ...args: Parameters<typeof nativeMatch>) {
      tried++;
      return nativeMatch.apply(this, args);
    } as typeof nativeMatch;
    let first: number;
    try {
      expect(matchRoutes(routes, "/")?.map((match) => match.route.id)).toEqual(["root", "home"]);
      first = tried;
      for (let n = 0; n < 3; n++)
        expect(matchRoutes(routes, "/")?.map((match) => match.route.id)).toEqual(["root", "home"]);
    } finally {
      String.prototype.match = nativeMatch;
    }
    expect(first).toBeGreaterThan(0);
    // Without the patch each call tries the branches again, matching each pattern.
    expect(tried).toBe(first);
  });

  it("hands out a remembered answer as objects of its own, its matches sharing one params object", () => {
    const routes: AgnosticRouteObject[] = [
      { id: "shop", path: "/shop/:shop", children: [{ id: "product", path: "product/:id" }] },
    ];
    const first = matchRoutes(routes, "/shop/a/product/7")!;
    expect(first[0]!.params).toBe(first[1]!.params);
    (first[1]!.params as Record<string, string>).id = "changed";
    first[0]!.pathname = "/changed";
    first.pop();
    const again = matchRoutes(routes, "/shop/a/product/7")!;
    expect(again.map((match) => [match.route.id, match.pathname])).toEqual([
      ["shop", "/shop/a"],
      ["product", "/shop/a/product/7"],
    ]);
    expect(again[1]!.params).toEqual({ shop: "a", id: "7" });
    expect(again[0]!.params).toBe(again[1]!.params);
    expect(matchRoutes(routes, "/elsewhere")).toBeNull();
    expect(matchRoutes(routes, "/elsewhere")).toBeNull();
  });

  it("compiles each pattern into its regular expression once", () => {
    const NativeRegExp = RegExp;
    let compiled = 0;
    globalThis.RegExp = new Proxy(NativeRegExp, {
      construct(target, args: [string, string?]) {
        if (String(args[0]).includes("compiled-once")) compiled++;
        return Reflect.construct(target, args) as RegExp;
      },
    });
    try {
      for (let n = 0; n < 3; n++)
        expect(matchPath("/compiled-once/:id", `/compiled-once/${n}`)?.params).toEqual({ id: `${n}` });
    } finally {
      globalThis.RegExp = NativeRegExp;
    }
    // Without the patch: once per call.
    expect(compiled).toBe(1);
  });

  it("compiles a pattern once per case and end, and each variant still means what it says", () => {
    expect(matchPath({ path: "/Shop/:id", caseSensitive: true }, "/shop/1")).toBeNull();
    expect(matchPath({ path: "/Shop/:id", caseSensitive: false }, "/shop/1")?.params).toEqual({ id: "1" });
    expect(matchPath({ path: "/shop", end: false }, "/shop/more")?.pathnameBase).toBe("/shop");
    expect(matchPath({ path: "/shop", end: true }, "/shop/more")).toBeNull();
    expect(matchPath("/shop/:id/*", "/shop/2/a/b")?.params).toEqual({ id: "2", "*": "a/b" });
  });

  it("forgets kept branches when lazy discovery adds routes to a list in place", async () => {
    const router = createRouter({
      routes: [{ id: "home", path: "/" }],
      history: createMemoryHistory(),
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === "/late") patch(null, [{ id: "late", path: "/late" }]);
      },
    }).initialize();
    try {
      // The list is matched (and its branches kept) before the route is added to it.
      expect(router.state.matches.map((match) => match.route.id)).toEqual(["home"]);
      await router.navigate("/late");
      expect(router.state.matches.map((match) => match.route.id)).toEqual(["late"]);
      expect(matchRoutes(router.routes, "/late")?.[0]?.route.id).toBe("late");
    } finally {
      router.dispose();
    }
  });
});
