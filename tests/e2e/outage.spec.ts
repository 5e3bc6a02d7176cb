import { fillLogin, registerShopper, upstreamAs, type Shopper } from "./account-helpers";
import { expect, test, type Locator, type Page, type SignIn, type TestInfo } from "./fixtures";
import { HOSTS } from "./helpers";
import { OUTAGE_TIMEOUT_MS as TIMEOUT_MS, type Outage } from "./outage-stack";
import {
  reviewableProduct,
  reviewForm,
  starsLabel,
  upstreamCatalogue,
  upstreamReviews,
  upstreamShop,
  type UpstreamProduct,
} from "./product-helpers";

/**
 * Upstream outages, with JavaScript on and off, through a real failure: the `outage` fixture's
 * second storefront behind a fault-injecting proxy (outage-stack.ts).
 *
 * One storefront per worker: the tests of this file run in order in one worker per project
 * (each with its own cache), and each test uses products the others do not.
 */

/** The upstream's delay in the slow test: far longer than any page may wait. */
const SLOW_MS = 10_000;
/** What a loaded 2-core machine may add on top of the upstream's time (rendering); the bounds stay well under SLOW_MS. */
const SLACK_MS = 4000;
/** The storefront's 503 page (app/components/ErrorPages.tsx). */
const UNAVAILABLE = "The shop is taking a short break.";
const TEXTS = {
  reviewsFailed: "an Error has occured while getting Reviews for this product",
  reviewAdded: "Thank you! Your review was added.",
  addressFailed: "Failed to add new address!",
  contactFailed: "Failed to send message, try again.",
  checkoutFailed: "Something went wrong during checkout",
  loginUnavailable: "We couldn't sign you in just now: the shop is not reachable. Please try again in a moment.",
};

test.describe.configure({ mode: "default" });
// An outage answers 503s on purpose: the documents and data requests that say so, and their console lines.
test.use({ allowedErrors: /^HTTP 503 |status of 503 \(Service Unavailable\)/ });

/** Products of the first shop, the same list in every worker; each test takes its own. */
async function products(): Promise<UpstreamProduct[]> {
  const shop = await upstreamShop();
  return (await upstreamCatalogue(shop.id)).sort((a, b) => a.id - b.id);
}

const productName = (product: UpstreamProduct) => product.name.en.split("&^&")[0]!;

async function expectUnavailablePage(page: Page, status: number | undefined) {
  expect(status).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: UNAVAILABLE })).toBeVisible();
}

/** A new shopper with one address, signed in on the outage storefront as "localhost" (so page.request shares the cookies). */
async function signedInShopper(signIn: SignIn, testInfo: TestInfo, outage: Outage, prefix: string): Promise<Shopper> {
  const shopper = await registerShopper(testInfo, { prefix });
  const address = await upstreamAs(shopper, "users/addresses/", {
    method: "POST",
    body: { country: 26, city: "Riyadh", area: "Al Olaya", streetName: "Outage Street", user: shopper.id },
  });
  expect(address.status).toBe(201);
  await signIn(shopper, outage.url("/", "localhost"));
  return shopper;
}

test("the upstream dies after a warm-up: catalogue pages are served stale, an uncached page is a 503 whose Try again works once it is back", async ({
  page,
  outage,
}) => {
  const [product, uncached] = await products();
  const category = product!.category!;
  const pages = [
    { path: "/", heading: "New Arrivals", cards: true },
    { path: `/category/${category.id}`, heading: category.name.en, cards: true },
    { path: `/single-product/${product!.id}`, heading: productName(product!), cards: false },
  ];
  const expectPages = async () => {
    for (const { path, heading, cards } of pages) {
      expect((await page.goto(outage.url(path)))?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      if (cards) await expect(page.getByTestId("product-card").first()).toBeVisible();
    }
  };
  await expectPages();
  // An image of the last page, kept by the edge while the upstream is up: asked for here, as the
  // test browser loads no images (playwright.config.ts).
  const image = await page.locator('img[src^="/media/"]').first().getAttribute("src");
  expect((await page.request.get(outage.url(image!, "localhost"))).status()).toBe(200);

  outage.proxy.inject("/", { kind: "close" });
  // Past the catalogue's fresh lifetime (1 s): what follows is served stale.
  await page.waitForTimeout(1200);
  await expectPages();
  // The storefront did try the upstream (refreshing in the background): the pages did not wait for it.
  expect(outage.proxy.seen("/api/")).toBeGreaterThan(0);
  // Their images are kept by the edge too (decision 0022): past their fresh lifetime as well,
  // served stale at once instead of broken.
  const mediaTriesBefore = outage.proxy.seen("/media/");
  const staleImage = await page.request.get(outage.url(image!, "localhost"));
  expect([staleImage.status(), staleImage.headers()["content-type"]]).toEqual([200, expect.stringMatching(/^image\//)]);
  // The stale image went out at once; its refresh, in the background, reached the dead upstream.
  await expect
    .poll(() => outage.proxy.seen("/media/"), { message: "the edge tried to refresh the image" })
    .toBeGreaterThan(mediaTriesBefore);
  // A host the storefront cannot resolve now is not a known shop: a 503, as its pages would be,
  // never the image the edge keeps for the first shop.
  const unresolved = await page.request.get(outage.url(image!, "localhost"), {
    headers: { Host: "unknown-shop.example" },
  });
  expect([unresolved.status(), await unresolved.text()]).toEqual([503, "Image unavailable"]);

  const path = `/single-product/${uncached!.id}?tab=reviews`;
  await expectUnavailablePage(page, (await page.goto(outage.url(path)))?.status());
  const tryAgain = page.getByRole("link", { name: "Try again" });
  await expect(tryAgain).toHaveAttribute("href", path);

  outage.proxy.heal();
  const reload = page.waitForResponse((answer) => answer.request().isNavigationRequest());
  await tryAgain.click();
  expect((await reload).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: productName(uncached!) })).toBeVisible();
});

test("sign-in with the upstream down is refused with a clear message, the login kept", async ({ page, outage }) => {
  await page.goto(outage.url("/login"));
  outage.proxy.inject("/api/users/api/token/", { kind: "close" });
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await fillLogin(page, "buyer@example.com", "Password1");
  expect((await answer).status()).toBe(503);
  await expect(page.getByText(TEXTS.loginUnavailable)).toBeVisible();
  await expect(page.getByLabel("Email or phone")).toHaveValue("buyer@example.com");
  await expect(page).toHaveURL(outage.url("/login"));
});

test("the reviews call failing leaves the product page standing with the reviews failure text", async ({
  page,
  outage,
}) => {
  const product = (await products())[2]!;
  outage.proxy.inject("/api/products/rates", { kind: "503" });
  expect((await page.goto(outage.url(`/single-product/${product.id}#reviews`)))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: productName(product) })).toBeVisible();
  await expect(page.getByText(TEXTS.reviewsFailed)).toBeVisible();
});

