import { expect, test, type Locator, type Page } from "./fixtures";
import { fillLogin, registerShopper, upstreamAs, type Shopper } from "./account-helpers";
import { expectLinkTo, HOSTS, shopUrl } from "./helpers";

/**
 * The wishlist heart (cards and product page), the header badge and /wishlist, with
 * JavaScript on and off. Each test registers its own shopper, so wishlists never collide.
 */

const CHANGED = "Product wishlist status changed successfully";
const LOGIN_FIRST = "You should login first to add a product to your wishlist.";
const FAILED = "The wishlist could not be changed. Please try again.";
const EMPTY = "No products added to wishlist.";

const badge = (page: Page) => page.getByTestId("wishlist-badge").first();
const heartOf = (scope: Locator | Page) => scope.getByTestId("wishlist-heart").getByRole("button");
const cardOf = (page: Page, id: number) =>
  page
    .getByTestId("product-card")
    .and(page.locator(`[data-product-id="${id}"]`))
    .first();
/** The heart's form posts to /wishlist: a document POST without JavaScript, /wishlist.data from a fetcher. */
const isToggle = (url: URL) => url.pathname === "/wishlist" || url.pathname === "/wishlist.data";

async function wishedIds(shopper: Shopper): Promise<number[]> {
  const { status, body } = await upstreamAs<{ results: { id: number }[] }>(
    shopper,
    `products/wishlist/?tenantId=${shopper.tenantId}`,
  );
  expect(status).toBe(200);
  return body.results.map((product) => product.id);
}

/** The first two different products on the home page. */
async function twoHomeProducts(page: Page): Promise<[number, number]> {
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  const ids = await page
    .getByTestId("product-card")
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-product-id"))));
  const distinct = [...new Set(ids)];
  expect(distinct.length).toBeGreaterThanOrEqual(2);
  return [distinct[0]!, distinct[1]!];
}

