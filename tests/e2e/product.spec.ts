import { expect, test } from "./fixtures";
import { expectLinkTo, HOSTS, shopUrl } from "./helpers";
import {
  cartBadge,
  expectedUnit,
  priceLabel,
  pricedChoice,
  upstreamCatalogue,
  upstreamProduct,
  upstreamReviews,
  upstreamShop,
  type UpstreamProduct,
} from "./product-helpers";

/** The product page (/single-product/{id}), compared with the reference upstream's data, with JavaScript on and off. */

const NOT_FOUND = "Sorry, We couldn't find what you are looking for!";
const NO_REVIEWS = "be the first one to review this product";
const NO_DESCRIPTION = "There is no description for this product.";
const OPTION_NOT_AVAILABLE =
  "The option in this link is not available for this product, so the default choice is shown.";

const productPath = (id: number, query = "") => shopUrl(HOSTS.first, `/single-product/${id}${query}`);
const nameParts = (product: UpstreamProduct) => product.name.en.split("&^&") as [string, string];

async function catalogue() {
  const shop = await upstreamShop();
  return { shop, products: await upstreamCatalogue(shop.id) };
}

test("shows the upstream's name, price, details, reviews, related products and structured data", async ({
  page,
  javaScriptEnabled,
}) => {
  const { shop, products } = await catalogue();
  const listed = products.find(
    (p) => nameParts(p)[1].length > 20 && p.description && p.rateCount > 0 && p.productOptions.length > 0 && p.category,
  )!;
  const product = await upstreamProduct(shop.id, listed.id);
  const reviews = await upstreamReviews(shop.id, product.id);
  const [title, subtitle] = nameParts(product);
  const unit = expectedUnit(product, []);

  const response = await page.goto(productPath(product.id));
  expect(response?.status()).toBe(200);
  const main = page.getByTestId("product-page");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(main.getByTestId("product-subtitle")).toHaveText(`${subtitle.slice(0, 20)}...`);
  await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(subtitle));
  await expect(main.getByTestId("product-price")).toHaveText(priceLabel(unit, shop));
  await expect(main.getByTestId("old-price")).toHaveCount(product.has_promotion ? 1 : 0);
  await expect(main.getByTestId("shipping-cost")).toHaveText(
    priceLabel(Number(product.shippingCost ?? shop.defaultShippingCost), shop),
  );
  await expect(
    main
      .locator("dd")
      .filter({ hasText: product.deliveryTime ?? shop.defaultDeliveryTime ?? "" })
      .first(),
  ).toBeVisible();
  await expectLinkTo(
    main.getByRole("link", { name: product.category!.name.en, exact: true }),
    `/category/${product.category!.id}`,
  );
  if (product.category!.section)
    await expect(main.locator("dd", { hasText: product.category!.section.name.en })).toBeVisible();
  await expect(main.getByTestId("product-description")).toContainText(subtitle);
  await expect(main.getByTestId("review-count")).toHaveText(
    `(${reviews.length} ${reviews.length === 1 ? "review" : "reviews"})`,
  );

  // The gallery: every image, each with its size and alt text.
  const mainImage = main.getByTestId("main-image");
  await expect(mainImage).toHaveAttribute("src", new URL(product.productImages[0]!.url).pathname);
  for (const attribute of ["width", "height", "alt"]) await expect(mainImage).toHaveAttribute(attribute, /.+/);
  await expect(main.getByRole("list", { name: "Product images" }).getByRole("img")).toHaveCount(
    product.productImages.length,
  );

  // Every option group with its values, the first of each chosen.
  for (const group of product.productOptions.filter((g) => g.values.length > 0)) {
    const groupBox = main.getByRole("group", { name: group.name.en });
    await expect(groupBox.getByRole("link")).toHaveCount(group.values.length);
    await expect(groupBox.locator(`a[data-option-value="${group.values[0]!.id}"]`)).toHaveAttribute(
      "aria-current",
      "true",
    );
  }

  // Reviews: reviewer names and comments.
  await main.getByRole(javaScriptEnabled ? "tab" : "link", { name: "Reviews", exact: true }).click();
  await expect(main.getByTestId("review")).toHaveCount(reviews.length);
  const firstReview = reviews[0]!;
  await expect(main.getByTestId("review").first()).toContainText(
    `${firstReview.user!.firstName} ${firstReview.user!.lastName}`.trim(),
  );
  await expect(main.getByTestId("review").first()).toContainText(firstReview.comment);

  // Up to three related products of the same category, never the product itself.
  const sameCategory = new Set(
    products.filter((p) => p.category?.id === product.category!.id && p.id !== product.id).map((p) => p.id),
  );
  const related = await main
    .getByRole("list", { name: "Related products" })
    .getByTestId("product-card")
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-product-id"))));
  expect(related.length).toBe(Math.min(3, sameCategory.size));
  for (const id of related) expect(sameCategory.has(id)).toBe(true);

  // Product structured data.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({
    "@type": "Product",
    name: `${title} ${subtitle}`,
    offers: { price: unit.toFixed(2), priceCurrency: shop.currency.name },
    aggregateRating: { reviewCount: reviews.length },
  });
  expect(jsonLd.image[0]).toBe(shopUrl(HOSTS.first, new URL(product.productImages[0]!.url).pathname));
});

