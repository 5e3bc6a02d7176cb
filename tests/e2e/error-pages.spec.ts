import { expect, test, waitForHydration, type APIResponse, type Page } from "./fixtures";
import { freePort, startStack } from "../../scripts/stack.ts";
import { expectLinkTo, HOSTS, SESSION_SECRET, shopOrigin, shopUrl } from "./helpers";

/**
 * Refusals and failures are readable pages, with JavaScript on and off: a 4xx says why, only
 * a true 5xx says "Something went wrong on our side", the 503's Try again reloads the same
 * page. Requests made outside the browser use "localhost" (the first shop).
 */

const LOCAL = "localhost";
const NOT_FOUND = "Sorry, We couldn't find what you are looking for!";
const SERVER_ERROR = "Something went wrong on our side.";
const CROSS_SITE = "This form was sent from another site and was refused.";

/** Shows an answer fetched outside the browser (a POST the page could not send) as the document at its URL. */
async function showAnswer(page: Page, url: string, answer: APIResponse) {
  const body = await answer.body();
  const headers = answer.headers();
  await page.route(
    url,
    (route) =>
      route.fulfill({
        status: answer.status(),
        body,
        headers: {
          "content-type": headers["content-type"]!,
          "content-security-policy": headers["content-security-policy"]!,
        },
      }),
    { times: 1 },
  );
  const response = await page.goto(url);
  expect(response?.status()).toBe(answer.status());
}

async function expectRefusalPage(page: Page, status: number, text: string) {
  await expect(page.getByRole("heading", { level: 1, name: text })).toBeVisible();
  await expect(page.getByText(String(status), { exact: true })).toBeVisible();
  await expectLinkTo(page.getByRole("link", { name: "Go back" }), "/");
  await expect(page.getByText(SERVER_ERROR)).toHaveCount(0);
}

test("a form sent from another origin gets a readable 403 page from the edge", { tag: "@once" }, async ({ page }) => {
  // The same host over https is another origin: the storefront's own check refuses it.
  const foreign = shopOrigin(LOCAL).replace(/^http:/, "https:");
  for (const path of ["/logout", "/cart", "/login"]) {
    const answer = await page.request.post(shopUrl(LOCAL, path), {
      headers: { Origin: foreign },
      form: { intent: "logout" },
      maxRedirects: 0,
    });
    expect(answer.status(), path).toBe(403);
    expect(answer.headers()["content-type"]).toContain("text/html");
    expect(await answer.text()).toContain(CROSS_SITE);
    await showAnswer(page, shopUrl(LOCAL, path), answer);
    await expectRefusalPage(page, 403, CROSS_SITE);
    // Refused before Remix runs (server/edge/http.ts): a page of its own, no shop data.
    await expect(page.locator("header")).toHaveCount(0);
  }
});

test(
  "a form posted from another site, or with a null or missing Origin, gets the 403 page too",
  { tag: "@once" },
  async ({ page }) => {
    const senders: Record<string, string>[] = [{ Origin: "https://evil.example" }, { Origin: "null" }, {}];
    for (const headers of senders) {
      const answer = await page.request.post(shopUrl(LOCAL, "/cart"), {
        headers,
        form: { intent: "add" },
        maxRedirects: 0,
      });
      expect(answer.status(), JSON.stringify(headers)).toBe(403);
      expect(await answer.text()).toContain(CROSS_SITE);
    }
  },
);

test(
  "oversize, non-form and unreadable bodies get 413, 415 and 400 pages saying so",
  { tag: "@once" },
  async ({ page }) => {
    const cases = [
      {
        status: 413,
        text: "This form is too large.",
        contentType: "application/x-www-form-urlencoded",
        data: `intent=add&x=${"a".repeat(70_000)}`,
      },
      { status: 415, text: "Send this as an HTML form.", contentType: "text/plain", data: "intent=add" },
      {
        status: 400,
        text: "This form could not be read.",
        contentType: "multipart/form-data; boundary=zzz",
        data: "this is not multipart",
      },
    ];
    for (const path of ["/cart", "/login", "/logout"]) {
      // Logout reads no body, so an unreadable one does not stop it.
      for (const { status, text, contentType, data } of cases.filter(
        (item) => path !== "/logout" || item.status !== 400,
      )) {
        const answer = await page.request.post(shopUrl(LOCAL, path), {
          headers: { Origin: shopOrigin(LOCAL), "Content-Type": contentType },
          data,
          maxRedirects: 0,
        });
        expect(answer.status(), `${path} ${status}`).toBe(status);
        expect(answer.headers()["content-type"]).toContain("text/html");
        expect(await answer.text()).toContain(text);
      }
    }
    for (const { status, text, contentType, data } of cases) {
      const answer = await page.request.post(shopUrl(LOCAL, "/cart"), {
        headers: { Origin: shopOrigin(LOCAL), "Content-Type": contentType },
        data,
        maxRedirects: 0,
      });
      await showAnswer(page, shopUrl(LOCAL, "/cart"), answer);
      await expectRefusalPage(page, status, text);
    }
  },
);

