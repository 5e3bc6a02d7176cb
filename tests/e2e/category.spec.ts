import { expect, test } from "./fixtures";
import { expectLinkTo, HOSTS, shopUrl, upstreamTenant } from "./helpers";
import {
  apply,
  cardIds,
  cardPrices,
  categories,
  expectedIds,
  filtersOf,
  fullestCategory,
  NOT_FOUND,
  PAGE_SIZE,
  shopId,
  upstream,
  UpstreamProduct,
} from "./category-helpers";

/**
 * The category page: filters (price, brand, rating) as a GET form whose results match the
 * reference upstream's own filtered list, Clear all, the page indicator, the empty state and
 * the 404s for bad input. Runs with JavaScript on and off (the price slider and automatic re-apply:
 * category-with-js.spec.ts).
 */

test(
  "a category page shows the category's name, its products and a page indicator",
  { tag: "@once" },
  async ({ page }) => {
    const tenantId = await shopId();
    const category = await fullestCategory(tenantId);
    const response = await page.goto(shopUrl(HOSTS.first, `/category/${category.id}`));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${category.name.en.replace(/[&]/g, "\\$&")} \\|`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name.en);
    await expect.poll(() => cardIds(page)).toEqual(await expectedIds(tenantId, category.id));
    await expect.poll(() => cardIds(page)).toHaveLength(category.products_count);

    // One page: the indicator says so and neither direction is a link.
    const pagination = page.getByTestId("pagination");
    await expect(pagination.getByTestId("page-indicator")).toHaveText("Page 1 of 1");
    await expect(pagination.getByRole("link")).toHaveCount(0);
    await expect(pagination.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    await expect(pagination.getByText("Next")).toHaveAttribute("aria-disabled", "true");

    // The panel links to the categories of the same section, the current one marked.
    const filters = await filtersOf(tenantId, category.id);
    const siblings = filters.categories.filter((item) => item.section === category.section);
    const panel = page.getByTestId("filter-panel");
    for (const sibling of siblings) {
      await expectLinkTo(panel.getByRole("link", { name: sibling.name.en, exact: true }), `/category/${sibling.id}`);
    }
    await expect(panel.getByRole("link", { name: category.name.en, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
);

test("filtering by price shows exactly the products whose cards' prices are within the bounds", async ({ page }) => {
  const tenantId = await shopId();
  const category = await fullestCategory(tenantId);
  const all = await upstream<{ results: UpstreamProduct[] }>(
    `products?tenantId=${tenantId}&category=${category.id}&page_size=100`,
  );
  const prices = all.results.map((product) => Number(product.price)).sort((a, b) => a - b);
  // Bounds that keep some products and drop the cheapest and the dearest.
  const low = prices[1]!;
  const high = prices[prices.length - 2]!;
  expect(low).toBeLessThan(high);

  await page.goto(shopUrl(HOSTS.first, `/category/${category.id}`));
  await page.getByLabel("Minimum price", { exact: true }).fill(String(low));
  await page.getByLabel("Maximum price", { exact: true }).fill(String(high));
  await apply(page);
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}?minPrice=${low}&maxPrice=${high}`));

  // The bounds are read against the cards, which show "price rounded" (spec §2 Product card;
  // §9 "Prices in cards rounded to integer"): one rule for both (docs/decisions/0003).
  const expected = all.results
    .filter((product) => Math.round(Number(product.price)) >= low && Math.round(Number(product.price)) <= high)
    .map((product) => product.id);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(all.results.length);
  await expect(page.getByTestId("product-card")).toHaveCount(expected.length);
  await expect.poll(() => cardIds(page)).toEqual(expected);
  for (const price of await cardPrices(page)) {
    expect(price).toBeGreaterThanOrEqual(low);
    expect(price).toBeLessThanOrEqual(high);
  }
  // The bounds stay in the form, and the URL alone reproduces the results.
  await expect(page.getByLabel("Minimum price", { exact: true })).toHaveValue(String(low));
  await page.reload();
  await expect.poll(() => cardIds(page)).toEqual(expected);
  await expect(page.getByLabel("Maximum price", { exact: true })).toHaveValue(String(high));
});