test("choosing an option value changes the price by exactly that value's price, and the URL shows it", async ({
  page,
}) => {
  const { shop, products } = await catalogue();
  const product = products.find((p) => pricedChoice(p))!;
  const { first, value } = pricedChoice(product)!;
  const base = expectedUnit(product, []);
  await page.goto(productPath(product.id));
  const price = page.getByTestId("product-price");
  await expect(price).toHaveText(priceLabel(base, shop));

  await page.locator(`a[data-option-value="${value.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]option=${value.id}(&|$)`));
  await expect(price).toHaveText(priceLabel(Math.round((base + Number(value.price)) * 100) / 100, shop));
  await expect(page.locator(`a[data-option-value="${value.id}"]`)).toHaveAttribute("aria-current", "true");
  await expect(page.locator(`a[data-option-value="${first.id}"]`)).not.toHaveAttribute("aria-current", "true");

  // Choosing the group's first value again replaces the choice.
  await page.locator(`a[data-option-value="${first.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]option=${first.id}(&|$)`));
  expect(page.url()).not.toMatch(new RegExp(`option=${value.id}(&|$)`));
  await expect(price).toHaveText(priceLabel(base, shop));
});

test("a product on promotion shows its old price struck through", { tag: "@once" }, async ({ page }) => {
  const { shop, products } = await catalogue();
  const product = products.find((p) => p.has_promotion && p.old_price)!;
  const unit = expectedUnit(product, []);
  const old = Math.round((Number(product.old_price) + unit - Number(product.price)) * 100) / 100;
  await page.goto(productPath(product.id));
  await expect(page.getByTestId("product-price")).toHaveText(priceLabel(unit, shop));
  await expect(page.locator("s[data-testid=old-price]")).toContainText(priceLabel(old, shop));
});

test("adds the chosen options to the cart; the cart shows the option-adjusted unit price", async ({
  page,
  javaScriptEnabled,
}) => {
  const { shop, products } = await catalogue();
  const product = products.find((p) => pricedChoice(p))!;
  const { value } = pricedChoice(product)!;
  const unit = expectedUnit(product, [value.id]);
  await page.goto(productPath(product.id));
  await expect(cartBadge(page)).toHaveText("0");
  await page.locator(`a[data-option-value="${value.id}"]`).click();
  await expect(page.getByTestId("product-price")).toHaveText(priceLabel(unit, shop));

  const form = page.getByTestId("add-to-cart");
  await form.getByLabel("Quantity").fill("2");
  await form.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
  await expect(cartBadge(page)).toHaveText("1");
  // Without JavaScript the form came back to the same product page and choice (303).
  await expect(page).toHaveURL(new RegExp(`/single-product/${product.id}\\?(.*&)?option=${value.id}(&|$)`));
  if (javaScriptEnabled) await expect(form.getByTestId("add-to-cart-message")).toHaveText("Added to cart");

  await page.goto(shopUrl(HOSTS.first, "/cart"));
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(1);
  await expect(lines.first().getByTestId("line-unit-price")).toHaveText(priceLabel(unit, shop));
  await expect(lines.first().getByTestId("line-quantity")).toHaveText("2");
  await expect(cartBadge(page)).toHaveText("1");
});

