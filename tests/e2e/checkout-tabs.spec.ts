import { expect, test, type BrowserContext, type Page } from "./fixtures";
import { expectLinkTo, shopUrl } from "./helpers";
import {
  addToCart,
  choose,
  expectFailurePage,
  expectSuccessPage,
  HOST,
  orders,
  payByCard,
  payNow,
  plainProducts,
  shopperReady,
  TEXTS,
} from "./checkout-helpers";

/**
 * Two tabs of one shopper paying for one cart, with JavaScript on and off (decision 0005): a
 * provider payment goes on only for the cart it was started for, and a card form left on
 * screen and paid after the other tab ordered its cart is an order of its own or, when it
 * cannot be, a page saying the shop will refund it.
 */

test("a provider payment goes on only for the cart it was started for: an order from another tab ends it, a line added keeps the cart", async ({
  page,
  context,
  signIn,
}, testInfo) => {
  const [product, other] = await plainProducts();
  const shopper = await shopperReady(signIn, testInfo);

  // Tab 1 starts a card-provider payment; tab 2 orders the same cart cash on delivery.
  await addToCart(page, product!.id);
  await page.goto(shopUrl(HOST, "/check-out"));
  await choose(page, /Card \(Visa/);
  await payNow(page);
  await expect(page).toHaveURL(shopUrl(HOST, "/moyasar"));
  await (await orderCashInNewTab(context)).close();
  // Back in tab 1, the card form is not offered again for a cart already ordered.
  await page.reload();
  await expect(page).not.toHaveURL(shopUrl(HOST, "/moyasar"));
  await expect(page.getByTestId("card-amount")).toHaveCount(0);
  expect(await orders(shopper)).toHaveLength(1);

  // PayPal approved, then a line added in another tab: not captured, and the cart keeps both lines.
  await addToCart(page, product!.id);
  await page.goto(shopUrl(HOST, "/check-out"));
  await choose(page, /PayPal/);
  await payNow(page);
  await expect(page).toHaveURL(/\/payment-api\/sim\/paypal\//);
  await addToCart(page, other!.id);
  await page.getByRole("button", { name: "Approve" }).click();
  await expectFailurePage(page);
  expect(await orders(shopper)).toHaveLength(1);
  await page.goto(shopUrl(HOST, "/cart"));
  await expect(page.getByRole("heading", { name: "Cart (2)" })).toBeVisible();
});

/** Another tab of the same shopper orders the cart cash on delivery; it is left open on the success page. */
async function orderCashInNewTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(shopUrl(HOST, "/check-out"));
  await choose(tab, /Cash on delivery/);
  await payNow(tab);
  await expectSuccessPage(tab);
  return tab;
}

/** Tab 1 of a two-tab test: the cart's card-provider payment started, its form on screen. */
async function cardFormOnScreen(page: Page) {
  await page.goto(shopUrl(HOST, "/check-out"));
  await choose(page, /Card \(Visa/);
  await payNow(page);
  await expect(page).toHaveURL(shopUrl(HOST, "/moyasar"));
  await expect(page.getByLabel("Card number")).toBeVisible();
}

test("a card form left on screen and paid after the other tab ordered its cart: the payment is an order of its own", async ({
  page,
  context,
  signIn,
}, testInfo) => {
  const [product] = await plainProducts();
  const shopper = await shopperReady(signIn, testInfo);
  await addToCart(page, product!.id, 2);
  await cardFormOnScreen(page);
  await (await orderCashInNewTab(context)).close();

  // The card is charged: the lines it was started for are ordered again, and the shopper told so.
  await payByCard(page, "4111 1111 1111 1111");
  await expectSuccessPage(page);
  await expect(page.getByTestId("flash")).toHaveText(TEXTS.lateOrdered);
  const placed = await orders(shopper);
  expect(placed.map((order) => order.paymentMethod).sort()).toEqual([2, 5]);
  for (const order of placed)
    expect(order.products.map((line) => [line.product.id, line.quantity])).toEqual([[product!.id, 2]]);
});

test("a card form paid after its cart was ordered, when it cannot be ordered again: a page saying the shop will refund it", async ({
  page,
  context,
  signIn,
}, testInfo) => {
  const [product, other] = await plainProducts();
  const shopper = await shopperReady(signIn, testInfo);
  await addToCart(page, product!.id);
  await cardFormOnScreen(page);
  // Tab 2 orders that cart, then starts a card payment of another: the session's pending payment is that one.
  const secondTab = await orderCashInNewTab(context);
  await addToCart(secondTab, other!.id, 3);
  await cardFormOnScreen(secondTab);

  const callback = page.waitForRequest((sent) => new URL(sent.url()).pathname === "/payment-callback");
  await payByCard(page, "4111 1111 1111 1111");
  const callbackUrl = (await callback).url();
  await expect(page).toHaveURL(shopUrl(HOST, "/payment-not-ordered"));
  await expect(page.getByRole("heading", { name: TEXTS.notOrderedTitle })).toBeVisible();
  await expect(page.getByText(TEXTS.notOrderedText)).toBeVisible();
  await expect(page.getByText(TEXTS.notOrderedRefund)).toBeVisible();
  // The provider's payment id, as logged for the operator (docs/operations.md).
  await expect(page.getByTestId("payment-reference")).toHaveText(/^[\w-]{8,}$/);
  expect((await orders(shopper)).map((order) => order.paymentMethod)).toEqual([2]);
  await expectLinkTo(page.getByRole("link", { name: "Contact the shop" }), "/profile/contactus");
  // Tab 2's own payment still goes on, for its cart.
  await payByCard(secondTab, "4111 1111 1111 1111");
  await expectSuccessPage(secondTab);
  const placed = await orders(shopper);
  expect(placed.map((order) => order.paymentMethod).sort()).toEqual([2, 5]);
  expect(
    placed.find((order) => order.paymentMethod === 5)!.products.map((line) => [line.product.id, line.quantity]),
  ).toEqual([[other!.id, 3]]);
  // The return reloaded, the session's payment now another: the same page and reference (recorded once), no order.
  const reference = await page.getByTestId("payment-reference").textContent();
  await page.goto(callbackUrl);
  await expect(page).toHaveURL(shopUrl(HOST, "/payment-not-ordered"));
  await expect(page.getByTestId("payment-reference")).toHaveText(reference!);
  expect(await orders(shopper)).toHaveLength(2);
});
