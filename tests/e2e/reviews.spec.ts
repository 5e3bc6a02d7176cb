import { expect, test, waitForHydration, type TestInfo } from "./fixtures";
import { fillLogin, registerShopper, upstreamAs, type Shopper } from "./account-helpers";
import { holdScripts, HOSTS, shopUrl } from "./helpers";
import {
  reviewableProduct,
  reviewForm,
  starsLabel as stars,
  submitReview,
  upstreamReviews,
  upstreamShop,
} from "./product-helpers";

/**
 * 'Add Your Review' on the product page, with JavaScript on and off. The reviews go to the
 * second shop's products rated below 4 and give at most 2 stars, so the first shop's
 * catalogue tests and every top-rated list stay as they were.
 */

const HOST = HOSTS.second;
const ADDED = "Thank you! Your review was added.";
const ALREADY_REVIEWED = "you already have reviewed this product";
const RATING_REQUIRED = "Please choose a rating from 1 to 5 stars.";
const COMMENT_REQUIRED = "Please write a comment.";

async function reviewer(testInfo: TestInfo, prefix: string): Promise<{ shopper: Shopper; productId: number }> {
  const [shopper, productId] = await Promise.all([
    registerShopper(testInfo, { host: HOST, prefix, lastName: "Reviewer" }),
    reviewableProduct(HOST),
  ]);
  return { shopper, productId };
}

/** True when the upstream still takes a first review from this shopper (so none was posted). */
async function hasNotReviewed(shopper: Shopper, productId: number): Promise<boolean> {
  const answer = await upstreamAs(shopper, "products/rates/create/", {
    method: "POST",
    body: { comment: "check", rateValue: 1, product: productId, user: shopper.id },
  });
  return answer.status === 201;
}

test("a review with stars and a comment joins the list and the form clears", async ({
  page,
  signIn,
  javaScriptEnabled,
}, testInfo) => {
  const { shopper, productId } = await reviewer(testInfo, "review-add");
  await signIn(shopper, `/single-product/${productId}#reviews`);
  await expect(reviewForm(page).getByRole("heading", { name: "Add Your Review" })).toBeVisible();
  // With JavaScript the form's own chunk (loaded for signed-in shoppers only) arrives and the
  // form hydrates: it then sends through a fetcher (the hidden field says so), not a page load.
  if (javaScriptEnabled) await expect(reviewForm(page).locator('input[name="fetcher"]')).toHaveCount(1);
  const comment = `Smaller than pictured (${testInfo.project.name} ${Date.now()})`;
  await submitReview(page, { rating: 2, comment });

  const mine = page.getByTestId("review").filter({ hasText: comment });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Test Reviewer");
  await expect(mine.locator("[data-rating]")).toHaveAttribute("data-rating", "2");
  await expect(page.getByText(ADDED, { exact: true })).toBeVisible();
  await expect(reviewForm(page).getByLabel("Your review")).toHaveValue("");
  for (const n of [1, 2, 3, 4, 5]) await expect(reviewForm(page).getByLabel(stars(n))).not.toBeChecked();

  const shop = await upstreamShop(HOST);
  const stored = (await upstreamReviews(shop.id, productId)).filter((review) => review.comment === comment);
  expect(stored).toHaveLength(1);
});

test("a second review of the same product is refused", async ({ page, signIn }, testInfo) => {
  const { shopper, productId } = await reviewer(testInfo, "review-twice");
  expect(await hasNotReviewed(shopper, productId)).toBe(true); // the first review, straight at the upstream
  await signIn(shopper, `/single-product/${productId}#reviews`);
  const comment = `Second thoughts ${Date.now()}`;
  await submitReview(page, { rating: 1, comment });
  await expect(reviewForm(page).getByRole("alert")).toHaveText(ALREADY_REVIEWED);
  // The refused text stays in the box; nothing new in the list.
  await expect(reviewForm(page).getByLabel("Your review")).toHaveValue(comment);
  await expect(page.getByTestId("review").filter({ hasText: comment })).toHaveCount(0);
});

