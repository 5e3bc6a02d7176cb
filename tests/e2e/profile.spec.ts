import { expect, test } from "./fixtures";
import { afterDelay, HOSTS, pauseClock, shopUrl } from "./helpers";
import { fillLogin } from "./account-helpers";
import {
  BUYER,
  newMobile,
  NOT_FOUND,
  PAYMENT_API,
  registerUser,
  tabs,
  UPSTREAM,
  upstreamGet,
  upstreamToken,
} from "./profile-helpers";

/**
 * The profile area (/profile and its nested routes): account details, the password, order and
 * payment history (addresses: profile-addresses.spec.ts; contact and about us:
 * profile-contact.spec.ts), with JavaScript on and off. Tests that
 * change state register their own user at the reference upstream (unique per test and
 * project); tests reading the demo orders and payments sign in as buyer@example.com and
 * change nothing of it.
 */

test("a guest is sent to /login and brought back to the order history", async ({ page }, testInfo) => {
  const user = await registerUser(testInfo);
  await page.goto(shopUrl(HOSTS.first, "/profile/orders"));
  await expect(page).toHaveURL(
    shopUrl(HOSTS.first, `/login?${new URLSearchParams({ redirectTo: "/profile/orders" })}`),
  );
  await fillLogin(page, user.email, user.password);
  await page.waitForURL(shopUrl(HOSTS.first, "/profile/orders"));
  await expect(tabs(page).getByRole("link", { name: "Order History" })).toHaveAttribute("aria-current", "page");
  await expect(tabs(page).getByRole("link", { name: "Account Details" })).not.toHaveAttribute("aria-current", "page");
  // A fresh shopper has no orders and no payments.
  await expect(page.getByTestId("no-orders")).toHaveText("No orders found");
  await tabs(page).getByRole("link", { name: "Payments History" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/profile/payments"));
  await expect(page.getByTestId("no-payments")).toHaveText("You have no payments yet.");
  await expect(page.getByTestId("payment-row")).toHaveCount(0);
});

test("account details: required fields, the phone rules, and a saved change", async ({ page, signIn }, testInfo) => {
  // Many submissions, each a page load without JavaScript.
  test.slow();
  const user = await registerUser(testInfo);
  await signIn(user, "/profile");
  const form = page.locator("#account-details");
  await expect(form.getByLabel("First Name")).toHaveValue(user.firstName);
  await expect(form.getByLabel("Phone")).toHaveValue(user.mobile);
  await expect(form.getByLabel("Email")).toHaveValue(user.email);
  const save = form.getByRole("button", { name: "Save Changes" });
  const message = form.getByTestId("form-error");

  await form.getByLabel("Last Name").fill("");
  await save.click();
  await expect(message).toHaveText("Please, Fill all fields");
  await expect(form.getByLabel("Last Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Last Name")).toHaveCSS("border-top-color", "rgb(220, 38, 38)");
  await expect(form.getByLabel("First Name")).not.toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Last Name").fill("Renamed");
  for (const [phone, text] of [
    ["0123", "Invalid phone number format!"],
    ["+0123456789", "Invalid phone number format!"],
    ["abc", "Invalid phone number format!"],
    ["1111111111", "Phone number cannot be all repeated digits!"],
  ]) {
    await form.getByLabel("Phone").fill(phone!);
    await save.click();
    await expect(message).toHaveText(text!);
    await expect(form.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  }

  // Another shopper's email: the upstream's own words.
  await form.getByLabel("Phone").fill(user.mobile);
  await form.getByLabel("Email").fill("buyer@example.com");
  await save.click();
  await expect(message).toHaveText("user with this email already exists");

  const changed = {
    firstName: "Changed",
    lastName: "Renamed",
    mobile: `+966${newMobile().slice(1)}`,
    email: `changed-${user.email}`,
  };
  await form.getByLabel("First Name").fill(changed.firstName);
  await form.getByLabel("Phone").fill(changed.mobile);
  await form.getByLabel("Email").fill(changed.email);
  await save.click();
  await expect(page.getByTestId("flash")).toHaveText("Data changed successfully");
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/profile"));

  await page.reload();
  await expect(page.getByTestId("flash")).toHaveCount(0);
  await expect(form.getByLabel("First Name")).toHaveValue(changed.firstName);
  await expect(form.getByLabel("Last Name")).toHaveValue(changed.lastName);
  await expect(form.getByLabel("Phone")).toHaveValue(changed.mobile);
  await expect(form.getByLabel("Email")).toHaveValue(changed.email);
  // Saved at the upstream: the new email signs in.
  expect(await upstreamToken(changed.email, user.password)).toBeTruthy();
});

test("change password: a wrong current one, then success signs out", async ({
  page,
  javaScriptEnabled,
  signIn,
}, testInfo) => {
  // Many submissions, each a page load without JavaScript.
  test.slow();
  const user = await registerUser(testInfo);
  if (javaScriptEnabled) await page.clock.install();
  await signIn(user, "/profile");
  const form = page.locator("#change-password");
  const submit = form.getByRole("button", { name: "Change Password" });
  const fill = async (current: string, next: string, confirm: string) => {
    await form.getByLabel("Current Password").fill(current);
    await form.getByLabel("New Password", { exact: true }).fill(next);
    await form.getByLabel("Confirm New Password").fill(confirm);
    await submit.click();
  };

  await fill("", "", "");
  await expect(form.getByTestId("form-error")).toHaveText("Please, Fill all fields");
  await fill(user.password, "NewSecret123", "NewSecret124");
  await expect(form.getByTestId("form-error")).toHaveText("Passwords don't match");

  await fill("NotMyPassword1", "NewSecret123", "NewSecret123");
  await expect(form.getByTestId("form-error")).toHaveText("Current password is wrong");
  // Passwords are never echoed back.
  await expect(form.getByLabel("Current Password")).toHaveValue("");

  if (javaScriptEnabled) await pauseClock(page);
  await fill(user.password, "NewSecret123", "NewSecret123");
  if (javaScriptEnabled) {
    // The message shows first, /login follows after 500 ms (spec).
    await expect(form.getByTestId("form-success")).toHaveText("Password changed successfully");
    await afterDelay(page, 500);
    await page.waitForURL(shopUrl(HOSTS.first, "/login"));
  } else {
    await page.waitForURL(shopUrl(HOSTS.first, "/login"));
    await expect(page.getByTestId("flash")).toHaveText("Password changed successfully");
  }

  // Signed out: the profile asks to sign in again; the old password no longer works.
  await page.goto(shopUrl(HOSTS.first, "/profile"));
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
  await fillLogin(page, user.email, user.password);
  await expect(page.getByTestId("form-error")).toHaveText("Phone or password is incorrect!");
  await fillLogin(page, user.email, "NewSecret123");
  await page.waitForURL(shopUrl(HOSTS.first, "/profile"));
  await expect(page.locator("#account-details").getByLabel("Email")).toHaveValue(user.email);
});

test("guessing the current password is limited like sign-in: the sixth wrong one in a minute gets a 429", async ({
  page,
  signIn,
}, testInfo) => {
  test.slow();
  const user = await registerUser(testInfo);
  await signIn(user, "/profile");
  const form = page.locator("#change-password");
  for (let i = 1; i <= 6; i += 1) {
    await form.getByLabel("Current Password").fill(`NotMyPassword${i}`);
    await form.getByLabel("New Password", { exact: true }).fill("NewSecret123");
    await form.getByLabel("Confirm New Password").fill("NewSecret123");
    await form.getByRole("button", { name: "Change Password" }).click();
    // Answered once the form is back, emptied (passwords are never echoed back): the message is this try's.
    await expect(form.getByLabel("Current Password")).toHaveValue("");
    const expected = i <= 5 ? "Current password is wrong" : /^Too many attempts\. Please try again in \d+ seconds?\.$/;
    await expect(form.getByTestId("form-error")).toHaveText(expected);
  }
  // The right password is refused too until the minute is over; the password did not change.
  expect(await upstreamToken(user.email, user.password)).toBeTruthy();
});

type UpstreamOrderPage = {
  total_pages: number;
  results: { id: number; products: { name: { en: string }; quantity: number }[] }[];
};

test("order history: status filter, pages, items and totals", async ({ page, javaScriptEnabled, signIn }) => {
  test.slow();
  const [tenant, token] = await Promise.all([
    fetch(`${UPSTREAM()}/tenants/lookup/?host=${HOSTS.first}`).then(
      (response) => response.json() as Promise<{ defaultShippingCost: string; currency: { name: string } }>,
    ),
    upstreamToken(BUYER.email, BUYER.password),
  ]);
  const pending = await upstreamGet<UpstreamOrderPage>(`${UPSTREAM()}/orders/?status=1&page=1`, token);
  await signIn(BUYER, "/profile/orders");

  // Default: status 1 (Pending), page 1 of 2 (12 pending orders, 10 a page).
  await expect(page.getByLabel("Status")).toHaveValue("1");
  const cards = page.getByTestId("order-card");
  await expect(cards).toHaveCount(10);
  await expect(page.getByRole("heading", { level: 3, name: /^Order #/ })).toHaveText(
    pending.results.map((order) => `Order #${order.id}`),
  );
  const first = pending.results[0]!;
  const firstCard = cards.first();
  await expect(firstCard.getByTestId("order-status")).toHaveText("Pending");
  await expect(firstCard.getByTestId("order-item")).toHaveCount(first.products.length);
  await expect(firstCard.getByTestId("order-item-name").first()).toHaveText(
    first.products[0]!.name.en.split("&^&")[0]!.trim(),
  );
  await expect(firstCard.getByTestId("order-item-quantity").first()).toHaveText(`Qty: ${first.products[0]!.quantity}`);
  await expect(firstCard.getByTestId("order-item").first().getByRole("img")).toHaveAttribute("src", /.+/);
  // The tenant's default shipping cost ("25.00" → "25 SAR").
  await expect(firstCard.getByTestId("order-shipping")).toHaveText(
    `${Number(tenant.defaultShippingCost)} ${tenant.currency.name}`,
  );
  await expect(firstCard).toContainText("Includes tax, excludes shipping");
  await expect(page.getByTestId("page-indicator")).toHaveText("Page 1 of 2");

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/profile/orders?status=1&page=2"));
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId("page-indicator")).toHaveText("Page 2 of 2");

  // Changing the status starts again at page 1.
  await page.getByLabel("Status").selectOption({ label: "Cancelled" });
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Show" })).toHaveCount(0);
  else await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/profile/orders?status=3"));
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId("order-status")).toHaveText("Cancelled");
  await expect(page.getByTestId("page-indicator")).toHaveText("Page 1 of 1");

  for (const [status, label] of [
    ["2", "Ready"],
    ["4", "Confirmed"],
    ["5", "Shipping"],
    ["6", "Returned"],
  ]) {
    await page.goto(shopUrl(HOSTS.first, `/profile/orders?status=${status}`));
    await expect(cards.first().getByTestId("order-status")).toHaveText(label!);
  }

  for (const query of [
    "status=0",
    "status=7",
    "status=abc",
    "page=0",
    "page=3",
    "page=abc",
    "status=1&page=1000000000",
  ]) {
    const response = await page.goto(shopUrl(HOSTS.first, `/profile/orders?${query}`));
    expect(response?.status(), query).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  }
});

test("payments history shows the shopper's real payment records", async ({ page, signIn }) => {
  const token = await upstreamToken(BUYER.email, BUYER.password);
  const history = await upstreamGet<{ results: { id: number; order: number | null; status: string }[] }>(
    `${PAYMENT_API()}/payment/history/`,
    token,
  );
  expect(history.results.length).toBeGreaterThan(0);
  await signIn(BUYER, "/profile/payments");
  const rows = page.getByTestId("payment-row");
  await expect(rows).toHaveCount(history.results.length);
  await expect(rows.first()).toContainText(`#${history.results[0]!.order}`);
  await expect(rows.first()).toContainText(history.results[0]!.status);
  await expect(page.getByTestId("no-payments")).toHaveCount(0);
});
