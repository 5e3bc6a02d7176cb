import { expect, test } from "./fixtures";
import { expectLinkTo, hexToRgb, HOSTS, shopUrl, upstreamTenant } from "./helpers";

const NOT_FOUND = "Sorry, We couldn't find what you are looking for!";

for (const host of [HOSTS.first, HOSTS.second]) {
  test(`${host} renders its own name, logo, colours and footer`, async ({ page }) => {
    const tenant = await upstreamTenant(host);
    const response = await page.goto(shopUrl(host));
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle(new RegExp(tenant.name));
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: `${tenant.name} home` })).toBeVisible();
    if (tenant.logo) await expect(header.getByRole("img", { name: `${tenant.name} logo` })).toBeVisible();

    // The theme colour reaches the page through the CSS variables.
    const searchButton = header.getByRole("button", { name: "Search" });
    await expect(searchButton).toHaveCSS("background-color", hexToRgb(tenant.mainColor));

    const footer = page.getByTestId("site-footer");
    await expect(footer.getByTestId("footer-mobile")).toHaveText(tenant.mobile);
    await expect(footer.getByTestId("footer-email")).toHaveText(tenant.email);
    await expect(footer.getByTestId("footer-address")).toHaveText(tenant.address);
    await expect(footer).toContainText("All Rights Reserved");
    await expectLinkTo(footer.getByRole("link", { name: "Terms And Conditions" }), "/terms");
    for (const [key, label] of [
      ["facebook", "Facebook"],
      ["twitter", "Twitter"],
      ["linkedin", "LinkedIn"],
      ["instagram", "Instagram"],
    ] as const) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveCount(tenant[key] ? 1 : 0);
    }
    await expect(page.getByTestId("whatsapp-link")).toHaveCount(tenant.whatsapp ? 1 : 0);
  });
}

test("the two shops differ and local hosts show the sample shop", { tag: "@once" }, async ({ page }) => {
  const first = await upstreamTenant(HOSTS.first);
  const second = await upstreamTenant(HOSTS.second);
  expect(first.name).not.toBe(second.name);

  await page.goto(shopUrl(HOSTS.second));
  await expect(page.getByTestId("site-footer")).toContainText(second.email);
  await expect(page.getByTestId("site-footer")).not.toContainText(first.email);

  for (const localHost of ["localhost", "127.0.0.1"]) {
    await page.goto(shopUrl(localHost));
    await expect(page.locator("header").getByRole("link", { name: `${first.name} home` })).toBeVisible();
  }
});

test.describe(() => {
  // Coming Soon is a 503 on purpose (the shop is not open yet; crawlers come back later).
  test.use({
    allowedErrors:
      /^HTTP 503 GET http:\/\/soon\.localhost:\d+\/|status of 503 \(Service Unavailable\) \(at http:\/\/soon\.localhost:/,
  });

  test("the unpublished shop shows Coming Soon on every route", { tag: "@once" }, async ({ page }) => {
    for (const path of ["/", "/login", "/category/1", "/no-such-page"]) {
      const response = await page.goto(shopUrl(HOSTS.soon, path));
      expect(response?.status()).toBe(503);
      await expect(page.getByRole("heading", { name: "Coming Soon" })).toBeVisible();
      await expect(page.locator("header")).toHaveCount(0);
    }
  });
});

test("an unknown host gets the plain 404 page without any shop's data", { tag: "@once" }, async ({ page }) => {
  const first = await upstreamTenant(HOSTS.first);
  const second = await upstreamTenant(HOSTS.second);
  const response = await page.goto(shopUrl(HOSTS.unknown));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  const body = await page.locator("body").innerText();
  for (const shop of [first, second]) {
    expect(body).not.toContain(shop.name);
    expect(body).not.toContain(shop.email);
  }
  await expect(page.locator("header")).toHaveCount(0);
  await expect(page.getByTestId("site-footer")).toHaveCount(0);
});

test("an unknown path shows the 404 text with a Go back link inside the shop", async ({ page }) => {
  const response = await page.goto(shopUrl(HOSTS.first, "/no/such/page"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  const goBack = page.getByRole("link", { name: "Go back" });
  await expect(goBack).toHaveAttribute("href", "/");
  await expect(page.getByTestId("site-footer")).toBeVisible();
  await goBack.click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/"));
});

test("header and footer are absent on /login", { tag: "@once" }, async ({ page }) => {
  const tenant = await upstreamTenant(HOSTS.first);
  const response = await page.goto(shopUrl(HOSTS.first, "/login"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  await expect(page.locator("header")).toHaveCount(0);
  await expect(page.getByTestId("site-footer")).toHaveCount(0);
  await expect(page.getByRole("search")).toHaveCount(0);
  // The shared auth layout shows the shop's logo, leading home.
  await expectLinkTo(page.getByRole("link", { name: `${tenant.name} home` }), "/");
});

test("the category bar reveals a section's categories on hover and on keyboard focus", async ({ page }) => {
  await page.goto(shopUrl(HOSTS.first));
  const bar = page.getByRole("navigation", { name: "Categories" });
  const firstSection = bar.locator(":scope > ul > li").first();
  const categoryLink = firstSection.getByRole("link").first();
  await expect(categoryLink).toBeHidden();
  await firstSection.getByRole("button").hover();
  await expect(categoryLink).toBeVisible();
  await page.mouse.move(0, 600);
  await expect(categoryLink).toBeHidden();
  await firstSection.getByRole("button").focus();
  await expect(categoryLink).toBeVisible();
  await expectLinkTo(categoryLink, /^\/category\/\d+$/);
  // Section buttons are sorted by name.
  const names = await bar.locator(":scope > ul > li > button").allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(3);
  expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
});

test("the 'Shop by category' drawer reaches a category link", async ({ page }) => {
  await page.goto(shopUrl(HOSTS.first));
  const drawer = page.getByTestId("category-drawer");
  await expect(drawer.getByRole("heading", { name: "Shop by category" })).toBeHidden();
  await drawer.getByLabel("Shop by category").click();
  await expect(drawer.getByRole("heading", { name: "Shop by category" })).toBeVisible();
  const section = drawer.locator("li > details").first();
  await section.locator("summary").click();
  const link = section.getByRole("link").first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/category\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, href!));
  // The next page has one drawer, closed (with JavaScript the header stays: it closes itself).
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("category-drawer")).toHaveCount(1);
  await expect(drawer.getByRole("heading", { name: "Shop by category" })).toBeHidden();
  await page.getByTestId("site-footer").getByRole("link", { name: "All Categories" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/categories"));
  await expect(page.getByTestId("category-drawer")).toHaveCount(1);
});

test("the search box is a GET form to /search", async ({ page }) => {
  await page.goto(shopUrl(HOSTS.first));
  await page.getByRole("searchbox", { name: "Search products" }).fill("lamp");
  await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/search?q=lamp"));
});