test(
  "GET /logout is a 405 page saying how to sign out, and a POST to a page without a form is a 405 page",
  { tag: "@once" },
  async ({ page }) => {
    const response = await page.goto(shopUrl(HOSTS.first, "/logout"));
    expect(response?.status()).toBe(405);
    expect(response?.headers()["allow"]).toBe("POST");
    await expectRefusalPage(page, 405, "Sign out with the Logout button in the menu.");

    const answer = await page.request.post(shopUrl(LOCAL, "/"), {
      headers: { Origin: shopOrigin(LOCAL) },
      form: { intent: "x" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(405);
    const html = await answer.text();
    expect(html).toContain("This page does not accept that kind of request.");
    expect(html).not.toContain(SERVER_ERROR);
  },
);

test(
  "a missing product is the spec's 404 page inside the shop, with Go back to /",
  { tag: "@once" },
  async ({ page }) => {
    const response = await page.goto(shopUrl(HOSTS.first, "/single-product/2147483000"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
    await expectLinkTo(page.getByRole("link", { name: "Go back" }), "/");
    await expect(page.locator("header")).toHaveCount(1);
  },
);

/** The error pages' own chunk, which the browser loads only when one shows (RouteErrorPage.tsx). */
const ERROR_PAGES_CHUNK = /\/build\/_shared\/ErrorPages-\w+\.js$/;
const MISSING_PRODUCT = "/single-product/2147483000";

/** A client-side navigation, as a link or a form makes it: through Remix's router. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate(
    (to) =>
      (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(to),
    path,
  );
}

test("a page that fails in a client-side navigation shows its error page, whose code loads only then", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "a client-side navigation needs JavaScript; the 404 document itself is the test above");
  const chunkRequests: string[] = [];
  page.on("request", (request) => {
    if (ERROR_PAGES_CHUNK.test(request.url())) chunkRequests.push(request.url());
  });
  await page.goto(shopUrl(HOSTS.first, "/"));
  await waitForHydration(page);
  expect(chunkRequests, "a page without an error does not load the error pages").toEqual([]);
  // A product the upstream does not have.
  await navigateInApp(page, MISSING_PRODUCT);
  await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
  await expectLinkTo(page.getByRole("link", { name: "Go back" }), "/");
  await expect(page.locator("header")).toHaveCount(1);
  expect(chunkRequests).toHaveLength(1);
});

test.describe(() => {
  // The failed chunk is the point of this test: Chromium reports the refused script, and the dynamic import's failure.
  test.use({ allowedErrors: /ErrorPages-\w+\.js|Failed to fetch dynamically imported module|net::ERR_FAILED/ });

  test("when the error pages' code cannot load, a client-side navigation's error still shows a page with Try again", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "a client-side navigation needs JavaScript");
    await page.route(ERROR_PAGES_CHUNK, (route) => route.abort());
    await page.goto(shopUrl(HOSTS.first, "/"));
    await waitForHydration(page);
    await navigateInApp(page, MISSING_PRODUCT);
    await expect(page.getByRole("heading", { level: 1, name: SERVER_ERROR })).toBeVisible();
    await page.unroute(ERROR_PAGES_CHUNK);
    // Followed (a plain link: a document load), the server answers with the whole 404 page.
    const tryAgain = page.getByRole("link", { name: "Try again" });
    await expect(tryAgain).toHaveAttribute("href", MISSING_PRODUCT);
    const reload = page.waitForResponse((answer) => answer.request().isNavigationRequest());
    await tryAgain.click();
    expect((await reload).status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
  });
});

test.describe(() => {
  // The 503 page is the point of this test.
  test.use({
    allowedErrors:
      /^HTTP 503 GET http:\/\/localhost:\d+\/single-product\/5\?tab=reviews$|status of 503 \(Service Unavailable\)/,
  });

  test("with the upstream down, a page is a 503 whose Try again reloads the same path and query", async ({ page }) => {
    test.slow();
    // A storefront of its own whose upstream address answers nothing.
    const dead = `http://127.0.0.1:${await freePort()}`;
    const stack = await startStack({
      port: 0,
      host: "127.0.0.1",
      quiet: true,
      env: {
        NODE_ENV: "production",
        SESSION_SECRET,
        COMMERCE_API_URL: `${dead}/api/`,
        PAYMENT_API_URL: `${dead}/payment-api/`,
        TRACKING_API_URL: `${dead}/tracking/`,
        SAMPLE_STORE_HOST: "demo.localhost",
        TRUST_PROXY: "false",
      },
    });
    try {
      const url = `http://localhost:${new URL(stack.url).port}/single-product/5?tab=reviews`;
      const response = await page.goto(url);
      expect(response?.status()).toBe(503);
      expect(response?.headers()["retry-after"]).toBe("30");
      await expect(page.getByRole("heading", { level: 1, name: "The shop is taking a short break." })).toBeVisible();
      const tryAgain = page.getByRole("link", { name: "Try again" });
      await expect(tryAgain).toHaveAttribute("href", "/single-product/5?tab=reviews");

      const reload = page.waitForResponse((answer) => answer.request().isNavigationRequest());
      await tryAgain.click();
      const again = await reload;
      expect(again.url()).toBe(url);
      expect(again.status()).toBe(503);
      await expect(page.getByRole("heading", { level: 1, name: "The shop is taking a short break." })).toBeVisible();
      await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
    } finally {
      await stack.stop();
    }
  });
});
