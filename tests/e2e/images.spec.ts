import config, { IMAGES_OFF } from "../../playwright.config";
import { expect, test, watchPageProblems, type Browser } from "./fixtures";
import { HOSTS, shopUrl } from "./helpers";

/**
 * The pages' images as a shopper's browser shows them. The tests' browser loads no images
 * (playwright.config.ts: they were the largest cost the tests do not look at), so this spec
 * launches one of its own that does, and checks on the main pages, on a phone and a desktop:
 * every image (the lazy ones made eager) loads and decodes, no image answers 4xx or 5xx, and
 * nothing is refused or fails on the way (the CSP's img-src, a console error, a page error).
 * The crawl (crawl.spec.ts) asks for every image of more pages, without decoding them.
 * The fixture watches only the worker's browser, so the test watches this one's contexts with
 * the fixture's own watchPageProblems, and adds any image answered 4xx or 5xx.
 */

const PAGES = ["/", "/category/1", "/single-product/1"];
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

let browserWithImages: Browser;
test.beforeAll(async ({ playwright }) => {
  const launchOptions = config.use!.launchOptions!;
  browserWithImages = await playwright.chromium.launch({
    ...launchOptions,
    args: launchOptions.args!.filter((arg) => arg !== IMAGES_OFF),
  });
});
test.afterAll(async () => {
  await browserWithImages.close();
});

test("every image of the home page, a category and a product loads, on a phone and a desktop", async ({
  javaScriptEnabled,
}) => {
  for (const viewport of VIEWPORTS) {
    const context = await browserWithImages.newContext({ javaScriptEnabled, viewport });
    try {
      const problems: string[] = [];
      watchPageProblems(context, (problem) => problems.push(problem));
      const page = await context.newPage();
      page.on("response", (response) => {
        if (response.request().resourceType() === "image" && response.status() >= 400)
          problems.push(`HTTP ${response.status()} ${response.url()}`);
      });
      for (const path of PAGES) {
        await page.goto(shopUrl(HOSTS.first, path));
        // The ones below the fold and in the slider's later slides too.
        const images = await page.evaluate(() => {
          for (const image of document.images) image.loading = "eager";
          return document.images.length;
        });
        expect(images, `${path} at ${viewport.width} px has images`).toBeGreaterThan(1);
        await expect
          .poll(
            () =>
              page.evaluate(() =>
                [...document.images].filter((image) => !image.complete).map((image) => image.currentSrc || image.src),
              ),
            {
              message: `${path} at ${viewport.width} px: every image done loading`,
            },
          )
          .toEqual([]);
        const broken = await page.evaluate(() =>
          [...document.images]
            .filter((image) => image.naturalWidth === 0)
            .map((image) => image.currentSrc || image.src),
        );
        expect(broken, `${path} at ${viewport.width} px: images that did not load or decode`).toEqual([]);
      }
      expect(problems, `at ${viewport.width} px`).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