test("filtering by brand shows exactly the upstream's products of that brand", async ({ page }) => {
  const tenantId = await shopId();
  const category = await fullestCategory(tenantId);
  const filters = await filtersOf(tenantId, category.id);
  expect(filters.brands.length).toBeGreaterThan(1);
  // A brand that some, but not all, of the category's products carry.
  let brand = filters.brands[0]!;
  let expected: number[] = [];
  for (const candidate of filters.brands) {
    expected = await expectedIds(tenantId, category.id, { brand: String(candidate.id) });
    brand = candidate;
    if (expected.length > 0 && expected.length < category.products_count) break;
  }

  await page.goto(shopUrl(HOSTS.first, `/category/${category.id}`));
  const panel = page.getByTestId("filter-panel");
  await panel.getByLabel(brand.name, { exact: true }).check();
  await apply(page);
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}?brand=${brand.id}`));
  await expect(page.getByTestId("product-card")).toHaveCount(expected.length);
  await expect.poll(() => cardIds(page)).toEqual(expected);
  await expect(panel.getByLabel(brand.name, { exact: true })).toBeChecked();

  // A second brand widens the list to both.
  const other = filters.brands.find((item) => item.id !== brand.id)!;
  await panel.getByLabel(other.name, { exact: true }).check();
  await apply(page);
  const ids = [brand.id, other.id].sort((a, b) => a - b);
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}?brand=${ids[0]}&brand=${ids[1]}`));
  const both = await expectedIds(tenantId, category.id, { brand: ids.join(",") });
  await expect(page.getByTestId("product-card")).toHaveCount(both.length);
  await expect.poll(() => cardIds(page)).toEqual(both);
});

test("filtering by rating shows exactly the products whose cards show that many stars", async ({ page }) => {
  const tenantId = await shopId();
  const category = await fullestCategory(tenantId);
  // Cards show the average in half stars (spec §9: "rating precision 0.5"): four stars from 3.75 on.
  const expected = await expectedIds(tenantId, category.id, { rate__gte: "3.75" });
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(category.products_count);

  await page.goto(shopUrl(HOSTS.first, `/category/${category.id}`));
  const panel = page.getByTestId("filter-panel");
  for (const rating of [5, 4, 3, 2]) await expect(panel.getByLabel(`${rating} stars and up`)).toHaveCount(1);
  await panel.getByLabel("4 stars and up").check();
  await apply(page);
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}?rating=4`));
  await expect(page.getByTestId("product-card")).toHaveCount(expected.length);
  await expect.poll(() => cardIds(page)).toEqual(expected);
  await expect(panel.getByLabel("4 stars and up")).toBeChecked();
  // Every card shows at least the four stars asked for.
  const ratings = await page
    .getByTestId("product-card")
    .locator("[data-rating]")
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-rating"))));
  for (const rating of ratings) expect(rating).toBeGreaterThanOrEqual(4);
});

test("Clear all restores the full list and empties the form", async ({ page }) => {
  const tenantId = await shopId();
  const category = await fullestCategory(tenantId);
  const filters = await filtersOf(tenantId, category.id);
  const brand = filters.brands[0]!;
  await page.goto(shopUrl(HOSTS.first, `/category/${category.id}?minPrice=1&brand=${brand.id}&rating=2`));
  // "from 1" and "2 stars and up" as the cards show them (decision 0003): price from 0.5, average from 1.75.
  const filtered = await expectedIds(tenantId, category.id, {
    price__gte: "0.5",
    brand: String(brand.id),
    rate__gte: "1.75",
  });
  await expect(page.getByTestId("product-card")).toHaveCount(filtered.length);
  expect(filtered.length).toBeLessThan(category.products_count);

  const panel = page.getByTestId("filter-panel");
  await panel.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}`));
  await expect(page.getByTestId("product-card")).toHaveCount(category.products_count);
  await expect.poll(() => cardIds(page)).toEqual(await expectedIds(tenantId, category.id));
  await expect(panel.getByLabel("Minimum price", { exact: true })).toHaveValue("");
  await expect(panel.getByLabel(brand.name, { exact: true })).not.toBeChecked();
  await expect(panel.getByLabel("2 stars and up")).not.toBeChecked();
  await expect(panel.getByLabel("Any rating")).toBeChecked();
});

test("Next and Previous page through a category, keeping the filters", async ({ page }) => {
  const tenantId = await shopId();
  const big = (await categories(tenantId)).find((item) => item.products_count > PAGE_SIZE);
  // The reference seed gives Cookware more than one page.
  expect(big, "a seeded category spans two pages").toBeTruthy();
  const category = big!;
  const filters = { price__gte: "0" };
  const first = await expectedIds(tenantId, category.id, filters);
  const second = await expectedIds(tenantId, category.id, { ...filters, page: "2" });

  await page.goto(shopUrl(HOSTS.first, `/category/${category.id}?minPrice=0`));
  const pagination = page.getByTestId("pagination");
  const pages = Math.ceil(category.products_count / PAGE_SIZE);
  await expect(pagination.getByTestId("page-indicator")).toHaveText(`Page 1 of ${pages}`);
  await expect.poll(() => cardIds(page)).toEqual(first);
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}?minPrice=0&page=2`));
  await expect(pagination.getByTestId("page-indicator")).toHaveText(`Page 2 of ${pages}`);
  await expect.poll(() => cardIds(page)).toEqual(second);
  expect(second.filter((id) => first.includes(id))).toEqual([]);
  await expect(page.getByLabel("Minimum price", { exact: true })).toHaveValue("0");
  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}?minPrice=0`));
  // The URL alone proves nothing about the cards: with JavaScript the router pushes it before
  // React renders the new loader data (a transition), and without it the new document may still
  // be arriving. Wait for the indicator (rendered after the grid) and read the cards retrying.
  await expect(pagination.getByTestId("page-indicator")).toHaveText(`Page 1 of ${pages}`);
  await expect.poll(() => cardIds(page)).toEqual(first);
});

