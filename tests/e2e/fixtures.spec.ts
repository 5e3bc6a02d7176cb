import config, { IMAGES_OFF } from "../../playwright.config";
import { expect, test, type Page, type PageProblems } from "./fixtures";
import { HOSTS, pauseClock, shopUrl } from "./helpers";

/**
 * The automatic fixture of fixtures.ts: each problem fails the test, with the line that names
 * it; a declared one does not, nor a 4xx page asked for. A test of a problem makes the
 * fixture's end-of-test check itself and asserts the lines it fails on: it passes on that
 * failure alone, not on a page that did not load, a timeout or another problem (test.fail()
 * passed on any failure).
 */

// Images on in this file's browser, the one the fixture watches: the suite's loads none
// (playwright.config.ts), so a 4xx image would never be asked for. Top-level: a worker option.
const { launchOptions } = config.use!;
test.use({ launchOptions: { ...launchOptions, args: launchOptions!.args!.filter((arg) => arg !== IMAGES_OFF) } });

/**
 * Makes the fixture's end-of-test check (it waits for hydration and axe, as the test's end does),
 * asserts that it fails the test, and returns the lines it failed on, sorted (the browser's
 * events may come in either order).
 */
async function reported(pageProblems: PageProblems): Promise<string[]> {
  await expect(pageProblems.check(), "the fixture fails the test").rejects.toThrow(/^what a shopper would have hit/);
  return [...pageProblems.found].sort();
}

/** Matches the whole line `parts` make: strings literally, RegExps as patterns. */
function line(...parts: (string | RegExp)[]) {
  const source = parts.map((part) =>
    typeof part === "string" ? part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : part.source,
  );
  return expect.stringMatching(new RegExp(`^${source.join("")}$`));
}

/** The first shop's About Us, which the tests below break (a function: the port is set up with the run). */
const aboutUs = () => shopUrl(HOSTS.first, "/about-us");

/** Axe's line for faint text (#ccc on the page's background) in About Us's <main>. */
const faintTextLine = () =>
  line(
    `axe color-contrast (serious) on ${aboutUs()}: Elements must meet minimum color contrast ratio thresholds: `,
    "`#main > p` (Element has insufficient color contrast of ",
    /[\d.]+ \(foreground color: #cccccc, [^`]*\)/,
  );

/** React 18's production message for its error `number`. */
const reactError = (number: number) =>
  `Minified React error #${number}; visit https://reactjs.org/docs/error-decoder.html?invariant=${number} for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`;

/**
 * What a failed hydration of `url` reports, each line once, in sorted order: #418 (hydration
 * failed) as React logs it to the console (its stack in our build's chunks) and as a page
 * error, #423 (the root rendered afresh) and #425 (a text did not match the server's HTML).
 */
const failedHydrationLines = (url: string) => [
  line(`console error: Error: ${reactError(418)}`, /\n[\s\S]*/, ` (at ${new URL(url).origin}/build/`, /\S+\.js\)/),
  line(`page error: ${reactError(418)} (at ${url})`),
  line(`page error: ${reactError(423)} (at ${url})`),
  line(`page error: ${reactError(425)} (at ${url})`),
];

/**
 * Serves About Us with its footer's text changed, so that the server's HTML is not what React
 * renders; returns its URL. "localhost" (the first shop): route.fetch runs in Node, which does
 * not resolve *.localhost.
 */
async function serveAboutUsUnlikeItsRender(page: Page): Promise<string> {
  const url = shopUrl("localhost", "/about-us");
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: (await response.text()).replace("All Rights Reserved", "Some Rights Reserved"),
    });
  });
  return url;
}

