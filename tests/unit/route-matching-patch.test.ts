import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createMemoryHistory, createRouter, matchPath, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";

/**
 * patches/@remix-run+router+*.patch (docs/decisions/0015): Node's build of the router keeps
 * each route list's ranked branches and each pattern's regular expression. Kept answers must
 * be the answers the router would have computed.
 */

const routerFile = createRequire(import.meta.url).resolve("@remix-run/router");

describe("the route-matching patch", () => {
  it("is applied to the build Node loads (npm install runs patch-package)", () => {
    expect(routerFile).toMatch(/router\.cjs\.js$/);
    expect(readFileSync(routerFile, "utf8")).toContain("rankedBranchesByRoutes");
  });

  it("matches the same list the same way every time, ranked as before", () => {
    const routes: AgnosticRouteObject[] = [
      { id: "layout", path: "/", children: [{ id: "index", index: true }, { id: "product", path: "single-product/:id" }, { id: "splat", path: "*" }] },
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
