import * as ar from "../../app/texts.ar";
import { expect, test } from "./fixtures";
import { newUser, registerAtUpstream, registerShopper } from "./account-helpers";
import { HOSTS, shopUrl } from "./helpers";
import { addToCart, HOST, orders, plainProducts, shopperReady } from "./checkout-helpers";

/**
 * The signed-in trips in Arabic (issue 36), with JavaScript on and off: sign-in, checkout with
 * cash and with the card provider, the profile and the password reset; every page and every
 * redirect stays under /ar, its texts from the Arabic catalogue.
 */

test("sign-in in Arabic: a wrong password in Arabic, then back to the Arabic page that asked", async ({
  page,
}, testInfo) => {
  const user = await registerShopper(testInfo, { prefix: "arabic-login" });
  await page.goto(shopUrl(HOSTS.first, "/ar/profile"));
  await expect(page).toHaveURL(/\/ar\/login\?redirectTo=/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByLabel(ar.EMAIL_OR_PHONE).fill(user.email);
  await page.getByLabel(ar.PASSWORD, { exact: true }).fill("Wrong1234");
  await page.getByRole("button", { name: ar.LOGIN }).click();
  await expect(page.getByText(ar.LOGIN_REJECTED)).toBeVisible();
  await page.getByLabel(ar.PASSWORD, { exact: true }).fill(user.password);
  await page.getByRole("button", { name: ar.LOGIN }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/ar/profile"));
  await expect(page.getByRole("heading", { name: ar.ACCOUNT_DETAILS })).toBeVisible();
});

test("checkout with cash in Arabic: the order placed, the confirmation in Arabic", async ({
  page,
  signIn,
}, testInfo) => {
  const [product] = await plainProducts();
  const shopper = await shopperReady(signIn, testInfo);
  await addToCart(page, product!.id, 2);
  await page.goto(shopUrl(HOST, "/ar/check-out"));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("radio", { name: new RegExp(ar.PAYMENT_METHODS.cash.label) }).check();
  await page.getByRole("button", { name: /^ادفع / }).click();
  await expect(page).toHaveURL(/\/ar\/confirm-order\?order=\d+$/);
  await expect(page.getByRole("heading", { name: ar.SUCCESS_TITLE })).toBeVisible();
  await expect(page.getByTestId("flash")).toHaveText(ar.ORDER_PLACED);
  await expect(page.getByRole("link", { name: ar.VIEW_YOUR_ORDERS })).toHaveAttribute("href", "/ar/profile/orders");
  expect(await orders(shopper)).toHaveLength(1);
});

test("the card provider in Arabic: its form in Arabic, back to the Arabic confirmation", async ({
  page,
  signIn,
}, testInfo) => {
  const [product] = await plainProducts();
  const shopper = await shopperReady(signIn, testInfo);
  await addToCart(page, product!.id, 1);
  await page.goto(shopUrl(HOST, "/ar/check-out"));
  // The card provider's label names the networks in Latin: "بطاقة (Visa، Mastercard، مدى)".
  await page.getByRole("radio", { name: /Visa/ }).check();
  await page.getByRole("button", { name: /^ادفع / }).click();
  await expect(page).toHaveURL(shopUrl(HOST, "/ar/moyasar"));
  await page.getByLabel(ar.NAME_ON_CARD).fill("متسوق تجريبي");
  await page.getByLabel(ar.CARD_NUMBER).fill("4111 1111 1111 1111");
  await page.getByLabel(ar.CARD_MONTH).fill("12");
  await page.getByLabel(ar.CARD_YEAR).fill("30");
  await page.getByLabel(ar.CARD_CVC).fill("123");
  await page.getByRole("button", { name: new RegExp(`^${ar.PAY}`) }).click();
  await expect(page).toHaveURL(/\/ar\/confirm-order\?order=\d+$/);
  await expect(page.getByRole("heading", { name: ar.SUCCESS_TITLE })).toBeVisible();
  const placed = await orders(shopper);
  expect(placed).toHaveLength(1);
  expect(placed[0]!.paymentMethod).toBe(5);
});

test("the profile in Arabic: its pages and tabs stay in Arabic", async ({ page, signIn }, testInfo) => {
  await shopperReady(signIn, testInfo);
  await page.goto(shopUrl(HOST, "/ar/profile"));
  await expect(page.getByRole("heading", { name: ar.ACCOUNT_DETAILS })).toBeVisible();
  await page.getByRole("link", { name: ar.ORDER_HISTORY }).first().click();
  await expect(page).toHaveURL(/\/ar\/profile\/orders/);
  await expect(page.getByText(ar.NO_ORDERS)).toBeVisible();
});

test("the password reset in Arabic: the mail is sent and said so in Arabic", async ({ page }, testInfo) => {
  const user = newUser(testInfo);
  await registerAtUpstream(user);
  await page.goto(shopUrl(HOSTS.first, "/ar/forget-password"));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: ar.SEND_CODE }).click();
  await expect(page.getByTestId("form-error")).toHaveText(ar.INPUT_YOUR_EMAIL);
  await page.getByLabel(ar.EMAIL).fill(user.email);
  await page.getByRole("button", { name: ar.SEND_CODE }).click();
  await expect(page).toHaveURL(/\/ar\/forget-password/);
  await expect(page.getByTestId("flash")).toHaveText(ar.RESET_EMAIL_SENT);
});
