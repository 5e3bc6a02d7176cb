import { renderToString } from "react-dom/server";
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { errorPayload, GeneralErrorBoundary } from "~/components/ErrorPages";
import { RootErrorPage, RouteErrorPage } from "~/components/RouteErrorPage";
import { NOT_FOUND_TEXT, SERVER_ERROR_TEXT } from "~/texts";

/**
 * The one error boundary, rendered the way Remix renders it on the server: a route whose
 * loader threw, at a URL with a query.
 */
async function render(
  error: unknown,
  element: React.ReactNode = <GeneralErrorBoundary />,
  url = "/single-product/5?tab=reviews&option=3",
) {
  const handler = createStaticHandler([
    {
      id: "page",
      path: "*",
      loader: () => {
        throw error;
      },
      element: <p>page</p>,
      errorElement: element,
    },
  ]);
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
  const decode = (text: string) =>
    text
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
  const h1 = /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
  const link = (name: string) => {
    const match = new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${name}</a>`).exec(html);
    return match ? decode(match[1]!) : undefined;
  };
  return { html, heading: h1 === undefined ? undefined : decode(h1), link };
}

const thrown = (status: number, data: unknown, statusText = "") => new ErrorResponse(status, statusText, data);

describe("GeneralErrorBoundary", () => {
  it.each([
    [403, "This form was sent from another site and was refused."],
    [413, "This form is too large."],
    [415, "Send this as an HTML form."],
    [400, "This form could not be read."],
    [422, "Some details were refused by the shop."],
    [429, "Too many attempts. Please try again in 42 seconds."],
  ])("shows the message thrown with a %i", async (status, message) => {
    const page = await render(thrown(status, { message }));
    expect(page.heading).toBe(message);
    expect(page.html).toContain(`>${status}</p>`);
    expect(page.html).not.toContain(SERVER_ERROR_TEXT);
    expect(page.link("Go back")).toBe("/");
  });

  it.each([
    [400, "This request could not be understood."],
    [405, "This page does not accept that kind of request."],
    [413, "This form is too large."],
    [429, "Too many requests. Please wait a minute and try again."],
    [418, "This request could not be handled."],
  ])("says what a bare %i means, never showing Remix's own error text", async (status, text) => {
    const page = await render(
      thrown(status, `Error: You made a POST request to "/" but did not provide an \`action\` for route "root"`),
    );
    expect(page.heading).toBe(text);
    expect(page.html).not.toContain("action");
  });

  it("falls back to the status's own text when the thrown message cannot be shown", async () => {
    expect((await render(thrown(400, { message: "x".repeat(501) }))).heading).toBe(
      "This request could not be understood.",
    );
    expect((await render(thrown(403, { message: "   " }))).heading).toBe("You are not allowed to do this.");
    expect((await render(thrown(403, { message: 42 }))).heading).toBe("You are not allowed to do this.");
  });

  it("keeps the spec's 404 text with a Go back link to /", async () => {
    const page = await render(thrown(404, { reason: "not-found" }));
    expect(page.heading).toBe(NOT_FOUND_TEXT);
    expect(page.link("Go back")).toBe("/");
  });

  it("apologises only for true server errors, without their details", async () => {
    for (const status of [500, 502]) {
      const page = await render(thrown(status, { message: "database password is hunter2" }));
      expect(page.heading).toBe(SERVER_ERROR_TEXT);
      expect(page.html).not.toContain("hunter2");
    }
    const bug = await render(new Error("secret stack detail"));
    expect(bug.heading).toBe(SERVER_ERROR_TEXT);
    expect(bug.html).toContain(">500</p>");
    expect(bug.html).not.toContain("secret stack detail");
  });

  it("offers Try again on a 503, reloading the same path and query", async () => {
    const page = await render(thrown(503, { reason: "unavailable" }));
    expect(page.heading).toBe("The shop is taking a short break.");
    expect(page.link("Try again")).toBe("/single-product/5?tab=reviews&option=3");
    expect((await render(thrown(503, { reason: "unavailable" }), undefined, "/")).link("Try again")).toBe("/");
  });

  it("lets a route handle a status itself and fall back to the default: the root's Coming Soon", async () => {
    const boundary = <RootErrorPage />;
    expect((await render(thrown(503, { reason: "coming-soon", name: "Soon Shop" }), boundary)).heading).toBe(
      "Coming Soon",
    );
    expect((await render(thrown(503, { reason: "unavailable" }), boundary)).link("Try again")).toBe(
      "/single-product/5?tab=reviews&option=3",
    );
    expect((await render(thrown(403, { message: "Refused." }), boundary)).heading).toBe("Refused.");
  });
});

describe("RouteErrorPage", () => {
  it("is rendered whole on the server, inside the Suspense boundary the browser hydrates once its chunk is there", async () => {
    const page = await render(thrown(404, { reason: "not-found" }), <RouteErrorPage />);
    expect(page.heading).toBe(NOT_FOUND_TEXT);
    expect(page.link("Go back")).toBe("/");
    // React marks a Suspense boundary it completed on the server: <!--$-->…<!--/$-->, no fallback.
    expect(page.html).toMatch(/<!--\$-->[\s\S]*data-testid="not-found"[\s\S]*<!--\/\$-->/);
  });
});

describe("errorPayload", () => {
  it("keeps the fields it knows, each on its own", () => {
    expect(errorPayload({ reason: "coming-soon", name: "Shop", logoUrl: null, extra: 1 })).toEqual({
      reason: "coming-soon",
      name: "Shop",
      logoUrl: null,
    });
    expect(errorPayload({ message: "  Out of stock.  ", reason: 5 })).toEqual({ message: "Out of stock." });
  });

  it("drops a blank or overlong message and anything that is not an object", () => {
    expect(errorPayload({ message: "   " }).message).toBeUndefined();
    expect(errorPayload({ message: "x".repeat(501), name: "Shop" })).toEqual({ name: "Shop" });
    expect(errorPayload({ message: "x".repeat(500) }).message).toHaveLength(500);
    for (const data of [null, undefined, "Unexpected Server Error", 404, ["message"]])
      expect(errorPayload(data)).toEqual({});
  });
});