test.describe("fails the test on", () => {
  test("a console error", async ({ page, pageProblems }) => {
    await page.goto(aboutUs());
    await page.evaluate(() => console.error("a console error"));
    // No "(at …)": the console names no script for code run by page.evaluate.
    expect(await reported(pageProblems)).toEqual([line("console error: a console error")]);
  });

  test("an uncaught error in a page script", async ({ page, javaScriptEnabled, pageProblems }) => {
    test.skip(!javaScriptEnabled, "no page scripts run without JavaScript");
    await page.goto(aboutUs());
    await page.evaluate(() =>
      setTimeout(() =>
        Promise.reject(new Error("an uncaught error")).catch((error) => {
          throw error;
        }),
      ),
    );
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await reported(pageProblems)).toEqual([line(`page error: an uncaught error (at ${aboutUs()})`)]);
  });

  test("a failed hydration (the server's HTML is not what the client renders)", async ({
    page,
    javaScriptEnabled,
    pageProblems,
  }) => {
    test.skip(!javaScriptEnabled, "nothing hydrates without JavaScript");
    const url = await serveAboutUsUnlikeItsRender(page);
    await page.goto(url);
    // React gives up on the server's HTML and renders the page itself: the footer's text is the
    // client's again once it has, and the error has been reported by then. (Waiting for the
    // network to go idle instead let a busy CI machine end the test before hydration had run.)
    await expect(page.getByText("All Rights Reserved")).toBeVisible();
    // React reports #418 once per attempt to hydrate a part of the page: how often depends on the page's markup.
    expect([...new Set(await reported(pageProblems))]).toEqual(failedHydrationLines(url));
  });

  test("a failed hydration that comes after the test's last step (the entry script 3 s late)", async ({
    page,
    javaScriptEnabled,
    pageProblems,
  }) => {
    test.skip(!javaScriptEnabled, "nothing hydrates without JavaScript");
    // A slow phone: the page hydrates long after the server's HTML, which is all the test reads.
    await page.route(/\/build\/entry\.client-\w+\.js$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: `await new Promise((resolve) => setTimeout(resolve, 3000));\n${await response.text()}`,
      });
    });
    // Not `load`: the fixture's goto would then wait for the hydration, inside the test.
    const url = await serveAboutUsUnlikeItsRender(page);
    await page.goto(url, { waitUntil: "domcontentloaded" });
    await expect(page.getByText("Some Rights Reserved")).toBeVisible();
    // The test's steps are done and React has not committed: the check waits for it, as the test's end does.
    expect(await page.evaluate(() => "__e2eReactCommitted" in window), "hydrated before the check").toBe(false);
    expect([...new Set(await reported(pageProblems))]).toEqual(failedHydrationLines(url));
  });

  test("a 5xx answer to a request of the page", async ({ page, pageProblems }) => {
    // About Us as the server sent it, but answered 503: the status is the one problem. "localhost":
    // route.fetch runs in Node, which does not resolve *.localhost.
    const url = shopUrl("localhost", "/about-us");
    await page.route(url, async (route) => route.fulfill({ response: await route.fetch(), status: 503 }));
    await page.goto(url);
    expect(await reported(pageProblems)).toEqual([
      line(`HTTP 503 GET ${url}`),
      line(
        `console error: Failed to load resource: the server responded with a status of 503 (Service Unavailable) (at ${url})`,
      ),
    ]);
  });

  test("an axe violation (faint text) on the page the test leaves", async ({ page, pageProblems }) => {
    await page.goto(aboutUs());
    await page.evaluate(() =>
      document.querySelector("main")?.insertAdjacentHTML("beforeend", '<p style="color:#ccc">faint text</p>'),
    );
    expect(await reported(pageProblems)).toEqual([faintTextLine()]);
  });

  test("an axe violation inside a <noscript> that a page without JavaScript shows", async ({
    page,
    javaScriptEnabled,
    pageProblems,
  }) => {
    test.skip(javaScriptEnabled, "with JavaScript a <noscript> shows nothing");
    await page.goto(aboutUs());
    await page.evaluate(() =>
      document
        .querySelector("main")
        ?.insertAdjacentHTML("beforeend", '<noscript><p style="color:#ccc">faint text</p></noscript>'),
    );
    expect(await reported(pageProblems)).toEqual([faintTextLine()]);
  });

  test("an axe violation on a page whose clock is paused", async ({ page, pageProblems }) => {
    await page.clock.install();
    await page.goto(aboutUs());
    await pauseClock(page);
    await page.evaluate(() =>
      document.querySelector("main")?.insertAdjacentHTML("beforeend", '<p style="color:#ccc">faint text</p>'),
    );
    expect(await reported(pageProblems)).toEqual([faintTextLine()]);
  });

  test("a 4xx image", async ({ page, pageProblems }) => {
    const image = shopUrl(HOSTS.first, "/no-such-image.png");
    await page.goto(aboutUs());
    await page.evaluate(
      (src) => document.querySelector("main")?.insertAdjacentHTML("beforeend", `<img alt="a product" src="${src}">`),
      image,
    );
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLImageElement>(`main img[alt="a product"]`)?.complete))
      .toBe(true);
    expect(await reported(pageProblems)).toEqual([
      line(
        `console error: Failed to load resource: the server responded with a status of 404 (Not Found) (at ${image})`,
      ),
    ]);
  });
});

test.describe("lets through", () => {
  test.use({ allowedErrors: /^HTTP 503 GET .*\/about-us$|status of 503/ });

  test.describe(() => {
    // A bare "<h1>down</h1>" document: no title, no lang, no landmark.
    test.use({ axe: false });

    test("a problem the test declares", async ({ page }) => {
      const url = shopUrl(HOSTS.first, "/about-us");
      await page.route(url, (route) => route.fulfill({ status: 503, contentType: "text/html", body: "<h1>down</h1>" }));
      await page.goto(url);
    });
  });

  test("a page whose clock is paused: axe, whose timers never fire there, checks a copy and ends in time", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(shopUrl(HOSTS.first, "/about-us"));
    await pauseClock(page);
  });

  test("a 4xx page the test navigates to", async ({ page }) => {
    const response = await page.goto(shopUrl(HOSTS.first, "/product/999999"));
    expect(response?.status()).toBe(404);
  });
});
