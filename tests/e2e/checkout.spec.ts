import { expect, test, waitForHydration, type Page } from "./fixtures";
import { registerShopper } from "./account-helpers";
import { expectLinkTo, holdScripts, shopOrigin, shopUrl } from "./helpers";
import { priceLabel, upstreamShop } from "./product-helpers";
import {
  addToCart,
  choose,
  expectFailurePage,
  expectSuccessPage,
  expectedTotal,
  HOST,
  orders,
  payByCard,
  payNow,
  plainProducts,
  shopperReady,
  shownShipping,
  TEXTS,
} from "./checkout-helpers";

/**
 * Buying, with JavaScript on and off: /check-out, the four payment methods through the
 * reference upstream's simulators, the result pages, and the money rules (one order per
 * checkout attempt, totals from the upstream). Every test has its own shopper. Two tabs
 * paying for one cart: checkout-tabs.spec.ts.
 */

test("the cart's Continue to Checkout: a guest signs in first and comes back; an empty cart goes back", async ({
  page,
  context,
}, testInfo) => {
  const [product] = await plainProducts();
  const shopper = await registerShopper(testInfo, { prefix: "checkout-guest" });
  await page.goto(shopUrl(HOST, "/"));
  await addToCart(page, product!.id);
  await page.goto(shopUrl(HOST, "/cart"));
  await page.getByRole("link", { name: "Continue to Checkout" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheck-out$/);
  await page.getByLabel("Email or phone").fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Login" }).click();
  // Signed in, back at checkout with the guest's cart.
  await expect(page).toHaveURL(shopUrl(HOST, "/check-out"));
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  await expect(page.getByTestId("summary-line")).toHaveCount(1);

  await context.clearCookies({ name: "__cart" });
  await page.goto(shopUrl(HOST, "/check-out"));
  await expect(page).toHaveURL(shopUrl(HOST, "/cart"));
  await expect(page.getByTestId("flash")).toHaveText(TEXTS.cartEmpty);
});

test("the checkout page: addresses, methods, summary, the discount box and the pay button", async ({
  page,
  javaScriptEnabled,
  signIn,
}, testInfo) => {
  const [product, second] = await plainProducts();
  const shop = await upstreamShop();
  await shopperReady(signIn, testInfo, { address: false });
  await addToCart(page, product!.id, 2);
  await addToCart(page, second!.id);

  await page.goto(shopUrl(HOST, "/check-out"));
  await expectLinkTo(page.getByRole("link", { name: "← Back to cart" }), "/cart");
  // No address yet: the spec's alert, and the inline form is open.
  await expect(page.getByText(TEXTS.noAddress)).toBeVisible();
  await page.getByLabel("City").fill("Dammam");
  await page.getByLabel("Area").fill("Al Faisaliyah");
  await page.getByLabel("Street Name").fill("Inline Street");
  await page.getByRole("button", { name: "Add Address" }).click();
  await expect(page).toHaveURL(/\/check-out\?address=\d+$/);
  await expect(page.getByTestId("flash")).toHaveText("Address is added successfully");
  await expect(page.getByRole("radio", { name: /Inline Street/ })).toBeChecked();

  // The shop's active methods, in the spec's names.
  for (const name of [/Card or wallet/, /Cash on delivery/, /PayPal/, /Card \(Visa, Mastercard, mada\)/]) {
    await expect(page.getByRole("radio", { name })).toBeVisible();
  }
  // Summary: lines, subtotal, the shop's shipping (25 SAR), a total without it and the pay button.
  const total = expectedTotal([
    { product: product!, quantity: 2 },
    { product: second!, quantity: 1 },
  ]);
  await expect(page.getByTestId("summary-line")).toHaveCount(2);
  await expect(page.getByTestId("summary-line-total").first()).toHaveText(priceLabel(Number(product!.price) * 2, shop));
  await expect(page.getByTestId("checkout-subtotal")).toHaveText(priceLabel(total, shop));
  expect(Number(shop.defaultShippingCost)).toBeGreaterThan(0);
  await expect(page.getByTestId("checkout-shipping")).toHaveText(shownShipping(shop));
  await expect(page.getByTestId("checkout-total")).toHaveText(priceLabel(total, shop));
  await expect(page.getByText(TEXTS.totalNote)).toBeVisible();
  const payButton = page.getByRole("button", { name: `Pay ${priceLabel(total, shop)}` });
  await expect(payButton).toBeVisible();

  // The discount box says honestly that codes are not available, keeping the choices.
  await page.getByLabel("Gift or discount code").fill("SAVE10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(TEXTS.discount)).toBeVisible();
  await expect(page.getByRole("radio", { name: /Inline Street/ })).toBeChecked();

  if (javaScriptEnabled) {
    // With JavaScript the button waits for a method.
    await expect(payButton).toBeDisabled();
    await choose(page, /Cash on delivery/);
    await expect(payButton).toBeEnabled();
  } else {
    // Without it the server refuses, keeping the address.
    await payButton.click();
    await expect(page.getByText(TEXTS.noMethod)).toBeVisible();
    await expect(page.getByRole("radio", { name: /Inline Street/ })).toBeChecked();
  }
});

test("cash on delivery places the order, empties the cart and shows it in the history", async ({
  page,
  signIn,
}, testInfo) => {
  const [product] = await plainProducts();
  const shop = await upstreamShop();
  const shopper = await shopperReady(signIn, testInfo);
  await addToCart(page, product!.id, 3);
  await page.goto(shopUrl(HOST, "/check-out"));
  await choose(page, /Cash on delivery/);
  await payNow(page);
  await expectSuccessPage(page);
  await expect(page.getByTestId("flash")).toHaveText(TEXTS.orderPlaced);
  // The confirmation's order: the shop's shipping shown, the total without it.
  const total = expectedTotal([{ product: product!, quantity: 3 }]);
  await expect(page.getByTestId("order-shipping")).toHaveText(shownShipping(shop));
  await expect(page.getByTestId("order-total")).toHaveText(priceLabel(total, shop));
  await expect(page.getByTestId("order-card")).toContainText(TEXTS.totalNote);

  const placed = await orders(shopper);
  expect(placed).toHaveLength(1);
  expect(placed[0]!.paymentMethod).toBe(2);
  expect(Number(placed[0]!.total)).toBe(total);
  expect(placed[0]!.products.map((line) => [line.product.id, line.quantity])).toEqual([[product!.id, 3]]);

  // Order History shows it at once (pending orders are status 1, the default filter).
  await page.getByRole("link", { name: "View your orders" }).click();
  await expect(page.getByRole("heading", { name: `Order #${placed[0]!.id}` })).toBeVisible();
  await expect(page.getByTestId("order-total").first()).toHaveText(priceLabel(total, shop));
  // Spec, profile area: "Order history shows shipping cost from the tenant default and a total labelled 'Includes tax, excludes shipping'".
  await expect(page.getByTestId("order-shipping").first()).toHaveText(shownShipping(shop));
  await expect(page.getByTestId("order-card").first()).toContainText(TEXTS.totalNote);
  await page.goto(shopUrl(HOST, "/cart"));
  await expect(page.getByRole("heading", { name: "Cart (0)" })).toBeVisible();
});

test("a method chosen before the page has hydrated (a tap on a slow phone) is the one the pay button goes with", async ({
  page,
  javaScriptEnabled,
  signIn,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "nothing hydrates without JavaScript");
  const [product] = await plainProducts();
  const shopper = await shopperReady(signIn, testInfo);
  await addToCart(page, product!.id);
  // The checkout route's script held back: the page is the server's HTML until it arrives.
  const releaseScript = await holdScripts(page, /\/build\/routes\/_shop\.check-out-[\w-]+\.js$/);
  // Its load event waits for that script: the page is there at DOMContentLoaded.
  await page.goto(shopUrl(HOST, "/check-out"), { waitUntil: "domcontentloaded" });
  await choose(page, /Cash on delivery/);
  releaseScript();
  await waitForHydration(page);
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
  await expect(page.getByRole("button", { name: /^Pay / })).toBeEnabled();
  await payNow(page);
  await expectSuccessPage(page);
  expect((await orders(shopper))[0]?.paymentMethod).toBe(2);
});

test("card checkout: paying returns to the success page; cancelling keeps the cart", async ({
  page,
  signIn,
}, testInfo) => {
  const [product] = await plainProducts();
  const shopper = await shopperReady(signIn, testInfo);
  await addToCart(page, product!.id);

  // Cancel first: the failure page, nothing ordered, the cart still there.
  await page.goto(shopUrl(HOST, "/check-out"));
  await choose(page, /Card or wallet/);
  await payNow(page);
  await expect(page).toHaveURL(/\/payment-api\/sim\/checkout\//);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expectFailurePage(page);
  expect(await orders(shopper)).toHaveLength(0);
  await page.getByRole("link", { name: "Back to cart" }).click();
  await expect(page.getByRole("heading", { name: "Cart (1)" })).toBeVisible();

  // Then pay.
  await page.goto(shopUrl(HOST, "/check-out"));
  await choose(page, /Card or wallet/);
  await payNow(page);
  const successReturn = page.waitForRequest(/\/card-return\?/);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expectSuccessPage(page);
  const placed = await orders(shopper);
  expect(placed).toHaveLength(1);
  expect(placed[0]!.paymentMethod).toBe(1);

  // The success return seen again confirms nothing twice and keeps a new cart.
  await addToCart(page, product!.id);
  await page.goto((await successReturn).url());
  await expect(page).toHaveURL(/\/profile\/orders/);
  await page.goto(shopUrl(HOST, "/cart"));
  await expect(page.getByRole("heading", { name: "Cart (1)" })).toBeVisible();
});

test("PayPal: approving captures and places the order; cancelling goes to the failure page", async ({
  page,
  signIn,
}, testInfo) => {
  const [product] = await plainProducts();
  const shopper = await shopperReady(signIn, testInfo);
  await addToCart(page, product!.id);

  await page.goto(shopUrl(HOST, "/check-out"));
  await choose(page, /PayPal/);
  await payNow(page);
  await expect(page).toHaveURL(/\/payment-api\/sim\/paypal\//);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expectFailurePage(page);
  expect(await orders(shopper)).toHaveLength(0);

  await page.goto(shopUrl(HOST, "/check-out"));
  await choose(page, /PayPal/);
  await payNow(page);
  await page.getByRole("button", { name: "Approve" }).click();
  await expectSuccessPage(page);
  const placed = await orders(shopper);
  expect(placed).toHaveLength(1);
  expect(placed[0]!.paymentMethod).toBe(4);
});

test("card provider at /moyasar: a declined card fails and keeps the cart, a good one places the order", async ({
  page,
  signIn,
}, testInfo) => {
  const [product] = await plainProducts();
  const shop = await upstreamShop();
  const shopper = await shopperReady(signIn, testInfo);
  await addToCart(page, product!.id, 2);
  const total = expectedTotal([{ product: product!, quantity: 2 }]);

  await page.goto(shopUrl(HOST, "/check-out"));
  await choose(page, /Card \(Visa/);
  await payNow(page);
  await expect(page).toHaveURL(shopUrl(HOST, "/moyasar"));
  await expect(page.getByTestId("card-amount")).toHaveText(priceLabel(total, shop));
  await expect(page.getByTestId("card-data-note")).toBeVisible();
  await payByCard(page, "4000 0000 0000 0002");
  await expectFailurePage(page);
  expect(await orders(shopper)).toHaveLength(0);
  await page.goto(shopUrl(HOST, "/cart"));
  await expect(page.getByRole("heading", { name: "Cart (1)" })).toBeVisible();

  await page.goto(shopUrl(HOST, "/check-out"));
  await choose(page, /Card \(Visa/);
  await payNow(page);
  await expect(page).toHaveURL(shopUrl(HOST, "/moyasar"));
  await payByCard(page, "4111 1111 1111 1111");
  await expectSuccessPage(page);
  const placed = await orders(shopper);
  expect(placed).toHaveLength(1);
  expect(placed[0]!.paymentMethod).toBe(5);
  expect(Number(placed[0]!.total)).toBe(total);
});

/** The pay form as the page rendered it, to send by hand. */
async function payForm(page: Page, fields: Record<string, string>) {
  await page.goto(shopUrl(HOST, "/check-out"));
  const token = await page.locator('input[name="token"]').inputValue();
  expect(token).not.toBe("");
  const form = { token, intent: "pay", ...fields };
  return () =>
    page.request.post(shopUrl(HOST, "/check-out"), { headers: { Origin: shopOrigin(HOST) }, form, maxRedirects: 0 });
}

test(
  "one order per checkout attempt: the same form twice, twice at once, and in two tabs",
  { tag: "@once" },
  async ({ page, context, signIn }, testInfo) => {
    const [product] = await plainProducts();
    const shopper = await shopperReady(signIn, testInfo);

    // Twice, one after the other (a resubmitted form): the second gets the first's answer.
    await addToCart(page, product!.id);
    const send = await payForm(page, { address: String(shopper.addressId), method: "2" });
    const first = await send();
    expect(first.status()).toBe(303);
    expect(first.headers().location).toMatch(/^\/confirm-order\?order=\d+$/);
    const again = await send();
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe(first.headers().location);
    expect(await orders(shopper)).toHaveLength(1);

    // Twice at once (a double click).
    await addToCart(page, product!.id);
    const sendTwice = await payForm(page, { address: String(shopper.addressId), method: "2" });
    const [a, b] = await Promise.all([sendTwice(), sendTwice()]);
    expect([a.status(), b.status()]).toEqual([303, 303]);
    expect(a.headers().location).toBe(b.headers().location);
    expect(await orders(shopper)).toHaveLength(2);

    // Two tabs showing the same cart share one attempt.
    await addToCart(page, product!.id);
    await page.goto(shopUrl(HOST, "/check-out"));
    const other = await context.newPage();
    await other.goto(shopUrl(HOST, "/check-out"));
    const tokens = await Promise.all([page, other].map((tab) => tab.locator('input[name="token"]').inputValue()));
    expect(tokens[0]).toBe(tokens[1]);
    await Promise.all(
      tokens.map((token) =>
        page.request.post(shopUrl(HOST, "/check-out"), {
          headers: { Origin: shopOrigin(HOST) },
          form: { token, intent: "pay", address: String(shopper.addressId), method: "2" },
          maxRedirects: 0,
        }),
      ),
    );
    expect(await orders(shopper)).toHaveLength(3);
  },
);

test(
  "the total charged comes from the upstream's prices, whatever the form says",
  { tag: "@once" },
  async ({ page, signIn }, testInfo) => {
    const [product] = await plainProducts();
    const shopper = await shopperReady(signIn, testInfo);
    await addToCart(page, product!.id, 2);
    const send = await payForm(page, {
      address: String(shopper.addressId),
      method: "2",
      total: "1.00",
      amount: "1.00",
      price: "0.01",
    });
    expect((await send()).status()).toBe(303);
    const [order] = await orders(shopper);
    expect(Number(order!.total)).toBe(expectedTotal([{ product: product!, quantity: 2 }]));

    // A forged method or an address of nobody's is refused with the page's message, nothing placed.
    await addToCart(page, product!.id);
    const forged = await payForm(page, { address: "999999", method: "2" });
    const refused = await forged();
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(TEXTS.noAddress);
    const noMethod = await payForm(page, { address: String(shopper.addressId), method: "3" });
    expect((await noMethod()).status()).toBe(400);
    expect(await orders(shopper)).toHaveLength(1);
  },
);

test(
  "another shopper's payment return never shows the success page nor empties the cart",
  { tag: "@once" },
  async ({ page, browser, javaScriptEnabled, signIn }, testInfo) => {
    const [product] = await plainProducts();
    // The payer starts a card checkout and a PayPal payment.
    const payer = await shopperReady(signIn, testInfo);
    await addToCart(page, product!.id);
    await page.goto(shopUrl(HOST, "/check-out"));
    await choose(page, /Card or wallet/);
    await payNow(page);
    await expect(page).toHaveURL(/\/sim\/checkout\/[\w-]+\/$/);
    const cardSession = page.url().split("/").filter(Boolean).pop()!;
    await page.getByRole("button", { name: "Pay now" }).click();
    await expectSuccessPage(page);
    expect(await orders(payer)).toHaveLength(1);

    // Someone else, with a cart of their own, replays the payer's returns.
    const context = await browser.newContext({ javaScriptEnabled });
    const thief = await context.newPage();
    await shopperReady((account, at) => signIn(account, at, thief), testInfo);
    await addToCart(thief, product!.id);
    for (const path of [
      `/card-return?session=${cardSession}&order=1`,
      `/paypal-return?token=${cardSession}`,
      "/payment-callback?id=nope&status=paid&message=APPROVED",
    ]) {
      await thief.goto(shopUrl(HOST, path));
      await expect(thief).toHaveURL(/\/unsuccessful-payment$/);
    }
    await thief.goto(shopUrl(HOST, "/cart"));
    await expect(thief.getByRole("heading", { name: "Cart (1)" })).toBeVisible();
    await context.close();
  },
);
