import { expect, test } from "./fixtures";
import { shopUrl } from "./helpers";
import { addToCart, choose, expectFailurePage, expectSuccessPage, HOST, orders, payNow, plainProducts, shopperReady } from "./checkout-helpers";

/**
 * Two tabs of one shopper paying for one cart, with JavaScript on and off (decision 0005): a
 * provider payment goes on only for the cart it was started for.
 */


test("a provider payment goes on only for the cart it was started for: an order from another tab ends it, a line added keeps the cart", async ({ page, context, signIn }, testInfo) => {
  const [product, other] = await plainProducts();
  const shopper = await shopperReady(signIn, testInfo);

  // Tab 1 starts a card-provider payment; tab 2 orders the same cart cash on delivery.
  await addToCart(page, product!.id);
  await page.goto(shopUrl(HOST, "/check-out"));
  await choose(page, /Card \(Visa/);
  await payNow(page);
  await expect(page).toHaveURL(shopUrl(HOST, "/moyasar"));
  const secondTab = await context.newPage();
  await secondTab.goto(shopUrl(HOST, "/check-out"));
  await choose(secondTab, /Cash on delivery/);
  await payNow(secondTab);
  await expectSuccessPage(secondTab);
  await secondTab.close();
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
