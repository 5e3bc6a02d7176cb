import { expect, test, type Page } from "./fixtures";
import { HOSTS, shopUrl, upstreamTenant } from "./helpers";

/** /search: results as the reference upstream finds them, no duplicates, pages, empty states. */

const NOT_FOUND = "Sorry, We couldn't find what you are looking for!";
const PAGE_SIZE = 12;

type SearchPage = { count: number; total_pages: number; results: { id: number; name: { en: string } }[] };

async function upstreamSearch(text: string, page = 1, pageSize = PAGE_SIZE): Promise<SearchPage> {
  const tenant = await upstreamTenant(HOSTS.first);
  const query = new URLSearchParams({
    tenantId: String(tenant.id),
    search: text,
    page: String(page),
    page_size: String(pageSize),
  });
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/api/products/search?${query}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as SearchPage;
}

async function cardIds(page: Page) {
  return page
    .getByTestId("product-card")
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-product-id"))));
}

function searchFromHeader(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search products" });
  return box.fill(text).then(() => box.press("Enter"));
}

test("searching for a word of a product's name finds it, without duplicates", async ({ page }) => {
  const word = "Lamp";
  const expected = await upstreamSearch(word, 1, 100);
  expect(
    expected.results.some((product) => product.name.en.includes(word)),
    "the seed has a lamp",
  ).toBe(true);

  await page.goto(shopUrl(HOSTS.first));
  await searchFromHeader(page, word);
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/search?q=${word}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Results for “${word}”`);
  await expect(page.getByTestId("result-count")).toHaveText(
    `(${expected.count} ${expected.count === 1 ? "product" : "products"})`,
  );
  await expect(page).toHaveTitle(new RegExp(`Search results for “${word}”`));

  // The heading comes before the cards: without JavaScript the results document may still be
  // arriving when it shows, so the cards are read with a retrying assertion.
  await expect.poll(() => cardIds(page)).toEqual(expected.results.map((product) => product.id));
  const ids = await cardIds(page);
  expect(new Set(ids).size).toBe(ids.length);
  const titles = await page
    .getByTestId("product-card")
    .locator("h2")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("title") ?? ""));
  expect(titles.some((title) => title.includes(word))).toBe(true);
  // The header box shows the text searched for.
  await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue(word);
});

test("the search text is trimmed and cut to 100 characters", { tag: "@once" }, async ({ page }) => {
  await page.goto(shopUrl(HOSTS.first, `/search?q=${encodeURIComponent("   lamp   ")}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Results for “lamp”");
  const long = "x".repeat(150);
  const response = await page.goto(shopUrl(HOSTS.first, `/search?q=${long}`));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Results for “${"x".repeat(100)}”`);
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("x".repeat(101));
});

test("a search without a match says so honestly", { tag: "@once" }, async ({ page }) => {
  const text = "zzqxv nothing";
  expect((await upstreamSearch(text)).count).toBe(0);
  await page.goto(shopUrl(HOSTS.first));
  await searchFromHeader(page, text);
  await expect(page.getByText(`No products match “${text}”.`, { exact: true })).toBeVisible();
  await expect(page.getByTestId("product-card")).toHaveCount(0);
  await expect(page.getByTestId("result-count")).toHaveText("(0 products)");
  await expect(page.getByTestId("pagination")).toHaveCount(0);
});

test("an empty search asks for a text", { tag: "@once" }, async ({ page }) => {
  for (const path of ["/search", "/search?q=", "/search?q=%20%20"]) {
    const response = await page.goto(shopUrl(HOSTS.first, path));
    expect(response?.status(), path).toBe(200);
    await expect(page.getByTestId("search-prompt")).toHaveText("Type a product name in the search box to find it.");
    await expect(page.getByTestId("product-card")).toHaveCount(0);
  }
});

test("results come in pages of 12 with Previous and Next links that keep the text", async ({ page }) => {
  // Every described product says it is "Carefully packed": more than one page of them.
  const text = "packed";
  const first = await upstreamSearch(text, 1);
  const second = await upstreamSearch(text, 2);
  expect(first.total_pages).toBeGreaterThan(1);

  await page.goto(shopUrl(HOSTS.first, `/search?q=${text}`));
  const pagination = page.getByTestId("pagination");
  await expect(pagination.getByTestId("page-indicator")).toHaveText(`Page 1 of ${first.total_pages}`);
  expect(await cardIds(page)).toEqual(first.results.map((product) => product.id));
  await expect(pagination.getByRole("link", { name: "Previous" })).toHaveCount(0);

  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/search?q=${text}&page=2`));
  await expect(pagination.getByTestId("page-indicator")).toHaveText(`Page 2 of ${first.total_pages}`);
  const secondIds = await cardIds(page);
  expect(secondIds).toEqual(second.results.map((product) => product.id));
  expect(secondIds.filter((id) => first.results.some((product) => product.id === id))).toEqual([]);

  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/search?q=${text}`));
  await expect(pagination.getByTestId("page-indicator")).toHaveText(`Page 1 of ${first.total_pages}`);
  expect(await cardIds(page)).toEqual(first.results.map((product) => product.id));

  // The last page has no Next link.
  await page.goto(shopUrl(HOSTS.first, `/search?q=${text}&page=${first.total_pages}`));
  await expect(pagination.getByRole("link", { name: "Next" })).toHaveCount(0);
  await expect(pagination.getByRole("link", { name: "Previous" })).toHaveCount(1);
});

test("a product the upstream lists once per match is counted, paged and shown once", async ({ page }) => {
  // Spec §7: products/search gives "results, de-duplicated by id". The upstream lists a product
  // once per matching option value and counts and pages those rows (docs/upstream-api.md §6.2):
  // every product with the Gift wrap group is listed twice for "gift wrap".
  const text = "gift wrap";
  const rows = await upstreamSearch(text, 1, 500);
  const distinct = [...new Set(rows.results.map((product) => product.id))];
  expect(rows.count, "the upstream lists products twice").toBe(2 * distinct.length);
  const totalPages = Math.ceil(distinct.length / PAGE_SIZE);
  expect(totalPages).toBeGreaterThan(1);

  await page.goto(shopUrl(HOSTS.first));
  await searchFromHeader(page, text);
  await expect(page.getByTestId("result-count")).toHaveText(`(${distinct.length} products)`);
  const pagination = page.getByTestId("pagination");
  for (let number = 1; number <= totalPages; number++) {
    if (number > 1) await pagination.getByRole("link", { name: "Next" }).click();
    await expect(pagination.getByTestId("page-indicator")).toHaveText(`Page ${number} of ${totalPages}`);
    // Full pages of distinct products, in the upstream's order: each product on one page only.
    await expect.poll(() => cardIds(page)).toEqual(distinct.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE));
    await expect(page.getByTestId("result-count")).toHaveText(`(${distinct.length} products)`);
  }
  await expect(pagination.getByRole("link", { name: "Next" })).toHaveCount(0);
  const past = await page.goto(shopUrl(HOSTS.first, `/search?q=${encodeURIComponent(text)}&page=${totalPages + 1}`));
  expect(past?.status()).toBe(404);
});

test("impossible search pages are 404", { tag: "@once" }, async ({ page }) => {
  const { total_pages } = await upstreamSearch("packed");
  for (const path of [
    "/search?q=packed&page=0",
    "/search?q=packed&page=-2",
    "/search?q=packed&page=abc",
    `/search?q=packed&page=${total_pages + 1}`,
    "/search?q=packed&page=1000000000",
  ]) {
    const response = await page.goto(shopUrl(HOSTS.first, path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  }
});

test("a spinner replaces the page while a search loads", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the browser shows its own progress");
  await page.goto(shopUrl(HOSTS.first, "/cart"));
  const cartText = page.getByText("Cart is empty, click below to continue shopping");
  await expect(cartText).toBeVisible();
  // Hold the search's data request until the spinner has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/search\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await searchFromHeader(page, "lamp");
  await expect(page.getByRole("status").filter({ hasText: "Searching" })).toBeAttached();
  await expect(cartText).toHaveCount(0);
  // The waiting page still has its level-one heading (axe checks what the test leaves, which can be this).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
  release();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Results for “lamp”");
  await expect(page.getByTestId("spinner")).toHaveCount(0);
});
