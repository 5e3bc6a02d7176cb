import { expect, test, type Page } from "./fixtures";
import { expectLinkTo, HOSTS, shopUrl, upstreamTenant } from "./helpers";

/** /categories: every section with its categories that have products, sorted by name. */

type UpstreamSection = {
  id: number;
  name: { en: string };
  categories: Array<{ id: number; name: { en: string }; url: string | null; products_count: number }>;
};

const byName = (a: string, b: string) => a.localeCompare(b);

/** What the page should list, straight from the reference upstream. */
async function expectedDirectory(host: string) {
  const tenant = await upstreamTenant(host);
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/api/products/sections/?tenantId=${tenant.id}`);
  const { results } = (await response.json()) as { results: UpstreamSection[] };
  return {
    empty: results.flatMap((section) =>
      section.categories.filter((category) => category.products_count === 0).map((category) => category.name.en),
    ),
    sections: results
      .map((section) => ({
        name: section.name.en,
        categories: section.categories
          .filter((category) => category.products_count > 0)
          .map((category) => ({
            id: category.id,
            name: category.name.en,
            count: category.products_count,
            image: Boolean(category.url),
          }))
          .sort((a, b) => byName(a.name, b.name)),
      }))
      .filter((section) => section.categories.length > 0)
      .sort((a, b) => byName(a.name, b.name)),
  };
}

async function expectDirectory(page: Page, host: string) {
  const expected = await expectedDirectory(host);
  await expect(page.getByRole("heading", { level: 1, name: "All Categories" })).toBeVisible();
  const sections = page.getByTestId("category-section");
  await expect(sections.getByRole("heading", { level: 2 })).toHaveText(
    expected.sections.map((section) => section.name),
  );
  for (const [index, section] of expected.sections.entries()) {
    const tiles = sections.nth(index).getByRole("link");
    await expect(tiles.getByTestId("category-name")).toHaveText(section.categories.map((category) => category.name));
    await expect(tiles.getByTestId("category-count")).toHaveText(
      section.categories.map((category) => `${category.count} ${category.count === 1 ? "product" : "products"}`),
    );
    for (const [position, category] of section.categories.entries()) {
      await expectLinkTo(tiles.nth(position), `/category/${category.id}`);
    }
  }
  return expected;
}

test("/categories lists every section's categories with products, by name, with images and counts", async ({
  page,
}) => {
  const response = await page.goto(shopUrl(HOSTS.first, "/categories"));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^All Categories \| /);
  const expected = await expectDirectory(page, HOSTS.first);
  // The seeded empty category (Gift Cards) is not listed.
  expect(expected.empty.length).toBeGreaterThan(0);
  for (const name of expected.empty)
    await expect(page.getByTestId("category-name").filter({ hasText: name })).toHaveCount(0);
  // Every category with an image shows it.
  const withImage = expected.sections.flatMap((section) => section.categories.filter((category) => category.image));
  expect(withImage.length).toBeGreaterThan(0);
  await expect(page.getByTestId("category-section").locator("img")).toHaveCount(withImage.length);

  // A tile leads to its category page.
  const first = expected.sections[0]!.categories[0]!;
  await page.getByTestId("category-section").first().getByRole("link").first().click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${first.id}`));
  await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
});

test("the footer and the 'Shop by category' drawer link to /categories", async ({ page }) => {
  await page.goto(shopUrl(HOSTS.first));
  await page.getByTestId("site-footer").getByRole("link", { name: "All Categories" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/categories"));
  await expect(page.getByRole("heading", { level: 1, name: "All Categories" })).toBeVisible();

  await page.goto(shopUrl(HOSTS.first, "/cart"));
  const drawer = page.getByTestId("category-drawer");
  await drawer.getByLabel("Shop by category").click();
  await drawer.getByRole("link", { name: "All categories" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/categories"));
  await expect(page.getByRole("heading", { level: 1, name: "All Categories" })).toBeVisible();
});

test("the second shop's /categories lists its own categories", { tag: "@once" }, async ({ page }) => {
  await page.goto(shopUrl(HOSTS.second, "/categories"));
  const expected = await expectDirectory(page, HOSTS.second);
  const first = await expectedDirectory(HOSTS.first);
  const ownNames = new Set(expected.sections.map((section) => section.name));
  for (const section of first.sections)
    if (!ownNames.has(section.name))
      await expect(page.getByRole("heading", { level: 2, name: section.name })).toHaveCount(0);
});
