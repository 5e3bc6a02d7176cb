import { expect, test, type Page } from "./fixtures";
import { HOSTS, pauseClock, shopUrl } from "./helpers";

/**
 * The automatic fixture of fixtures.ts: each problem fails the test (test.fail: these tests
 * pass only when the fixture fails them), a declared one does not, nor a 4xx page asked for.
 */

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
  test("a console error", async ({ page }) => {
    test.fail();
    await page.goto(shopUrl(HOSTS.first, "/about-us"));
    await page.evaluate(() => console.error("a console error"));
  });

  test("an uncaught error in a page script", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "no page scripts run without JavaScript");
    test.fail();
    await page.goto(shopUrl(HOSTS.first, "/about-us"));
    await page.evaluate(() =>
      setTimeout(() =>
        Promise.reject(new Error("an uncaught error")).catch((error) => {
          throw error;
        }),
      ),
    );
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  });

  test("a failed hydration (the server's HTML is not what the client renders)", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "nothing hydrates without JavaScript");
    test.fail();
    await page.goto(await serveAboutUsUnlikeItsRender(page));
    // React gives up on the server's HTML and renders the page itself: the footer's text is the
    // client's again once it has, and the error has been reported by then. (Waiting for the
    // network to go idle instead let a busy CI machine end the test before hydration had run.)
    await expect(page.getByText("All Rights Reserved")).toBeVisible();
  });

  test("a failed hydration that comes after the test's last step (the entry script 3 s late)", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "nothing hydrates without JavaScript");
    test.fail();
    // A slow phone: the page hydrates long after the server's HTML, which is all the test reads.
    await page.route(/\/build\/entry\.client-\w+\.js$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: `await new Promise((resolve) => setTimeout(resolve, 3000));\n${await response.text()}`,
      });
    });
    // Not `load`: the fixture's goto would then wait for the hydration, inside the test.
    await page.goto(await serveAboutUsUnlikeItsRender(page), { waitUntil: "domcontentloaded" });
    await expect(page.getByText("Some Rights Reserved")).toBeVisible();
  });

  test("a 5xx answer to a request of the page", async ({ page }) => {
    test.fail();
    const url = shopUrl(HOSTS.first, "/about-us");
    await page.route(url, (route) => route.fulfill({ status: 503, contentType: "text/html", body: "<h1>down</h1>" }));
    await page.goto(url);
  });

  test("an axe violation (faint text) on the page the test leaves", async ({ page }) => {
    test.fail();
    await page.goto(shopUrl(HOSTS.first, "/about-us"));
    await page.evaluate(() =>
      document.querySelector("main")?.insertAdjacentHTML("beforeend", '<p style="color:#ccc">faint text</p>'),
    );
  });

  test("an axe violation inside a <noscript> that a page without JavaScript shows", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "with JavaScript a <noscript> shows nothing");
    test.fail();
    await page.goto(shopUrl(HOSTS.first, "/about-us"));
    await page.evaluate(() =>
      document
        .querySelector("main")
        ?.insertAdjacentHTML("beforeend", '<noscript><p style="color:#ccc">faint text</p></noscript>'),
    );
  });

  test("an axe violation on a page whose clock is paused", async ({ page }) => {
    test.fail();
    await page.clock.install();
    await page.goto(shopUrl(HOSTS.first, "/about-us"));
    await pauseClock(page);
    await page.evaluate(() =>
      document.querySelector("main")?.insertAdjacentHTML("beforeend", '<p style="color:#ccc">faint text</p>'),
    );
  });

  test("a 4xx image", async ({ page }) => {
    test.fail();
    await page.goto(shopUrl(HOSTS.first, "/about-us"));
    await page.setContent(`<img src="${shopUrl(HOSTS.first, "/no-such-image.png")}">`);
    await page.waitForLoadState("load");
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
