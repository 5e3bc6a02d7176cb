import { createRequire } from "node:module";
import type * as RemixReact from "@remix-run/react";
import type * as ReactRouterServer from "react-router-dom/server";
import { renderToString } from "react-dom/server";
import { Link } from "#link";

/**
 * `#link` on the server, app/components/link.server.tsx (decision 0015, amended 2026-11-28): a
 * link to an absolute path writes its anchor without the router's hooks. What it writes must be
 * what Remix's <Link> writes; a path object always takes Remix's component, so each link is
 * written both ways.
 */
const require = createRequire(import.meta.url);
const { Link: RemixLink } = require("@remix-run/react") as typeof RemixReact;
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

describe("the app's <Link> on the server", () => {
  it("is the server's own there; the browser build gets Remix's (package.json imports)", async () => {
    expect(Link).not.toBe(RemixLink);
    const pkg = (await import("../../package.json")).default as unknown as {
      imports: Record<string, Record<string, string>>;
    };
    expect(pkg.imports["#link"]).toEqual({
      browser: "@remix-run/react",
      default: "./app/components/link.server.tsx",
    });
  });

  it("writes a link to an absolute path as Remix's <Link> writes it", async () => {
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
      const direct = await renderAt("/shop/1", <Link to={to} {...props} />);
      const remix = await renderAt("/shop/1", <RemixLink to={asObject} {...props} />);
      expect(direct).toContain("<a ");
      expect(direct, to).toBe(remix);
    }
  });

  it("leaves relative, protocol-relative, external and dotted links to Remix's <Link>", async () => {
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
        <Link to="/shop/./1/../3">d</Link>
      </>,
    );
    expect(html).toContain('href="/shop/7/reviews"');
    expect(html).toContain('href="/2"');
    expect(html).toContain('href="/shop/2"');
    expect(html).toContain('href="//evil.test/x"');
    expect(html).toContain('href="https://www.facebook.com/shop"');
    expect(html).toContain('href="/shop/3"');
  });

  it("keeps React's ids: the anchor sits where Remix's <Link> puts it, so ids inside a link are the same", async () => {
    const { useId } = await import("react");
    function Inside() {
      return <i id={useId()} />;
    }
    const direct = await renderAt(
      "/shop/1",
      <Link to="/cart">
        <Inside />
      </Link>,
    );
    const remix = await renderAt(
      "/shop/1",
      <RemixLink to={{ pathname: "/cart" }}>
        <Inside />
      </RemixLink>,
    );
    expect(direct).toBe(remix);
  });
});
