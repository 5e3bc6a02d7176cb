import { expect, test, waitForHydration, type Locator, type Page } from "./fixtures";
import { registerShopper } from "./account-helpers";
import { holdScripts, HOSTS, shopUrl } from "./helpers";

/**
 * What a shopper tripped over, at a phone's width (375 px) and a desktop's (1280 px), with
 * JavaScript on and off: the header on /forget-password, the phone header's cart and account
 * menu, the floating WhatsApp link's corner, and a price typed before the scripts ran.
 */

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator} has no box`).not.toBeNull();
  return found!;
}

/** True when the two elements' boxes share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await box(a), await box(b)];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

const header = (page: Page) => page.getByRole("banner");

test("/forget-password is a shop page with the header and footer; /login and /register are not", async ({ page }) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(shopUrl(HOSTS.first, "/forget-password"));
    await expect(page.getByRole("heading", { name: "Forgot your password" })).toBeVisible();
    await expect(header(page)).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Cart" })).toBeVisible();
    await expect(page.getByTestId("site-footer")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Login" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`forget-password-${size.width}.png`) });
  }
  for (const path of ["/login", "/register"]) {
    await page.goto(shopUrl(HOSTS.first, path));
    await expect(page.getByRole("button", { name: path === "/login" ? "Login" : "Sign up" })).toBeVisible();
    await expect(header(page)).toHaveCount(0);
    await expect(page.getByTestId("site-footer")).toHaveCount(0);
  }
});

test("on a phone the header keeps the cart and its count in the bar, a guest's Login beside it, one menu icon", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(shopUrl(HOSTS.first, "/cart"));
  const cart = header(page).getByRole("link", { name: "Cart" });
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId("cart-badge")).toBeVisible();
  await expect(cart.getByTestId("cart-badge")).toHaveText("0");
  await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
  // The categories drawer is the only disclosure: no second ☰ for the icons.
  const disclosures = header(page).locator("summary:visible");
  await expect(disclosures).toHaveCount(1);
  await expect(disclosures).toHaveAttribute("aria-label", "Shop by category");
  await page.screenshot({ path: test.info().outputPath("phone-guest-header.png") });
});

test("a signed-in shopper's phone header: the cart with its count, and an account menu with wishlist, account and logout", async ({
  page,
  signIn,
}, testInfo) => {
  const shopper = await registerShopper(testInfo, { prefix: "layout" });
  await signIn(shopper, "/");
  await page.setViewportSize(PHONE);
  await page.goto(shopUrl(HOSTS.first, "/about-us"));
  const cart = header(page).getByRole("link", { name: "Cart" });
  await expect(cart.getByTestId("cart-badge")).toBeVisible();

  const menu = page.getByTestId("account-menu");
  const summary = menu.locator("summary");
  await expect(summary).toBeVisible();
  await expect(summary).toHaveAttribute("aria-label", "Account menu");
  // Not the same icon as the categories drawer's.
  const drawerIcon = await header(page).getByTestId("category-drawer").locator("summary svg").first().innerHTML();
  expect(await summary.locator("svg").innerHTML()).not.toBe(drawerIcon);
  await expect(menu.getByRole("link", { name: "Wishlist" })).toBeHidden();

  // A <details>: it opens without JavaScript too.
  await summary.click();
  await expect(menu.getByRole("link", { name: "Wishlist" })).toBeVisible();
  await expect(menu.getByTestId("wishlist-badge-menu")).toHaveText("0");
  await expect(menu.getByRole("link", { name: "Account" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  // The open menu stays on the page and does not hide the cart.
  expect(await overlap(menu.locator("summary + div"), cart)).toBe(false);
  await page.screenshot({ path: testInfo.outputPath("phone-account-menu.png") });
  await menu.getByRole("link", { name: "Account" }).click();
  await page.waitForURL(shopUrl(HOSTS.first, "/profile"));
  // The next page starts with the menu closed, also after a client-side navigation.
  await expect(page.getByTestId("account-menu").getByRole("link", { name: "Wishlist" })).toBeHidden();

  // On a desktop the icons sit in the bar and the account menu is gone.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByTestId("account-menu")).toBeHidden();
  const account = page.getByRole("navigation", { name: "Account" });
  for (const name of ["Wishlist", "Cart", "Account"]) await expect(account.getByRole("link", { name })).toBeVisible();
  await expect(account.getByRole("button", { name: "Logout" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("desktop-header.png") });
});

test("the floating WhatsApp link covers neither the footer's credit and links nor the product page's heart", async ({
  page,
}) => {
  const whatsapp = page.getByTestId("whatsapp-link");
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(shopUrl(HOSTS.first, "/"));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = page.getByTestId("site-footer");
    const credit = footer.getByText("Storefront by Storefront Studio");
    await expect(credit).toBeInViewport();
    for (const item of [
      credit,
      footer.getByRole("link", { name: "Terms And Conditions" }),
      footer.getByRole("link", { name: "Instagram" }),
    ]) {
      expect(await overlap(whatsapp, item), `${item} at ${size.width} px`).toBe(false);
    }
    await page.screenshot({ path: test.info().outputPath(`footer-${size.width}.png`) });
  }
  // Phones of several heights: the heart is never under the link where the page opens.
  for (const height of [667, 740, 844]) {
    await page.setViewportSize({ width: PHONE.width, height });
    await page.goto(shopUrl(HOSTS.first, "/single-product/2"));
    // Product 2 is the Copper Dallah; its related products have hearts too.
    const heart = page.getByRole("button", { name: "Save Copper Dallah to wishlist" });
    await expect(heart).toBeVisible();
    expect(await overlap(whatsapp, heart), `heart at 375×${height}`).toBe(false);
  }
  await page.screenshot({ path: test.info().outputPath("product-phone.png") });
});

test("a minimum price typed on a category page before the scripts ran is kept and applied", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(shopUrl(HOSTS.first, "/"));
  const categoryPath = await page.getByRole("link", { name: "Cookware" }).first().getAttribute("href");
  expect(categoryPath).toMatch(/^\/category\/\d+$/);

  // Hold the scripts until the price is typed: a slow phone on a slow network.
  const releaseScripts = await holdScripts(page);
  await page.goto(shopUrl(HOSTS.first, categoryPath!), { waitUntil: "commit" });
  const minimum = page.getByLabel("Minimum price", { exact: true });
  await minimum.fill("100");
  releaseScripts();

  if (javaScriptEnabled) {
    // Hydrated (the slider appears), then re-applied by itself like any price change.
    await expect(page.getByTestId("price-slider")).toBeVisible();
    await expect(page).toHaveURL(shopUrl(HOSTS.first, `${categoryPath}?minPrice=100`));
  } else {
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(shopUrl(HOSTS.first, `${categoryPath}?minPrice=100`));
  }
  await expect(minimum).toHaveValue("100");
  // The URL comes before the cards (a transition with JS, a document still arriving without):
  // read them retrying until the filtered grid is there.
  const cardPrices = async () =>
    (await page.getByTestId("card-price").allInnerTexts()).map((text) => Number(text.replace(/[^\d.]/g, "")));
  await expect
    .poll(async () => {
      const prices = await cardPrices();
      return prices.length > 0 && prices.every((price) => price >= 100);
    })
    .toBe(true);
});

test("a menu tapped open before the scripts ran stays open once they have (the no-JS result, decision 0023)", async ({
  page,
  signIn,
  javaScriptEnabled,
}, testInfo) => {
  const shopper = await registerShopper(testInfo, { prefix: "layout-early" });
  await signIn(shopper, "/");
  await page.setViewportSize(PHONE);
  // A slow phone: both menus are tapped while the page is still the server's HTML.
  const releaseScripts = await holdScripts(page);
  await page.goto(shopUrl(HOSTS.first, "/about-us"), { waitUntil: "commit" });
  const drawer = page.getByTestId("category-drawer");
  await drawer.getByLabel("Shop by category").click();
  await expect(drawer.getByRole("heading", { name: "Shop by category" })).toBeVisible();
  const accountMenu = page.getByTestId("account-menu");
  await accountMenu.locator("summary").click();
  await expect(accountMenu.getByRole("link", { name: "Wishlist" })).toBeVisible();
  releaseScripts();
  await waitForHydration(page);
  // Hydration's passive effects run after its commit: a frame and a task later they have.
  if (javaScriptEnabled)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  expect(await drawer.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
  expect(await accountMenu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
  await expect(accountMenu.getByRole("link", { name: "Wishlist" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("phone-menus-open-before-hydration.png") });
});
