import { expect, test, type Page } from "./fixtures";
import { HOSTS, shopUrl } from "./helpers";
import {
  cartBadge,
  expectedUnit,
  isOffered,
  priceLabel,
  pricedChoice,
  upstreamCatalogue,
  upstreamProduct,
  upstreamShop,
  type UpstreamGroup,
  type UpstreamProduct,
  type UpstreamShop,
  type UpstreamValue,
} from "./product-helpers";

/**
 * The quick view: the product card's cart button opens it in a dialog with JavaScript and
 * leads to /quick-view/{id} without. The cards used are a product page's related products.
 */

/** Opens a product page of the category and returns the first related product that `fits`. */
async function relatedProduct(
  page: Page,
  shop: UpstreamShop,
  categoryName: string,
  fits: (product: UpstreamProduct) => boolean,
) {
  const products = await upstreamCatalogue(shop.id);
  const start = products.find((p) => p.category?.name.en === categoryName)!;
  await page.goto(shopUrl(HOSTS.first, `/single-product/${start.id}`));
  const ids = await page
    .getByRole("list", { name: "Related products" })
    .getByTestId("product-card")
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-product-id"))));
  for (const id of ids) {
    const product = await upstreamProduct(shop.id, id);
    if (fits(product)) return product;
  }
  throw new Error(`no related product of ${categoryName} fits`);
}

