import * as ar from "../../app/texts.ar";
import { expect, test } from "./fixtures";
import { HOSTS, shopUrl } from "./helpers";
import { upstreamCatalogue, upstreamShop, type UpstreamProduct } from "./product-helpers";

/**
 * The shop in Arabic (issue 36, decision 0028), with JavaScript on and off: the same pages under
 * /ar, right to left, the catalogue's Arabic texts and the upstream's Arabic data, a language
 * switch that is a plain link, and a shop in English only that has no /ar.
 */

type ArabicProduct = UpstreamProduct & { name: { en: string; ar: string } };

async function arabicCatalogue(): Promise<ArabicProduct[]> {
  const shop = await upstreamShop(HOSTS.first);
  return (await upstreamCatalogue(shop.id)) as ArabicProduct[];
}

const firstPart = (name: string) => name.split("&^&")[0]!.trim();

test("the Arabic home is right to left, in Arabic, and names its English twin", async ({ page }) => {
  await page.goto(shopUrl(HOSTS.first, "/ar"));
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", shopUrl(HOSTS.first, "/ar"));
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", shopUrl(HOSTS.first, "/"));
  await expect(page.getByRole("heading", { name: ar.TOP_CATEGORIES_TITLE })).toBeVisible();
  // The upstream's Arabic: a product of the shop by its Arabic name, on a card linking within /ar.
  const products = await arabicCatalogue();
  const names = products.map((product) => firstPart(product.name.ar));
  const card = page.getByTestId("product-card").first();
  // A card shows the name's first part cut to 12 characters (spec §9), here in Arabic.
  const shown = (await card.getByRole("link").first().innerText())
    .split("\n")[0]!
    .replace(/\.\.\.$/, "")
    .trim();
  expect(shown).toMatch(/[\u0600-\u06FF]/);
  expect(names.some((name) => name.startsWith(shown))).toBe(true);
  await expect(card.getByRole("link").first()).toHaveAttribute("href", /^\/ar\/single-product\/\d+$/);
  // The price sits on the card's start side: its right edge near the card's right edge.
  const [cardBox, priceBox] = [await card.boundingBox(), await card.getByTestId("card-price").boundingBox()];
  expect(cardBox!.x + cardBox!.width - (priceBox!.x + priceBox!.width)).toBeLessThan(cardBox!.width / 2);
  expect(priceBox!.x - cardBox!.x).toBeGreaterThan(cardBox!.width / 4);
});

test("the language switch is a plain link to the same page, query kept, both ways", async ({ page }) => {
  await page.goto(shopUrl(HOSTS.first, "/search?q=%D9%82%D9%87%D9%88%D8%A9"));
  const toArabic = page.getByTestId("language-switch").first();
  await expect(toArabic).toHaveAttribute("href", "/ar/search?q=%D9%82%D9%87%D9%88%D8%A9");
  await expect(toArabic).toHaveAttribute("hreflang", "ar");
  await toArabic.click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/ar/search?q=%D9%82%D9%87%D9%88%D8%A9"));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const toEnglish = page.getByTestId("language-switch").first();
  await expect(toEnglish).toHaveAttribute("href", "/search?q=%D9%82%D9%87%D9%88%D8%A9");
  await toEnglish.click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/search?q=%D9%82%D9%87%D9%88%D8%A9"));
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test.describe("a browser that asks for Arabic", () => {
  test.use({ locale: "ar-SA", extraHTTPHeaders: { "Accept-Language": "ar-SA,ar;q=0.9,en;q=0.5" } });

  test("is sent to /ar on its first visit, and the English link undoes it for good", async ({ page }) => {
    await page.goto(shopUrl(HOSTS.first, "/"));
    await expect(page).toHaveURL(shopUrl(HOSTS.first, "/ar"));
    await page.getByTestId("language-switch").first().click();
    await expect(page).toHaveURL(shopUrl(HOSTS.first, "/"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto(shopUrl(HOSTS.first, "/"));
    await expect(page).toHaveURL(shopUrl(HOSTS.first, "/"));
  });

  test("stays in English in a shop that sells in English only, which has no /ar", async ({ page }) => {
    // That demo shop has Google ids; Google is not reachable from the tests (analytics.spec.ts).
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
    await page.goto(shopUrl(HOSTS.third, "/"));
    await expect(page).toHaveURL(shopUrl(HOSTS.third, "/"));
    await expect(page.getByTestId("language-switch")).toHaveCount(0);
    const response = await page.goto(shopUrl(HOSTS.third, "/ar/categories"));
    expect(response!.status()).toBe(404);
  });
});

test("search in Arabic finds products by their Arabic names", async ({ page }) => {
  const products = await arabicCatalogue();
  const product = products.find((candidate) => firstPart(candidate.name.ar).split(" ")[0]!.length >= 3)!;
  const word = firstPart(product.name.ar).split(" ")[0]!;
  await page.goto(shopUrl(HOSTS.first, "/ar"));
  const box = page.getByRole("searchbox").first();
  await box.fill(word);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/ar\/search\?q=/);
  await expect(page.getByTestId("product-card").first()).toContainText(word);
});

test("a product's options and the cart, in Arabic", async ({ page }) => {
  const products = await arabicCatalogue();
  const product = products.find((candidate) => candidate.productOptions.length > 0)!;
  const group = product.productOptions[0]! as unknown as { name: { ar: string } };
  await page.goto(shopUrl(HOSTS.first, `/ar/single-product/${product.id}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(firstPart(product.name.ar));
  await expect(page.getByText(group.name.ar, { exact: false }).first()).toBeVisible();
  await page.getByTestId("add-to-cart").getByRole("button").click();
  await expect(page.getByTestId("flash").or(page.getByRole("status")).first()).toContainText(ar.ADDED_TO_CART);
  await page.goto(shopUrl(HOSTS.first, "/ar/cart"));
  await expect(page.getByRole("heading", { name: ar.cartTitle(1) })).toBeVisible();
  await expect(page.getByRole("link", { name: ar.CONTINUE_TO_CHECKOUT })).toHaveAttribute("href", "/ar/check-out");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the category drawer opens from the right", async ({ page }) => {
    await page.goto(shopUrl(HOSTS.first, "/ar"));
    const drawer = page.getByTestId("category-drawer");
    await drawer.locator("summary").first().click();
    const panel = drawer.locator("div").first();
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(375);
    expect(box.x).toBeGreaterThan(0);
  });
});
