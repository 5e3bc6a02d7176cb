import { createRequire } from "node:module";
import type * as RemixReact from "@remix-run/react";
import type * as ReactRouterServer from "react-router-dom/server";
import { renderToString } from "react-dom/server";

/**
 * A small Remix app rendered by the server's own builds (Node's CommonJS, as the storefront's
 * server loads them): a root, a product route and a route no page here matches, with the
 * manifest, route modules and static handler context that `RemixServer` gets from Remix's
 * request handler, lazy route discovery and single fetch on as in remix.config.js.
 */
const require = createRequire(import.meta.url);
const { RemixServer } = require("@remix-run/react") as typeof RemixReact;
const { createStaticHandler } = require("react-router-dom/server") as typeof ReactRouterServer;

const route = (id: string, fields: Record<string, unknown>) => ({
  id,
  hasLoader: false,
  hasAction: false,
  hasClientLoader: false,
  hasClientAction: false,
  hasErrorBoundary: false,
  ...fields,
});

/** A manifest as Remix's classic compiler writes it, for these three routes. */
export function testManifest() {
  return {
    version: "test",
    url: "/build/manifest-test.js",
    entry: { module: "/build/entry.client.js", imports: ["/build/_shared/react.js", "/build/_shared/remix.js"] },
    routes: {
      root: route("root", { path: "", module: "/build/root.js", imports: ["/build/_shared/ui.js"] }),
      "routes/product": route("routes/product", {
        parentId: "root",
        path: "product/:id",
        module: "/build/routes/product.js",
        imports: ["/build/_shared/ui.js", "/build/_shared/card.js"],
      }),
      "routes/other": route("routes/other", { parentId: "root", path: "other", module: "/build/routes/other.js" }),
    },
  };
}

const FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  v3_lazyRouteDiscovery: true,
  v3_routeConfig: false,
  v3_optimizeDeps: false,
  unstable_optimizeDeps: false,
};

/** Renders `url` as RemixServer does for a document request; `root` is the root route's component. */
export async function renderRemixServer(
  url: string,
  options: { root: () => React.ReactNode; manifest?: ReturnType<typeof testManifest>; routeModules?: object },
) {
  const manifest = options.manifest ?? testManifest();
  const routeModules = options.routeModules ?? {
    root: { default: options.root },
    "routes/product": { default: () => <p>product</p> },
    "routes/other": { default: () => <p>other</p> },
  };
  const handler = createStaticHandler([
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/product", path: "product/:id" },
        { id: "routes/other", path: "other" },
      ],
    },
  ]);
  const staticHandlerContext = await handler.query(new Request(`http://shop.test${url}`));
  if (staticHandlerContext instanceof Response) throw new Error("unexpected response");
  const context = {
    manifest,
    routeModules,
    staticHandlerContext,
    serverHandoffString: JSON.stringify({ future: FUTURE, isSpaMode: false }),
    renderMeta: {},
    future: FUTURE,
    isSpaMode: false,
  };
  return renderToString(<RemixServer context={context as never} url={`http://shop.test${url}`} />);
}
