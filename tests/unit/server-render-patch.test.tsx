import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as ReactRouterDom from "react-router-dom";
import type * as ReactRouterServer from "react-router-dom/server";
import { useContext } from "react";
import { renderRemixServer, testManifest } from "../support/remix-server";

/**
 * patches/@remix-run+react+*.patch (RemixServer) and patches/react-router-dom+*.patch
 * (createStaticRouter), patches/README.md: the server's render makes a build's routes, and the
 * static router's data routes, once per build instead of once per request. The CommonJS builds are
 * Node's (the storefront's server loads them), so they are loaded with `require`.
 */
const require = createRequire(import.meta.url);
const { UNSAFE_DataRouterContext } = require("react-router-dom") as typeof ReactRouterDom;
const { createStaticHandler, createStaticRouter } = require("react-router-dom/server") as typeof ReactRouterServer;
const remixRoutes = require("@remix-run/react/dist/routes.js") as {
  createServerRoutes: (...args: unknown[]) => unknown;
};

describe("the server-render patches", () => {
  it("are applied to the builds Node loads (npm install runs patch-package)", () => {
    expect(readFileSync(require.resolve("@remix-run/react/dist/server.js"), "utf8")).toContain(
      "function serverRoutesOf(",
    );
    expect(readFileSync(require.resolve("react-router-dom/server"), "utf8")).toContain("dataRoutesByRoutes");
  });

  it("RemixServer makes a build's routes once, and renders every request with the same data routes", async () => {
    const manifest = testManifest();
    const seen: unknown[] = [];
    function Root() {
      seen.push(useContext(UNSAFE_DataRouterContext)?.router.routes);
      return <p>root</p>;
    }
    const routeModules = {
      root: { default: Root },
      "routes/product": { default: () => null },
      "routes/other": { default: () => null },
    };
    const createServerRoutes = vi.spyOn(remixRoutes, "createServerRoutes");
    try {
      for (const url of ["/product/1", "/other", "/product/2"])
        await renderRemixServer(url, { root: Root, manifest, routeModules });
      // Without the patch: once per render, and new data routes each time.
      expect(createServerRoutes).toHaveBeenCalledTimes(1);
    } finally {
      createServerRoutes.mockRestore();
    }
    expect(seen).toHaveLength(3);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).toBe(seen[0]);
    // Another build (the dev server's reload): its routes are made again.
    await renderRemixServer("/product/1", { root: Root, manifest: testManifest(), routeModules });
    expect(seen[3]).not.toBe(seen[0]);
  });

  it("createStaticRouter converts a route list to data routes once", async () => {
    const handler = createStaticHandler([{ id: "home", path: "/" }]);
    const context = await handler.query(new Request("http://shop.test/"));
    if (context instanceof Response) throw new Error("unexpected response");
    const routes = [{ id: "home", path: "/" }];
    const first = createStaticRouter(routes, context);
    expect(createStaticRouter(routes, context).routes).toBe(first.routes);
    expect(first.state.matches[0]?.route).toBe(first.routes[0]);
    expect(createStaticRouter([{ id: "home", path: "/" }], context).routes).not.toBe(first.routes);
  });
});
