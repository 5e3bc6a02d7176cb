import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser): its headless shell, the
 * build Playwright itself runs headless tests in (decision 0020); E2E_CHROMIUM=/usr/bin/chromium
 * runs them in the full browser instead. Every flow runs twice: with JavaScript on and with it
 * off (tests tagged @once: once, see the projects). The global setup starts a reference
 * upstream with a fresh database and the production storefront on free loopback ports.
 */
/** The Chromium switch that turns images off in the tests' browser (see launchOptions). */
export const IMAGES_OFF = "--blink-settings=imagesEnabled=false";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 3,
  retries: 0,
  // Generous: a loaded 2-core CI machine runs a browser, the storefront and the upstream at once.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  forbidOnly: Boolean(process.env.CI),
  use: {
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM || "/usr/bin/chromium-headless-shell",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // Every *.localhost demo host is this machine, whatever the resolver thinks.
        "--host-resolver-rules=MAP *.localhost 127.0.0.1",
        // No images: they cost a page view more of Chromium's CPU than anything else the tests do
        // not look at (each demo SVG is a document of its own), about a sixth of the e2e stage
        // (decision 0024). Images are tested where they are the subject: images.spec.ts loads them
        // in a browser of its own, the crawl asks for every image of its pages. E2E_IMAGES=1 shows
        // them (screenshots, debugging).
        ...(process.env.E2E_IMAGES ? [] : [IMAGES_OFF]),
      ],
    },
    trace: "off",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    // Tests tagged @once run in the js project alone: they read only HTTP answers (requests
    // sent by hand, headers, robots.txt, sitemap.xml) or the HTML the server renders, with no
    // step that JavaScript changes, so a no-JS copy would check the same again. In the js
    // project their pages still hydrate under the page-problem fixture. A test that needs
    // JavaScript off sets it itself (crawl.spec.ts).
    { name: "no-js", use: { javaScriptEnabled: false }, grepInvert: /@once/ },
  ],
});