test("an empty form and junk filter values lead to the clean URL", { tag: "@once" }, async ({ page }) => {
  const category = await fullestCategory(await shopId());
  const response = await page.goto(
    shopUrl(HOSTS.first, `/category/${category.id}?minPrice=&maxPrice=abc&rating=9&brand=x&brand=0`),
  );
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}`));
  await expect(page.getByTestId("product-card")).toHaveCount(category.products_count);

  // Applying without choosing anything keeps the URL clean too.
  await apply(page);
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}`));
  await expect(page.getByTestId("product-card")).toHaveCount(category.products_count);
});

test("a minimum price above the maximum gets a clear message and no results", async ({ page }) => {
  const category = await fullestCategory(await shopId());
  await page.goto(shopUrl(HOSTS.first, `/category/${category.id}`));
  await page.getByLabel("Minimum price", { exact: true }).fill("300");
  await page.getByLabel("Maximum price", { exact: true }).fill("50");
  await apply(page);
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}?minPrice=300&maxPrice=50`));
  await expect(
    page.getByRole("alert").filter({ hasText: "The minimum price must not be above the maximum price." }),
  ).toBeVisible();
  await expect(page.getByTestId("product-card")).toHaveCount(0);
  await expect(page.getByTestId("no-products")).toHaveCount(0);
});

test(
  "an empty category and filters that match nothing say 'No Products Available'",
  { tag: "@once" },
  async ({ page }) => {
    const tenantId = await shopId();
    const empty = (await categories(tenantId)).find((item) => item.products_count === 0);
    expect(empty, "the seed has an empty category").toBeTruthy();
    const response = await page.goto(shopUrl(HOSTS.first, `/category/${empty!.id}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(empty!.name.en);
    await expect(page.getByText("No Products Available", { exact: true })).toBeVisible();
    await expect(page.getByTestId("product-card")).toHaveCount(0);

    const category = await fullestCategory(tenantId);
    const filters = await filtersOf(tenantId, category.id);
    const aboveAll = Math.ceil(Number(filters.max_price)) + 1;
    await page.goto(shopUrl(HOSTS.first, `/category/${category.id}?minPrice=${aboveAll}`));
    await expect(page.getByText("No Products Available", { exact: true })).toBeVisible();
    await expect(page.getByTestId("product-card")).toHaveCount(0);
  },
);

test("unknown categories and impossible pages are 404", { tag: "@once" }, async ({ page }) => {
  const tenantId = await shopId();
  const category = await fullestCategory(tenantId);
  const otherTenant = await upstreamTenant(HOSTS.second);
  const otherCategory = (await categories(otherTenant.id)).find((item) => item.products_count > 0)!;
  const paths = [
    "/category/999999",
    "/category/abc",
    "/category/0",
    "/category/-3",
    "/category/1.5",
    "/category/99999999999999999999",
    `/category/${otherCategory.id}`,
    `/category/${category.id}?page=0`,
    `/category/${category.id}?page=-1`,
    `/category/${category.id}?page=abc`,
    `/category/${category.id}?page=2`,
    `/category/${category.id}?page=1000000000`,
  ];
  for (const path of paths) {
    const response = await page.goto(shopUrl(HOSTS.first, path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  }
  // Page 1 is always there.
  const first = await page.goto(shopUrl(HOSTS.first, `/category/${category.id}?page=1`));
  expect(first?.status()).toBe(200);
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}`));
});

test("the filter panel is a permanent side panel on wide screens and a bottom drawer on small ones", async ({
  page,
}) => {
  const category = await fullestCategory(await shopId());
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(shopUrl(HOSTS.first, `/category/${category.id}`));
  const panel = page.getByTestId("filter-panel");
  await expect(panel.getByRole("button", { name: "Apply" })).toBeVisible();
  await expect(panel.getByLabel("Minimum price", { exact: true })).toBeVisible();
  const box = (await panel.boundingBox())!;
  const grid = (await page.getByTestId("product-card").first().boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(grid.x);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(shopUrl(HOSTS.first, `/category/${category.id}`));
  await expect(panel.getByRole("button", { name: "Apply" })).toBeHidden();
  await panel.getByText("Filters", { exact: true }).click();
  const apply = panel.getByRole("button", { name: "Apply" });
  await expect(apply).toBeVisible();
  // The drawer sits at the bottom of the screen.
  const applyBox = (await apply.boundingBox())!;
  expect(applyBox.y + applyBox.height).toBeGreaterThan(844 - 120);
  // The same form works from the drawer.
  await panel.getByLabel("4 stars and up").check();
  await apply.click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}?rating=4`));
  await expect(page.getByTestId("product-card").first()).toBeVisible();
});
