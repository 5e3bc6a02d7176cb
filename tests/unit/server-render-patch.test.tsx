import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as RemixReact from "@remix-run/react";
import type * as ReactRouterServer from "react-router-dom/server";
import { renderToString } from "react-dom/server";

/**
 * patches/@remix-run+react+*.patch and patches/react-router-dom+*.patch (docs/decisions/0015):
 * the server's render makes a build's routes once, and writes a link to an absolute path without
 * the full <Link>. What it writes must be what the full component writes. The CommonJS builds
 * are Node's (the browser loads the ES modules, untouched), so they are loaded with `require`.
 */

const require = createRequire(import.meta.url);
const { Link } = require("@remix-run/react") as typeof RemixReact;
const { createStaticHandler, createStaticRouter, StaticRouterProvider } =
  require("react-router-dom/server") as typeof ReactRouterServer;

async function renderAt(url: string, element: React.ReactNode) {
  const handler = createStaticHandler([
    { id: "root", path: "/", children: [{ id: "page", path: "shop/:id", element }] },
  ]);
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

describe("the server-render patches", () => {
  it("are applied to the builds Node loads (npm install runs patch-package)", () => {
    expect(readFileSync(require.resolve("@remix-run/react/dist/components.js"), "utf8")).toContain(
      "function serverPathAnchor(",
    );
    expect(readFileSync(require.resolve("@remix-run/react/dist/server.js"), "utf8")).toContain(
      "function serverRoutesOf(",
    );
    expect(readFileSync(require.resolve("react-router-dom/server"), "utf8")).toContain("dataRoutesByRoutes");
  });

  it("write a link to an absolute path as the full <Link> writes it", async () => {
    // The same links with `to` as a path object, which always takes the full component.
    const cases: Array<[string, { pathname: string; search?: string; hash?: string }, Record<string, unknown>]> = [
      ["/", { pathname: "/" }, {}],
      ["/cart", { pathname: "/cart" }, { className: "a b", "aria-label": "Cart (2)" }],
      [
        "/search?q=tea pot&page=2#results",
        { pathname: "/search", search: "?q=tea pot&page=2", hash: "#results" },
        { id: "s", title: 'say "hi" & <go>' },
      ],
      ["/category/3?", { pathname: "/category/3" }, { target: "_blank", rel: "noopener" }],
      ["/about-us#", { pathname: "/about-us" }, { reloadDocument: true }],
      [
        "/policies",
        { pathname: "/policies" },
        {
          discover: "none",
          prefetch: "intent",
          replace: true,
          state: { a: 1 },
          preventScrollReset: true,
          onClick: () => undefined,
        },
      ],
      ["/متجر/قهوة?x=١", { pathname: "/متجر/قهوة", search: "?x=١" }, { tabIndex: -1, "data-testid": "ar" }],
      ["/wishlist/", { pathname: "/wishlist/" }, { style: { color: "red" }, children: <span>Wishlist</span> }],
    ];
    for (const [to, asObject, props] of cases) {
      const fast = await renderAt("/shop/1", <Link to={to} {...props} />);
      const full = await renderAt("/shop/1", <Link to={asObject} {...props} />);
      expect(fast).toContain("<a ");
      expect(fast, to).toBe(full);
    }
  });

  it("leave relative, protocol-relative and external links to the full <Link>", async () => {
    const html = await renderAt(
      "/shop/7",
      <>
        <Link to="reviews">r</Link>
        <Link to="../2">up</Link>
        <Link to="../2" relative="path">
          next
        </Link>
        <Link to="//evil.test/x">p</Link>
        <Link to="https://www.facebook.com/shop">f</Link>
      </>,
    );
    expect(html).toContain('href="/shop/7/reviews"');
    expect(html).toContain('href="/2"');
    expect(html).toContain('href="/shop/2"');
    expect(html).toContain('href="//evil.test/x"');
    expect(html).toContain('href="https://www.facebook.com/shop"');
  });

  it("convert a route list to the static router's data routes once", async () => {
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