/** The answer is said: in the wishlist's live region with JavaScript, as the flash without. */
async function expectAnnounced(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test("hearts on cards fill /wishlist, the badge counts them, and toggling again empties it", async ({
  page,
  signIn,
}, testInfo) => {
  const shopper = await registerShopper(testInfo, { prefix: "wish-card" });
  await signIn(shopper, "/");
  await expect(badge(page)).toHaveText("0");
  const [first, second] = await twoHomeProducts(page);

  await heartOf(cardOf(page, first)).click();
  await expect(heartOf(cardOf(page, first))).toHaveAttribute("aria-pressed", "true");
  await expectAnnounced(page, CHANGED);
  await expect(badge(page)).toHaveText("1");
  await heartOf(cardOf(page, second)).click();
  await expect(heartOf(cardOf(page, second))).toHaveAttribute("aria-pressed", "true");
  await expect(badge(page)).toHaveText("2");
  expect((await wishedIds(shopper)).sort()).toEqual([first, second].sort());

  // /wishlist lists both, most recently added first, with filled hearts.
  await page.goto(shopUrl(HOSTS.first, "/wishlist"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wishlist (2)");
  const cards = page.getByRole("main").getByTestId("product-card");
  await expect(cards).toHaveCount(2);
  expect(await cards.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-product-id"))))).toEqual(
    [second, first],
  );
  await expect(heartOf(cardOf(page, first))).toHaveAttribute("aria-pressed", "true");

  // Toggling on /wishlist takes the product out.
  await heartOf(cardOf(page, second)).click();
  await expectAnnounced(page, CHANGED);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wishlist (1)");
  await expect(cards).toHaveCount(1);
  await expect(badge(page)).toHaveText("1");
  await heartOf(cardOf(page, first)).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wishlist (0)");
  await expect(page.getByText(EMPTY, { exact: true })).toBeVisible();
  await expect(badge(page)).toHaveText("0");
  expect(await wishedIds(shopper)).toEqual([]);
  await expectLinkTo(page.getByRole("main").getByRole("link", { name: "Continue Shopping" }), "/");
});

test("the heart on the product page keeps its state across reloads", async ({ page, signIn }, testInfo) => {
  const shopper = await registerShopper(testInfo, { prefix: "wish-page" });
  await signIn(shopper, "/");
  const [id] = await twoHomeProducts(page);
  await page.goto(shopUrl(HOSTS.first, `/single-product/${id}`));
  const heart = heartOf(page.getByTestId("product-page")).first();
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expectAnnounced(page, CHANGED);
  await expect(badge(page)).toHaveText("1");
  expect(await wishedIds(shopper)).toEqual([id]);
  await page.reload();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(badge(page)).toHaveText("0");
  expect(await wishedIds(shopper)).toEqual([]);
});

test("a wishlist item shows on /wishlist and opens the quick view", async ({
  page,
  javaScriptEnabled,
  signIn,
}, testInfo) => {
  const shopper = await registerShopper(testInfo, { prefix: "wish-quick" });
  await signIn(shopper, "/");
  const [id] = await twoHomeProducts(page);
  expect(
    (await upstreamAs(shopper, "products/wishlist/toggle/", { method: "POST", body: { product: id } })).status,
  ).toBe(200);
  await page.goto(shopUrl(HOSTS.first, "/wishlist"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wishlist (1)");
  await expect(badge(page)).toHaveText("1");
  await cardOf(page, id)
    .getByRole("link", { name: /to cart$/ })
    .click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("dialog").getByTestId("quick-view")).toHaveAttribute("data-product-id", String(id));
    await expect(page).toHaveURL(shopUrl(HOSTS.first, "/wishlist"));
  } else {
    await expect(page).toHaveURL(shopUrl(HOSTS.first, `/quick-view/${id}`));
    await expect(page.getByTestId("quick-view")).toHaveAttribute("data-product-id", String(id));
  }
});

test("a refused toggle leaves the heart as it was and says so", async ({ page, signIn }, testInfo) => {
  const shopper = await registerShopper(testInfo, { prefix: "wish-refused" });
  await signIn(shopper, "/");
  const [id] = await twoHomeProducts(page);
  // The upstream refuses an unknown product: send one in place of the card's.
  await page.route(
    (url) => isToggle(url),
    (route) => route.continue({ postData: route.request().postData()?.replace(`productId=${id}`, "productId=999999") }),
  );
  await heartOf(cardOf(page, id)).click();
  await expectAnnounced(page, FAILED);
  await expect(heartOf(cardOf(page, id))).toHaveAttribute("aria-pressed", "false");
  await expect(badge(page)).toHaveText("0");
  expect(await wishedIds(shopper)).toEqual([]);
});

test("with JavaScript the heart flips before the server answers", async ({
  page,
  javaScriptEnabled,
  signIn,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "optimistic UI needs JavaScript");
  const shopper = await registerShopper(testInfo, { prefix: "wish-optimistic" });
  await signIn(shopper, "/");
  const [id] = await twoHomeProducts(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isToggle(url),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await heartOf(cardOf(page, id)).click();
  await expect(heartOf(cardOf(page, id))).toHaveAttribute("aria-pressed", "true");
  await expect(badge(page)).toHaveText("0");
  release();
  await expect(badge(page)).toHaveText("1");
  await expect(page.getByTestId("wishlist-message").getByText(CHANGED)).toBeVisible();
  await expect(heartOf(cardOf(page, id))).toHaveAttribute("aria-pressed", "true");
});

test("a guest's heart says to sign in first and leads to /login and back", async ({ page }, testInfo) => {
  const shopper = await registerShopper(testInfo, { prefix: "wish-guest" });
  await page.goto(shopUrl(HOSTS.first, "/"));
  await expect(page.getByTestId("wishlist-badge")).toHaveCount(0);
  const [id] = await twoHomeProducts(page);
  await heartOf(cardOf(page, id)).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/login?${new URLSearchParams({ redirectTo: "/" })}`));
  await expect(page.getByTestId("flash")).toHaveText(LOGIN_FIRST);
  await fillLogin(page, shopper.email, shopper.password);
  await page.waitForURL(shopUrl(HOSTS.first, "/"));
  // Nothing was added on the guest's behalf.
  await expect(badge(page)).toHaveText("0");

  // From the product page the way back is the product page.
  await page.context().clearCookies();
  await page.goto(shopUrl(HOSTS.first, `/single-product/${id}`));
  await heartOf(page.getByTestId("product-page")).first().click();
  await expect(page).toHaveURL(
    shopUrl(HOSTS.first, `/login?${new URLSearchParams({ redirectTo: `/single-product/${id}` })}`),
  );
  await expect(page.getByTestId("flash")).toHaveText(LOGIN_FIRST);
});

test("a guest's heart on a card the page cache wrote from another page's render leads back to this page", async ({
  page,
}) => {
  // The first page keeps its cards' markup (decision 0033); the second, another address, is written from it.
  await page.goto(shopUrl(HOSTS.first, "/?from=a&amp=1"));
  const [id] = await twoHomeProducts(page);
  const address = `/?from=b&list='new'`;
  await page.goto(shopUrl(HOSTS.first, address));
  await heartOf(cardOf(page, id)).click();
  const back = new URL(shopUrl(HOSTS.first, address));
  await expect(page).toHaveURL(
    shopUrl(HOSTS.first, `/login?${new URLSearchParams({ redirectTo: `${back.pathname}${back.search}` })}`),
  );
  await expect(page.getByTestId("flash")).toHaveText(LOGIN_FIRST);
});

test("a guest opening /wishlist signs in and comes back to an empty wishlist", async ({ page }, testInfo) => {
  const shopper = await registerShopper(testInfo, { prefix: "wish-redirect" });
  await page.goto(shopUrl(HOSTS.first, "/wishlist"));
  await expect(page).toHaveURL(shopUrl(HOSTS.first, `/login?${new URLSearchParams({ redirectTo: "/wishlist" })}`));
  await fillLogin(page, shopper.email, shopper.password);
  await page.waitForURL(shopUrl(HOSTS.first, "/wishlist"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wishlist (0)");
  await expect(page.getByText(EMPTY, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByTestId("product-card")).toHaveCount(0);
});