test("thumbnails choose the main image and keep the option choice", async ({ page, javaScriptEnabled }) => {
  const { products } = await catalogue();
  const product = products.find((p) => p.productImages.length >= 3 && pricedChoice(p))!;
  const { value } = pricedChoice(product)!;
  await page.goto(productPath(product.id, `?option=${value.id}`));
  const thumbnails = page.getByRole("list", { name: "Product images" }).getByRole("link");
  await expect(thumbnails.nth(2)).toHaveAttribute("href", `/single-product/${product.id}?option=${value.id}&image=3`);
  await thumbnails.nth(2).click();
  await expect(page.getByTestId("main-image")).toHaveAttribute("src", new URL(product.productImages[2]!.url).pathname);
  await expect(thumbnails.nth(2)).toHaveAttribute("aria-current", "true");
  if (!javaScriptEnabled) await expect(page).toHaveURL(/image=3/);
  await expect(page.locator(`a[data-option-value="${value.id}"]`)).toHaveAttribute("aria-current", "true");
});

test("the Reviews / Description switch reaches both, with the spec's texts when empty", async ({
  page,
  javaScriptEnabled,
}) => {
  const { products } = await catalogue();
  const product = products.find((p) => p.rateCount === 0 && !p.description)!;
  await page.goto(productPath(product.id));
  const main = page.getByTestId("product-page");
  const role = javaScriptEnabled ? "tab" : "link";
  await main.getByRole(role, { name: "Reviews", exact: true }).click();
  await expect(main.getByText(NO_REVIEWS, { exact: true })).toBeVisible();
  if (!javaScriptEnabled) await expect(page).toHaveURL(/#reviews$/);
  await main.getByRole(role, { name: "Description", exact: true }).click();
  await expect(main.getByText(NO_DESCRIPTION, { exact: true })).toBeVisible();
  if (javaScriptEnabled) {
    await expect(main.getByText(NO_REVIEWS, { exact: true })).toBeHidden();
    await expect(main.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
    // The review count's #reviews link opens the Reviews tab.
    await main.getByTestId("review-count").click();
    await expect(main.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
    await expect(main.getByText(NO_REVIEWS, { exact: true })).toBeVisible();
  }
});

test("a script in a product description never runs and never reaches the DOM", async ({ page, javaScriptEnabled }) => {
  const { products } = await catalogue();
  const lamp = products.find((p) => p.name.en.startsWith("Script Test Lamp&^&"))!;
  expect(lamp.description).toContain("<script>window.__xss = 1</script>");
  for (const path of [`/single-product/${lamp.id}`, `/quick-view/${lamp.id}`]) {
    const response = await page.goto(shopUrl(HOSTS.first, path));
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("product-description")).toHaveText("Handmade");
    await expect(page.locator("script", { hasText: "__xss" })).toHaveCount(0);
    await expect(page.locator('img[src="x"], [onerror]')).toHaveCount(0);
    if (javaScriptEnabled) expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  }
});

test("unknown, malformed and other shops' product ids are 404", { tag: "@once" }, async ({ page }) => {
  const second = await upstreamShop(HOSTS.second);
  const otherShopProduct = (await upstreamCatalogue(second.id))[0]!;
  for (const path of [
    "/single-product/999999",
    "/single-product/abc",
    "/single-product/0",
    `/single-product/${otherShopProduct.id}`,
    "/quick-view/999999",
    "/quick-view/abc",
    `/quick-view/${otherShopProduct.id}`,
  ]) {
    const response = await page.goto(shopUrl(HOSTS.first, path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  }
});

test(
  "an option of another product, or junk, gets a clear message and the default choice, never a 500",
  { tag: "@once" },
  async ({ page }) => {
    const { shop, products } = await catalogue();
    const [product, other] = products.filter((p) => p.productOptions.some((g) => g.values.length > 0));
    const foreign = other!.productOptions.find((g) => g.values.length > 0)!.values[0]!.id;
    for (const [path, unit] of [
      [`/single-product/${product!.id}?option=${foreign}`, expectedUnit(product!, [])],
      [`/single-product/${product!.id}?option=abc`, expectedUnit(product!, [])],
      [`/quick-view/${product!.id}?option=${foreign}`, expectedUnit(product!, [], "quick-view")],
    ] as const) {
      const response = await page.goto(shopUrl(HOSTS.first, path));
      expect(response?.status(), path).toBe(200);
      await expect(page.getByTestId("option-notice")).toHaveText(OPTION_NOT_AVAILABLE);
      await expect(page.getByTestId("product-price")).toHaveText(priceLabel(unit, shop));
    }
  },
);