/** Clicks the card's cart button; returns the quick view (in the dialog or on its own page). */
async function openQuickView(page: Page, product: UpstreamProduct, javaScriptEnabled: boolean) {
  const before = page.url();
  await page.locator(`[data-testid=product-card][data-product-id="${product.id}"] a[data-quick-view]`).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("quick-view")).toHaveAttribute("data-product-id", String(product.id));
    expect(page.url()).toBe(before);
    return dialog.getByTestId("quick-view");
  }
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/quick-view/${product.id}`));
  return page.getByTestId("quick-view");
}

test("the card's cart button opens the quick view with only stockable priced values, and it adds to the cart", async ({
  page,
  javaScriptEnabled,
}) => {
  const shop = await upstreamShop();
  // A product that offers some values and hides others (not stockable, or unpriced).
  const product = await relatedProduct(page, shop, "Lighting", (p) => {
    const values = p.productOptions.flatMap((group) => group.values);
    return values.some(isOffered) && values.some((value) => !isOffered(value));
  });
  const quickView = await openQuickView(page, product, javaScriptEnabled);
  const [title] = product.name.en.split("&^&");

  await expect(quickView.getByRole("heading", { name: title, exact: true })).toBeVisible();
  await expect(quickView.getByRole("img", { name: `${title}, view 1` })).toHaveAttribute("width", /\d+/);
  const shown = await quickView
    .locator("a[data-option-value]")
    .evaluateAll((links) => links.map((link) => Number(link.getAttribute("data-option-value"))));
  const offered = product.productOptions.flatMap((group) => group.values.filter(isOffered).map((value) => value.id));
  expect(shown.sort((a, b) => a - b)).toEqual(offered.sort((a, b) => a - b));
  // Nothing chosen: the defaults are the product page's, each group's first value (spec §4).
  const unit = expectedUnit(product, [], "quick-view");
  await expect(quickView.getByTestId("product-price")).toHaveText(priceLabel(unit, shop));
  await expect(quickView.getByTestId("review-count")).toHaveText(
    `(${product.rateCount} ${product.rateCount === 1 ? "review" : "reviews"})`,
  );
  if (product.description) await expect(quickView.getByTestId("product-description")).not.toBeEmpty();
  else await expect(quickView.getByText("There is no description for this product.")).toBeVisible();

  await quickView.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
  await expect(cartBadge(page)).toHaveText("1");
  if (javaScriptEnabled) await expect(page.getByRole("dialog")).toBeVisible();

  await page.goto(shopUrl(HOSTS.first, "/cart"));
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("line-unit-price")).toHaveText(priceLabel(unit, shop));
});

test("choosing an option in the quick view changes its price, and the cart gets that choice", async ({
  page,
  javaScriptEnabled,
}) => {
  const shop = await upstreamShop();
  const product = await relatedProduct(page, shop, "Bags", (p) => pricedChoice(p, true) !== null);
  const { value } = pricedChoice(product, true)!;
  const pageUrl = page.url();
  const quickView = await openQuickView(page, product, javaScriptEnabled);
  await expect(quickView.getByTestId("product-price")).toHaveText(
    priceLabel(expectedUnit(product, [], "quick-view"), shop),
  );

  await quickView.locator(`a[data-option-value="${value.id}"]`).click();
  const chosen = [value.id];
  const unit = expectedUnit(product, chosen, "quick-view");
  await expect(quickView.getByTestId("product-price")).toHaveText(priceLabel(unit, shop));
  await expect(quickView.locator(`a[data-option-value="${value.id}"]`)).toHaveAttribute("aria-current", "true");
  if (javaScriptEnabled) expect(page.url()).toBe(pageUrl);
  else await expect(page).toHaveURL(new RegExp(`/quick-view/${product.id}\\?(.*&)?option=${value.id}(&|$)`));

  await quickView.getByRole("button", { name: "Add to cart" }).click();
  // The message, not the (optimistic) badge, says the cart action has answered.
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
  await expect(cartBadge(page)).toHaveText("1");
  await page.goto(shopUrl(HOSTS.first, "/cart"));
  await expect(page.getByTestId("line-unit-price")).toHaveText(priceLabel(unit, shop));
});

test("a group the quick view hides entirely is not chosen: the cart line carries none of it, from the quick view and the product page alike", async ({
  page,
  javaScriptEnabled,
}) => {
  const shop = await upstreamShop();
  const products = await upstreamCatalogue(shop.id);
  // The seeded Smart Plug: one option group, Warranty, none of whose values is stockable.
  const plug = products.find((p) => p.name.en.startsWith("Smart Plug&^&"))!;
  const hidden = plug.productOptions.filter((group) => group.values.length > 0 && !group.values.some(isOffered));
  expect(hidden.map((group) => group.name.en)).toEqual(["Warranty"]);
  const warranty = hidden[0]!;
  const base = Number(plug.price);

  await page.goto(shopUrl(HOSTS.first, `/category/${plug.category!.id}`));
  const quickView = await openQuickView(page, plug, javaScriptEnabled);
  await expect(quickView.getByTestId("option-picker")).toHaveCount(0);
  await expect(quickView.getByTestId("product-price")).toHaveText(priceLabel(base, shop));
  await quickView.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
  await expect(cartBadge(page)).toHaveText("1");

  await page.goto(shopUrl(HOSTS.first, "/cart"));
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).not.toContainText(warranty.name.en);
  await expect(line.getByTestId("line-unit-price")).toHaveText(priceLabel(base, shop));

  // The product page shows Warranty with its first value chosen: that line says so, and is another line.
  const first = warranty.values[0]!;
  await page.goto(shopUrl(HOSTS.first, `/single-product/${plug.id}`));
  await expect(page.getByTestId("option-picker").locator(`a[data-option-value="${first.id}"]`)).toHaveAttribute(
    "aria-current",
    "true",
  );
  const pagePrice = expectedUnit(plug, [first.id]);
  await expect(page.getByTestId("product-price")).toHaveText(priceLabel(pagePrice, shop));
  await page.getByTestId("add-to-cart").getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
  await expect(cartBadge(page)).toHaveText("2");
  await page.goto(shopUrl(HOSTS.first, "/cart"));
  await expect(line).toHaveCount(2);
  await expect(line.filter({ hasText: `${warranty.name.en}: ${first.name.en}` })).toHaveCount(1);
  await expect(
    line.filter({ hasText: `${warranty.name.en}: ${first.name.en}` }).getByTestId("line-unit-price"),
  ).toHaveText(priceLabel(pagePrice, shop));
  await expect(line.filter({ hasNotText: warranty.name.en })).toHaveCount(1);
});

test("the quick view and the product page choose the same default: its priced Gift wrap is not chosen for the shopper, and both add one line", async ({
  page,
  javaScriptEnabled,
}) => {
  const shop = await upstreamShop();
  // The seeded gift wrap: "No gift wrap" (first, unpriced, not stockable: not offered in the quick view), "Gift wrap" (priced).
  const isGiftWrap = (group: UpstreamGroup) => group.name.en === "Gift wrap";
  const product = await relatedProduct(page, shop, "Cookware", (p) => p.productOptions.some(isGiftWrap));
  const giftWrap = product.productOptions.find(isGiftWrap)!;
  const [noWrap, wrap] = giftWrap.values as [UpstreamValue, UpstreamValue];
  expect([isOffered(noWrap), isOffered(wrap)]).toEqual([false, true]);
  // Spec §4: 'the first value of each option is preselected' — the same value in both views.
  const unit = expectedUnit(product, []);

  const quickView = await openQuickView(page, product, javaScriptEnabled);
  await expect(quickView.locator(`a[data-option-value="${wrap.id}"]`)).not.toHaveAttribute("aria-current", "true");
  await expect(quickView.getByTestId("product-price")).toHaveText(priceLabel(unit, shop));
  await quickView.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();

  await page.goto(shopUrl(HOSTS.first, `/single-product/${product.id}`));
  await expect(page.getByTestId("option-picker").locator(`a[data-option-value="${noWrap.id}"]`)).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByTestId("product-price")).toHaveText(priceLabel(unit, shop));
  await page.getByTestId("add-to-cart").getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();

  await page.goto(shopUrl(HOSTS.first, "/cart"));
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`${giftWrap.name.en}: ${noWrap.name.en}`);
  await expect(line.getByTestId("line-quantity")).toHaveText("2");
  await expect(line.getByTestId("line-unit-price")).toHaveText(priceLabel(unit, shop));
});

test("the quick-view dialog closes with its button and with Escape", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the dialog is the JavaScript form of the quick-view page");
  const shop = await upstreamShop();
  const product = await relatedProduct(page, shop, "Bags", () => true);
  await openQuickView(page, product, true);
  await page.getByRole("button", { name: "Close quick view" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await openQuickView(page, product, true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  // Full details leads to the product page and leaves the dialog behind.
  await openQuickView(page, product, true);
  await page.getByRole("dialog").getByRole("link", { name: "View full details" }).click();
  await expect(page).toHaveURL(new RegExp(`/single-product/${product.id}`));
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("every page that shows cards opens the quick view from a card: home, a category, search, a full list", async ({
  page,
  javaScriptEnabled,
}) => {
  // Each of these routes mounts the dialog itself (the layout does not: decision 0009).
  const shop = await upstreamShop();
  const products = await upstreamCatalogue(shop.id);
  const product = products.find((candidate) => candidate.category)!;
  const word = product.name.en.split(/\s+/)[0]!;
  for (const path of [
    "/",
    `/category/${product.category!.id}`,
    `/search?q=${encodeURIComponent(word)}`,
    "/product/newArrival",
  ]) {
    await page.goto(shopUrl(HOSTS.first, path));
    const id = Number(await page.getByTestId("product-card").first().getAttribute("data-product-id"));
    await openQuickView(page, await upstreamProduct(shop.id, id), javaScriptEnabled);
  }
});
