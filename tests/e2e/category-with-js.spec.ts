import { expect, test } from "./fixtures";
import { HOSTS, pauseClock, routerNavigationState, shopUrl } from "./helpers";
import { cardIds, expectedIds, filtersOf, fullestCategory, shopId } from "./category-helpers";

/** The category page's price slider and automatic re-apply, which need JavaScript. */

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the slider and the automatic re-apply need JavaScript");

  test("changing the price bounds re-applies without Apply", async ({ page }) => {
    const tenantId = await shopId();
    const category = await fullestCategory(tenantId);
    await page.goto(shopUrl(HOSTS.first, `/category/${category.id}`));
    await page.getByLabel("Maximum price", { exact: true }).fill("100");
    await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}?maxPrice=100`));
    const expected = await expectedIds(tenantId, category.id, { price__lte: "100" });
    await expect(page.getByTestId("product-card")).toHaveCount(expected.length);
    await expect.poll(() => cardIds(page)).toEqual(expected);
  });

  test("the two-thumb slider moves the number inputs and re-applies", async ({ page }) => {
    const tenantId = await shopId();
    const category = await fullestCategory(tenantId);
    const filters = await filtersOf(tenantId, category.id);
    const max = Math.ceil(Number(filters.max_price));
    await page.goto(shopUrl(HOSTS.first, `/category/${category.id}`));
    const slider = page.getByLabel("Maximum price slider");
    await expect(slider).toHaveValue(String(max));
    await slider.focus();
    for (let i = 0; i < 5; i++) await slider.press("ArrowLeft");
    await expect(page.getByLabel("Maximum price", { exact: true })).toHaveValue(String(max - 5));
    await expect(page).toHaveURL(shopUrl(HOSTS.first, `/category/${category.id}?maxPrice=${max - 5}`));
    // And the other way round: typing a bound moves its thumb.
    await page.getByLabel("Minimum price", { exact: true }).fill(String(Math.floor(Number(filters.min_price)) + 10));
    await expect(page.getByLabel("Minimum price slider")).toHaveValue(
      String(Math.floor(Number(filters.min_price)) + 10),
    );
  });

  test("moves made while an earlier re-apply is on its way are kept, and re-applied", async ({ page }) => {
    const tenantId = await shopId();
    const category = await fullestCategory(tenantId);
    const max = Math.ceil(Number((await filtersOf(tenantId, category.id)).max_price));
    const path = `/category/${category.id}`;
    // The re-apply's delay runs on Playwright's clock; its request waits until released.
    await page.clock.install();
    await page.goto(shopUrl(HOSTS.first, path));
    const slider = page.getByLabel("Maximum price slider");
    const field = page.getByLabel("Maximum price", { exact: true });
    await expect(slider).toHaveValue(String(max));
    let releaseFirst = () => {};
    const firstReleased = new Promise<void>((resolve) => (releaseFirst = resolve));
    const firstSent = page.waitForRequest(
      (request) => new URL(request.url()).searchParams.get("maxPrice") === String(max - 2),
    );
    await page.route(`**${path}.data?*`, async (route) => {
      if (new URL(route.request().url()).searchParams.get("maxPrice") === String(max - 2)) await firstReleased;
      await route.continue();
    });
    await pauseClock(page);

    await slider.focus();
    for (let i = 0; i < 2; i++) await slider.press("ArrowLeft");
    await page.clock.runFor(1_000); // the re-apply of max - 2 leaves…
    await firstSent;
    for (let i = 0; i < 3; i++) await slider.press("ArrowLeft"); // …and the shopper moves on
    releaseFirst();
    await expect(page).toHaveURL(shopUrl(HOSTS.first, `${path}?maxPrice=${max - 2}`));
    await expect.poll(() => routerNavigationState(page)).toBe("idle");
    // The earlier re-apply landed without undoing the later moves…
    await expect(field).toHaveValue(String(max - 5));
    await expect(slider).toHaveValue(String(max - 5));
    // …which are re-applied in turn.
    await page.clock.runFor(1_000);
    await expect(page).toHaveURL(shopUrl(HOSTS.first, `${path}?maxPrice=${max - 5}`));
    await expect(field).toHaveValue(String(max - 5));
  });
});