test("a review sent before the scripts ran gets its answer at the form, in the Reviews tab once they run", async ({
  page,
  signIn,
  javaScriptEnabled,
}, testInfo) => {
  const { shopper, productId } = await reviewer(testInfo, "review-early");
  expect(await hasNotReviewed(shopper, productId)).toBe(true); // the first review, straight at the upstream
  await signIn(shopper, "/");
  // A slow phone: the form is sent as a plain POST before the page has hydrated.
  const releaseScripts = await holdScripts(page);
  await page.goto(shopUrl(HOST, `/single-product/${productId}#reviews`), { waitUntil: "commit" });
  const comment = `Sent early ${Date.now()}`;
  await submitReview(page, { rating: 1, comment });
  // The answer opens at the form itself (its id), so the refusal is on screen.
  await page.waitForURL(shopUrl(HOST, `/single-product/${productId}#review-${productId}`), { waitUntil: "commit" });
  releaseScripts();
  if (javaScriptEnabled)
    await expect(page.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
  await expect(reviewForm(page).getByRole("alert")).toHaveText(ALREADY_REVIEWED);
  await expect(reviewForm(page).getByRole("alert")).toBeInViewport();
  await expect(reviewForm(page).getByLabel("Your review")).toHaveValue(comment);
});

test("a missing rating or comment is named at its field and nothing is posted", async ({ page, signIn }, testInfo) => {
  const { shopper, productId } = await reviewer(testInfo, "review-missing");
  await signIn(shopper, `/single-product/${productId}#reviews`);
  const form = reviewForm(page);

  await submitReview(page, {});
  await expect(form.getByText(RATING_REQUIRED)).toBeVisible();
  await expect(form.getByText(COMMENT_REQUIRED)).toBeVisible();
  await expect(form.getByLabel("Your review")).toHaveAttribute("aria-invalid", "true");

  await submitReview(page, { comment: "No stars given" });
  // In this order: the old page showed both errors, so the comment's being gone means the answer's
  // page (without JavaScript, a new document); the rating's error follows the five stars in it,
  // so once it shows they are all there for the keyboard below (a page still arriving had only
  // the first star, and the arrow keys went nowhere).
  await expect(form.getByText(COMMENT_REQUIRED)).toHaveCount(0);
  await expect(form.getByText(RATING_REQUIRED)).toBeVisible();

  // The stars are radio buttons: arrow keys move the choice.
  await form.getByLabel(stars(1)).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(form.getByLabel(stars(3))).toBeChecked();
  await form.getByLabel("Your review").fill("   ");
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(form.getByText(COMMENT_REQUIRED)).toBeVisible();
  await expect(form.getByText(RATING_REQUIRED)).toHaveCount(0);

  expect(await hasNotReviewed(shopper, productId)).toBe(true);
});

test("a guest sees a sign-in link instead of the form and comes back to it", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const { shopper, productId } = await reviewer(testInfo, "review-guest");
  // The form's chunk (and conform with it) is for signed-in shoppers only (docs/decisions/0009).
  const formChunk = /\/build\/_shared\/ReviewForm-[\w]+\.js$/;
  const scripts: string[] = [];
  page.on("request", (request) => void (request.resourceType() === "script" && scripts.push(request.url())));
  await page.goto(shopUrl(HOST, `/single-product/${productId}#reviews`), { waitUntil: "networkidle" });
  // Hydration is what would load the chunk: after it, not merely after an idle network.
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(reviewForm(page)).toHaveCount(0);
  if (javaScriptEnabled) expect(scripts.length, "the page's scripts").toBeGreaterThan(0);
  expect(scripts.filter((url) => formChunk.test(url))).toEqual([]);
  const link = page.getByRole("link", { name: "Sign in to add your review" });
  await expect(link).toHaveAttribute(
    "href",
    `/login?${new URLSearchParams({ redirectTo: `/single-product/${productId}#reviews` })}`,
  );
  await link.click();
  await fillLogin(page, shopper.email, shopper.password);
  await page.waitForURL(shopUrl(HOST, `/single-product/${productId}#reviews`));
  await expect(reviewForm(page).getByRole("heading", { name: "Add Your Review" })).toBeVisible();
  if (javaScriptEnabled)
    await expect
      .poll(() => scripts.filter((url) => formChunk.test(url)).length, "the form's chunk, once signed in")
      .toBe(1);
});