/** The new-address form of the outage storefront, filled in for Jeddah. */
async function filledAddressForm(page: Page, outage: Outage) {
  await page.goto(outage.url("/profile/createAddress", "localhost"));
  await page.getByLabel("City").fill("Jeddah");
  await page.getByLabel("Area").fill("Al Hamra");
  await page.getByLabel("Street Name").fill("Palestine Street");
}

/** The contact form of the outage storefront, filled in with `message`. */
async function filledContactForm(page: Page, outage: Outage, shopper: Shopper, message: string) {
  await page.goto(outage.url("/profile/contactus", "localhost"));
  await page.getByLabel("Name").fill("Outage Tester");
  await page.getByLabel("Phone").fill(shopper.mobile);
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByLabel("Message").fill(message);
}

test("an address the upstream cannot store: 'Failed to add new address!', the form kept", async ({
  page,
  outage,
  signIn,
}, testInfo) => {
  await signedInShopper(signIn, testInfo, outage, "outage-address");
  await filledAddressForm(page, outage);
  // Only the write fails: the page around the form still loads (without JavaScript it renders again).
  outage.proxy.inject("/api/users/addresses/", { kind: "503" }, "POST");
  await page.getByRole("button", { name: "Add Address" }).click();
  await expect(page.getByText(TEXTS.addressFailed)).toBeVisible();
  await expect(page.getByLabel("City")).toHaveValue("Jeddah");
});

