import * as ar from "../../app/texts.ar";
import { registerShopper } from "./account-helpers";
import { expect, test, type Page, type SignIn, type TestInfo } from "./fixtures";
import { HOSTS, shopUrl } from "./helpers";

/**
 * Every link a shopper can follow leads somewhere real. For each demo shop, signed in as a
 * fresh shopper with a product in the cart, this visits the home page, a category, a product,
 * the cart and the profile with JavaScript off (what the server renders is what every browser
 * gets), collects their links, and follows each internal one: each must answer 200, apart from
 * the answers listed below with their reason. Their images too (every `src` and `srcset`
 * candidate): each must answer 200 with an image, since the tests' browser loads none.
 * Bounded: the links of these pages, not the links of the pages they lead to (one level), at
 * most MAX_LINKS per shop.
 * Not followed: other origins (social pages, the card provider), mailto: and tel:, links with
 * a `download` attribute. Nothing here changes state: signing out and cart changes are forms
 * (POST), never links.
 * Runs once (tagged @once, see playwright.config.ts): it sets JavaScript off itself.
 */

/** A shop's link count is a few dozen; far more means the crawl no longer stays on these pages. */
const MAX_LINKS = 250;

type Expected = { status: number; reason: string };

/** Answers other than 200 that are right, per host and path. */
const EXPECTED: Partial<Record<keyof typeof HOSTS, Array<{ path: RegExp } & Expected>>> = {
  soon: [
    {
      path: /^\//,
      status: 503,
      reason: "an unpublished shop answers 'Coming Soon' with 503 on every route, so crawlers come back later",
    },
  ],
};

const SHOPS = ["first", "second", "third", "soon"] as const;

test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "parallel" });

/** The page's images (every `src` and `srcset` candidate of its `img` and `source` elements): absolute URLs. */
async function imageUrls(page: Page): Promise<string[]> {
  return page.locator("img[src], img[srcset], source[srcset]").evaluateAll((elements) =>
    elements.flatMap((element) => [
      ...(element instanceof HTMLImageElement && element.getAttribute("src") ? [element.src] : []),
      ...(element.getAttribute("srcset") ?? "")
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .filter((url): url is string => Boolean(url))
        .map((url) => new URL(url, document.baseURI).href),
    ]),
  );
}

