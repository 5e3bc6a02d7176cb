import { expect, type Page } from "@playwright/test";
import type { SignIn, TestInfo } from "./fixtures";
import { registerShopper, upstreamAs, type Shopper } from "./account-helpers";
import { expectLinkTo, shopOrigin, shopUrl } from "./helpers";
import {
  priceLabel,
  upstreamCatalogue,
  upstreamShop,
  type UpstreamProduct,
  type UpstreamShop,
} from "./product-helpers";

/**
 * The checkout specs' shoppers, carts and steps (checkout.spec.ts, checkout-tabs.spec.ts). The
 * browser uses `localhost` (the sample shop, the first demo shop) so that page.request, which
 * uses Node's resolver, reaches the same host and shares the cookies.
 */

export const HOST = "localhost";

export const TEXTS = {
  cartEmpty: "Cart is empty",
  noAddress: "Please add an address!",
  noMethod: "Please choose a payment method.",
  discount: "Discount codes are not available in this shop yet.",
  orderPlaced: "Order placed successfully!",
  successTitle: "Thank You For Your Purchase",
  successText: "Your order is confirmed",
  failureTitle: "Ops, your payment was unsuccessful, please try different method.",
  failureText: "Failed to confirm your order.",
  checkoutFailed: "Something went wrong during checkout",
  totalNote: "Includes tax, excludes shipping",
  lateOrdered:
    "Order placed successfully! This card payment came after the same cart was ordered in another tab, so it is a separate order.",
  notOrderedTitle: "Your card was charged, but no order was placed",
  notOrderedText:
    "This payment came after its cart had been ordered in another tab or had changed, so the shop could not turn it into an order.",
  notOrderedRefund:
    "The shop will refund the full amount to the card you paid with; you don't need to do anything. If you have a question, contact the shop with this payment reference:",
};

/** Spec §9: "Shipping cost is displayed from defaultShippingCost, but the checkout total adds a shipping amount kept at 0." */
export const shownShipping = (shop: UpstreamShop) => priceLabel(Number(shop.defaultShippingCost), shop);

export type UpstreamOrder = {
  id: number;
  total: string | number;
  paymentMethod: number | null;
  products: { quantity: number; price: string | number; product: { id: number } }[];
};

export async function plainProducts(): Promise<UpstreamProduct[]> {
  const shop = await upstreamShop();
  return (await upstreamCatalogue(shop.id)).filter((product) => product.productOptions.length === 0);
}

/** A new shopper of the first shop, with one (main) address unless told otherwise, signed in on HOST. */
export async function shopperReady(
  signIn: SignIn,
  testInfo: TestInfo,
  options: { address?: boolean } = {},
): Promise<Shopper & { addressId: number | null }> {
  const shopper = await registerShopper(testInfo, { prefix: "checkout" });
  let addressId: number | null = null;
  if (options.address !== false) {
    const created = await upstreamAs<{ id: number }>(shopper, "users/addresses/", {
      method: "POST",
      body: {
        country: 26,
        city: "Riyadh",
        area: "Al Olaya",
        streetName: `Checkout Street ${testInfo.workerIndex}`,
        user: shopper.id,
      },
    });
    expect(created.status).toBe(201);
    addressId = created.body.id;
  }
  await signIn(shopper, shopUrl(HOST, "/"));
  return { ...shopper, addressId };
}

/** Puts a line in the cart through the same POST the product page's form sends. */
export async function addToCart(page: Page, productId: number, quantity = 1) {
  const response = await page.request.post(shopUrl(HOST, "/cart"), {
    headers: { Origin: shopOrigin(HOST) },
    form: { intent: "add", productId: String(productId), quantity: String(quantity), redirectTo: "/cart" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

export async function orders(shopper: Shopper): Promise<UpstreamOrder[]> {
  const answer = await upstreamAs<{ results: UpstreamOrder[] }>(shopper, "orders/?page_size=100");
  expect(answer.status).toBe(200);
  return answer.body.results;
}

export const expectedTotal = (lines: { product: UpstreamProduct; quantity: number }[]) =>
  Math.round(lines.reduce((sum, line) => sum + Number(line.product.price) * line.quantity, 0) * 100) / 100;

export async function choose(page: Page, method: RegExp) {
  await page.getByRole("radio", { name: method }).check();
}

export async function payNow(page: Page) {
  await page.getByRole("button", { name: /^Pay / }).click();
}

export async function expectSuccessPage(page: Page) {
  await expect(page).toHaveURL(/\/confirm-order\?order=\d+$/);
  await expect(page.getByRole("heading", { name: TEXTS.successTitle })).toBeVisible();
  await expect(page.getByText(TEXTS.successText, { exact: true })).toBeVisible();
  await expectLinkTo(page.getByRole("link", { name: "View your orders" }), "/profile/orders");
  await expect(page.getByTestId("cart-badge").first()).toHaveText("0");
}

export async function expectFailurePage(page: Page) {
  await expect(page).toHaveURL(/\/unsuccessful-payment/);
  await expect(page.getByRole("heading", { name: TEXTS.failureTitle })).toBeVisible();
  await expect(page.getByText(TEXTS.failureText)).toBeVisible();
  await expectLinkTo(page.getByRole("link", { name: "Back to cart" }), "/cart");
}

export async function payByCard(page: Page, number: string) {
  await page.getByLabel("Name on card").fill("Test Shopper");
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Month").fill("12");
  await page.getByLabel("Year").fill("30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay/ }).click();
}