test("a message the upstream cannot take: 'Failed to send message, try again.', the message kept", async ({
  page,
  outage,
  signIn,
}, testInfo) => {
  const shopper = await signedInShopper(signIn, testInfo, outage, "outage-contact");
  await filledContactForm(page, outage, shopper, "Is anyone there?");
  outage.proxy.inject("/api/tenants/contact/", { kind: "close" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(TEXTS.contactFailed)).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("Is anyone there?");
});

/**
 * Clicks `button`, waits until its POST has reached the (slow) upstream, and clicks the same
 * spot again: a shopper clicking twice because nothing seems to happen. Without JavaScript the
 * page still shows the form, and the browser sends it a second time; with it, the button is
 * disabled while the form is on its way, so the second click does nothing. The mouse, not
 * the locator: a locator's click would wait for the pending navigation and land on the next page.
 */
async function clickTwiceWhileSlow(outage: Outage, page: Page, button: Locator, upstreamPath: string) {
  outage.proxy.inject(upstreamPath, { kind: "delay", ms: 800 }, "POST");
  const before = outage.proxy.seen(upstreamPath);
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  await expect.poll(() => outage.proxy.seen(upstreamPath)).toBe(before + 1);
  await page.mouse.click(x, y);
}

test("a double click on Add Address with a slow upstream adds one address, and the page says it was added", async ({
  page,
  outage,
  signIn,
}, testInfo) => {
  const shopper = await signedInShopper(signIn, testInfo, outage, "outage-double-address");
  await filledAddressForm(page, outage);
  await clickTwiceWhileSlow(outage, page, page.getByRole("button", { name: "Add Address" }), "/api/users/addresses/");
  await expect(page).toHaveURL(outage.url("/profile/displayAddress", "localhost"));
  await expect(page.getByTestId("flash")).toHaveText(/Address is added successfully/);
  const addresses = await upstreamAs<{ results: Array<{ city: string }> }>(shopper, "users/addresses/");
  expect(addresses.body.results.map((address) => address.city).sort()).toEqual(["Jeddah", "Riyadh"]);
  await expect(page.getByTestId("address-card")).toHaveCount(2);
});

test("a double click on Send Message with a slow upstream sends one message", async ({
  page,
  outage,
  signIn,
}, testInfo) => {
  const shopper = await signedInShopper(signIn, testInfo, outage, "outage-double-contact");
  await filledContactForm(page, outage, shopper, "Just once, please.");
  const contactCall = "/api/tenants/contact/";
  const before = outage.proxy.seen(contactCall);
  await clickTwiceWhileSlow(outage, page, page.getByRole("button", { name: "Send Message" }), contactCall);
  await expect(page.getByTestId("flash")).toHaveText(/Message sent successfully/);
  expect(outage.proxy.seen(contactCall), "messages that reached the upstream").toBe(before + 1);
});

test("a double click on Submit Review with a slow upstream posts one review, and the page says it was added", async ({
  page,
  outage,
  signIn,
}, testInfo) => {
  // The second shop's reviewable product, as in reviews.spec.ts: the first shop's ratings stay as they are.
  const host = HOSTS.second;
  const [shopper, productId] = await Promise.all([
    registerShopper(testInfo, { host, prefix: "outage-double-review", lastName: "Reviewer" }),
    reviewableProduct(host),
  ]);
  await signIn(shopper, outage.url(`/single-product/${productId}#reviews`, host));
  const comment = `Posted once (${testInfo.project.name} ${Date.now()})`;
  const form = reviewForm(page);
  await form
    .locator("label")
    .filter({ hasText: starsLabel(1) })
    .click();
  await form.getByLabel("Your review").fill(comment);
  await clickTwiceWhileSlow(
    outage,
    page,
    form.getByRole("button", { name: "Submit Review" }),
    "/api/products/rates/create/",
  );
  // Not the upstream's refusal of a second review: the second POST gets the first one's answer.
  await expect(page.getByText(TEXTS.reviewAdded, { exact: true })).toBeVisible();
  await expect(reviewForm(page).getByRole("alert")).toHaveCount(0);
  const shop = await upstreamShop(host);
  expect((await upstreamReviews(shop.id, productId)).filter((review) => review.comment === comment)).toHaveLength(1);
});

test("an order the upstream cannot place: 'Something went wrong during checkout', the cart kept", async ({
  page,
  outage,
  signIn,
}, testInfo) => {
  await signedInShopper(signIn, testInfo, outage, "outage-checkout");
  const product = (await products()).find((candidate) => candidate.productOptions.length === 0)!;
  const added = await page.request.post(outage.url("/cart", "localhost"), {
    headers: { Origin: new URL(outage.url("/", "localhost")).origin },
    form: { intent: "add", productId: String(product.id), quantity: "1", redirectTo: "/cart" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  await page.goto(outage.url("/check-out", "localhost"));
  await page.getByRole("radio", { name: /Cash on delivery/ }).check();
  outage.proxy.inject("/api/orders/cash/", { kind: "503" });
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(outage.url("/check-out", "localhost"));
  await expect(page.getByText(TEXTS.checkoutFailed)).toBeVisible();
  await expect(page.getByTestId("cart-badge").first()).toHaveText("1");
});

test("a slow upstream (10 s) never holds a page longer than the timeout, plus one retry for a GET", async ({
  page,
  outage,
}) => {
  const product = (await products())[3]!;
  // Warm the shop itself (host lookup, navigation): only the product is left to ask for.
  expect((await page.goto(outage.url("/")))?.status()).toBe(200);
  outage.proxy.inject("/", { kind: "delay", ms: SLOW_MS });
  await page.waitForTimeout(1200);

  const productCall = `/api/products/${product.id}/`;
  const response = await page.goto(outage.url(`/single-product/${product.id}`));
  const timing = response!.request().timing();
  const held = timing.responseStart - timing.requestStart;
  await expectUnavailablePage(page, response?.status());
  expect(outage.proxy.seen(productCall), "a GET is tried twice").toBe(2);
  expect(held, "two tries of 1.5 s").toBeGreaterThanOrEqual(2 * TIMEOUT_MS);
  expect(held).toBeLessThan(2 * TIMEOUT_MS + SLACK_MS);

  await page.goto(outage.url("/login"));
  const posted = page.waitForResponse((answer) => answer.request().method() === "POST");
  await fillLogin(page, "buyer@example.com", "Password1");
  const answer = await posted;
  const postTiming = answer.request().timing();
  const postHeld = postTiming.responseStart - postTiming.requestStart;
  expect(answer.status()).toBe(503);
  await expect(page.getByText(TEXTS.loginUnavailable)).toBeVisible();
  expect(outage.proxy.seen("/api/users/api/token/"), "a POST is tried once").toBe(1);
  expect(postHeld, "one try of 1.5 s").toBeGreaterThanOrEqual(TIMEOUT_MS);
  expect(postHeld).toBeLessThan(TIMEOUT_MS + SLACK_MS);
});