/** The internal links of the page: absolute URLs without their fragment. */
async function internalLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const links = await page
    .locator("a[href]")
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({ url: (anchor as HTMLAnchorElement).href, download: anchor.hasAttribute("download") })),
    );
  return links
    .filter((link) => !link.download)
    .map((link) => new URL(link.url))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.origin}${url.pathname}${url.search}`);
}

/** `language`: the pages' prefix, "" (English) or "/ar" (Arabic, decision 0028). */
async function crawl(page: Page, shop: (typeof SHOPS)[number], signIn: SignIn, testInfo: TestInfo, language = "") {
  const host = HOSTS[shop];
  const shopper = await registerShopper(testInfo, { host, prefix: `crawl-${shop}${language.replace("/", "-")}` });
  await signIn(shopper, language || "/");
  const home = page.url();

  const seeds = [home];
  const published = EXPECTED[shop] === undefined;
  if (published) {
    const category = page.locator(`main a[href^="${language}/category/"]`).first();
    const product = page.locator(`main a[href^="${language}/single-product/"]`).first();
    seeds.push(
      new URL((await category.getAttribute("href"))!, home).href,
      new URL((await product.getAttribute("href"))!, home).href,
    );
    // A line in the cart, so the cart page shows its product and checkout links.
    await page.goto(seeds[2]!);
    const addToCart = language ? ar.ADD_TO_CART : "Add to cart";
    await page.getByTestId("add-to-cart").getByRole("button", { name: addToCart }).click();
    await expect(page.getByTestId("cart-badge").first()).toHaveText("1");
  }
  seeds.push(shopUrl(host, `${language}/cart`), shopUrl(host, `${language}/profile`));

  const links = new Set<string>();
  const images = new Set<string>();
  const problems: string[] = [];
  for (const seed of seeds) {
    const response = await page.goto(seed);
    const expected = expectedAnswer(shop, seed);
    if (response?.status() !== expected.status) problems.push(`${response?.status()} ${seed} (a page crawled from)`);
    for (const link of await internalLinks(page)) links.add(link);
    for (const image of await imageUrls(page)) images.add(image);
  }
  if (published) expect(links.size, "the seed pages' links").toBeGreaterThan(10);
  expect(links.size, `more than ${MAX_LINKS} links: the crawl is no longer bounded`).toBeLessThanOrEqual(MAX_LINKS);

  // Chromium follows each link from the last seed page (same origin: the shopper's cookies go
  // with it, redirects are followed) and reports the answer. It does not render it: a new tab per
  // link stopped at its answer checked the same, at a renderer process per link.
  for (const answer of await getEach(page, [...links], DOCUMENT_ACCEPT)) {
    const expected = expectedAnswer(shop, answer.asked);
    if (answer.status !== expected.status || !answer.contentType.startsWith("text/html"))
      problems.push(`${answer.status} ${answer.asked}${answer.url === answer.asked ? "" : ` → ${answer.url}`}`);
  }
  testInfo.annotations.push({ type: "links followed", description: `${links.size} from ${seeds.length} pages` });
  expect(problems, `links of ${host} that do not lead to a real page`).toEqual([]);

  // Every image of those pages is one: the tests' browser loads none (playwright.config.ts).
  if (published) expect(images.size, "the seed pages' images").toBeGreaterThan(5);
  const brokenImages = (await getEach(page, [...images], IMAGE_ACCEPT))
    .filter((answer) => answer.status !== 200 || !answer.contentType.startsWith("image/"))
    .map((answer) => `${answer.status} ${answer.contentType} ${answer.asked}`);
  expect(brokenImages, `images of ${host} that are not images`).toEqual([]);
}

/** What Chromium asks for when it follows a link to a document, and for an image. */
const DOCUMENT_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

/**
 * GETs each of `urls` (links or images) from `page` with `accept`, a few at a time: the storefront
 * renders each page in full.
 * expectLinkTo (helpers.ts) opens a tab instead: it also follows links of the edge's own pages,
 * whose CSP allows no fetch (tried: each refused fetch is a console error).
 */
function getEach(page: Page, urls: string[], accept: string) {
  return page.evaluate(
    async ({ urls, accept }) => {
      const answers: Array<{ asked: string; status: number; contentType: string; url: string }> = [];
      const lane = async () => {
        for (let asked = urls.shift(); asked; asked = urls.shift()) {
          try {
            const response = await fetch(asked, {
              headers: { Accept: accept },
              credentials: "same-origin",
              redirect: "follow",
            });
            answers.push({
              asked,
              status: response.status,
              contentType: response.headers.get("content-type") ?? "",
              url: response.url,
            });
            await response.body?.cancel();
          } catch (error) {
            // A redirect to another origin, say, which a fetch may not follow: reported, not thrown.
            answers.push({ asked, status: 0, contentType: "", url: String(error) });
          }
        }
      };
      await Promise.all([lane(), lane(), lane()]);
      return answers;
    },
    { urls, accept },
  );
}

function expectedAnswer(shop: (typeof SHOPS)[number], url: string): Expected {
  const path = new URL(url).pathname;
  return EXPECTED[shop]?.find((entry) => entry.path.test(path)) ?? { status: 200, reason: "" };
}

for (const shop of SHOPS) {
  test.describe(HOSTS[shop], () => {
    // The unpublished shop's 503 documents are its expected answer (EXPECTED).
    if (shop === "soon")
      test.use({
        allowedErrors:
          /^HTTP 503 GET http:\/\/soon\.localhost:\d+\/|status of 503 \(Service Unavailable\) \(at http:\/\/soon\.localhost:/,
      });

    test(
      `every link of ${HOSTS[shop]}'s home, a category, a product, the cart and the profile leads to a real page`,
      { tag: "@once" },
      async ({ page, signIn }, testInfo) => {
        // About a hundred pages rendered in full: a loaded 2-core machine needs more than the default minute.
        test.slow();
        await crawl(page, shop, signIn, testInfo);
      },
    );
  });
}

test.describe(`${HOSTS.first} in Arabic`, () => {
  test(
    `every link of ${HOSTS.first}'s Arabic home, a category, a product, the cart and the profile leads to a real page`,
    { tag: "@once" },
    async ({ page, signIn }, testInfo) => {
      test.slow();
      await crawl(page, "first", signIn, testInfo, "/ar");
    },
  );
});
