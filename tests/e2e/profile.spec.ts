import { randomInt } from "node:crypto";
import { expect, test, type Locator, type Page, type TestInfo } from "./fixtures";
import { afterDelay, HOSTS, pauseClock, shopUrl, upstreamTenant } from "./helpers";
import { fillLogin, registerShopper, upstreamLogin } from "./account-helpers";

/**
 * The profile area (/profile and its nested routes), with JavaScript on and off. Tests that
 * change state register their own user at the reference upstream (unique per test and
 * project); tests reading the demo orders and payments sign in as buyer@example.com and
 * change nothing of it.
 */

const NOT_FOUND = "Sorry, We couldn't find what you are looking for!";
const UPSTREAM = () => `${process.env.E2E_UPSTREAM_URL}/api`;
const PAYMENT_API = () => `${process.env.E2E_UPSTREAM_URL}/payment-api`;
const BUYER = { email: "buyer@example.com", password: "Password1", host: HOSTS.first };

function newMobile(): string {
  return `05${String(randomInt(10_000_000, 100_000_000))}`;
}

/** A fresh shopper of the first shop, created straight at the upstream. */
const registerUser = (testInfo: TestInfo) =>
  registerShopper(testInfo, { prefix: "profile", firstName: "Profile", lastName: "Tester" });

async function upstreamGet<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok, url).toBe(true);
  return (await response.json()) as T;
}

/** An upstream token for reading what the page should show. */
async function upstreamToken(login: string, password: string): Promise<string> {
  const token = await upstreamLogin(login, password);
  expect(token).toBeTruthy();
  return token!;
}

const tabs = (page: Page) => page.getByRole("navigation", { name: "Profile" });

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

async function fillAddress(
  page: Page,
  address: { country?: string; city: string; area: string; streetName: string; buildingNum?: string },
) {
  if (address.country) await page.getByLabel("Country").selectOption({ label: address.country });
  await page.getByLabel("City").fill(address.city);
  await page.getByLabel("Area").fill(address.area);
  await page.getByLabel("Street Name").fill(address.streetName);
  if (address.buildingNum) await page.getByLabel("Building Number").fill(address.buildingNum);
}

const addressCard = (page: Page, text: string): Locator => page.getByTestId("address-card").filter({ hasText: text });

test("an address on its way cannot be sent twice: its button waits until the next page has loaded", async ({
  page,
  signIn,
  javaScriptEnabled,
}, testInfo) => {
  // Without JavaScript the browser itself sends the form; this is the page's own guard.
  test.skip(!javaScriptEnabled, "the button's busy state is set by the page's script");
  const user = await registerUser(testInfo);
  await signIn(user, "/profile/createAddress");
  await fillAddress(page, { city: "Dammam", area: "Al Faisaliyah", streetName: "Prince Mohammed Road" });
  // The address is saved; the page it redirects to is held on its way.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const redirectFollowed = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/profile/displayAddress.data",
  );
  await page.route("**/profile/displayAddress.data*", async (route) => {
    await released;
    await route.continue();
  });
  const button = page.getByRole("button", { name: "Add Address" });
  await button.click();
  await redirectFollowed;
  await expect(button).toBeDisabled();
  release();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/profile/displayAddress"));
  await expect(page.getByTestId("address-card")).toHaveCount(1);
});

test("addresses: create, a second one, set main, edit, and delete", async ({ page, signIn }, testInfo) => {
  // A long flow of about fifteen page loads.
  test.slow();
  const user = await registerUser(testInfo);
  await signIn(user, "/profile");

  // No address yet: the tab opens the form.
  await tabs(page).getByRole("link", { name: "Shipping Address" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/profile/createAddress"));
  await expect(tabs(page).getByRole("link", { name: "Shipping Address" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Country")).toHaveValue("26");
  await expect(page.getByLabel("Country").locator("option:checked")).toHaveText("Saudi Arabia");
  // The first address is always the main one.
  await expect(page.getByLabel("Default address")).toBeChecked();
  await expect(page.getByLabel("Default address")).toBeDisabled();

  await page.getByRole("button", { name: "Add Address" }).click();
  for (const text of ["City is required", "Area is required", "Street Name is required"])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByLabel("City")).toHaveAttribute("aria-invalid", "true");

  await fillAddress(page, { city: "Riyadh", area: "Al Olaya", streetName: "King Fahd Road", buildingNum: "12" });
  await page.getByRole("button", { name: "Add Address" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/profile/displayAddress"));
  expect(await page.getByTestId("flash").textContent()).toBe("Address is added successfully ");
  await expect(page.getByTestId("address-card")).toHaveCount(1);
  await expect(addressCard(page, "Riyadh")).toHaveAttribute("data-main", "true");
  await expect(addressCard(page, "Riyadh")).toContainText("Building 12");

  // With an address the tab opens the list.
  await page.goto(shopUrl(HOSTS.first, "/profile/addresses"));
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/profile/displayAddress"));

  await page.getByRole("link", { name: "Add new address" }).click();
  await expect(page.getByLabel("Default address")).not.toBeChecked();
  await fillAddress(page, { country: "Egypt", city: "Cairo", area: "Zamalek", streetName: "26th of July Street" });
  await page.getByRole("button", { name: "Add Address" }).click();
  await expect(page.getByTestId("address-card")).toHaveCount(2);
  await expect(addressCard(page, "Cairo")).toContainText("Egypt");
  await expect(addressCard(page, "Cairo")).toHaveAttribute("data-main", "false");

  // Set main from the list: exactly one main address.
  await addressCard(page, "Cairo").getByRole("button", { name: "Set as main" }).click();
  await expect(addressCard(page, "Cairo")).toHaveAttribute("data-main", "true");
  await expect(addressCard(page, "Riyadh")).toHaveAttribute("data-main", "false");

  // The main one cannot be unticked.
  await addressCard(page, "Cairo").getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/profile\/editAddress\/\d+$/);
  await expect(page.getByLabel("Default address")).toBeChecked();
  await expect(page.getByLabel("Default address")).toBeDisabled();
  await expect(page.getByLabel("City")).toHaveValue("Cairo");
  await page.getByRole("link", { name: "Back to addresses" }).click();

  // Edit the other one and tick default: it becomes the main one.
  await addressCard(page, "Riyadh").getByRole("link", { name: "Edit" }).click();
  await expect(page.getByLabel("City")).toHaveValue("Riyadh");
  await expect(page.getByLabel("Building Number")).toHaveValue("12");
  await page.getByLabel("City").fill("Dammam");
  await page.getByLabel("City").press("Tab");
  await page.getByLabel("Default address").check();
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/profile/displayAddress"));
  await expect(page.getByTestId("flash")).toHaveText("Address saved successfully!");
  await expect(addressCard(page, "Dammam")).toHaveAttribute("data-main", "true");
  await expect(addressCard(page, "Cairo")).toHaveAttribute("data-main", "false");
  await expect(addressCard(page, "Riyadh")).toHaveCount(0);

  // The main address cannot be deleted; the other one can.
  await addressCard(page, "Dammam").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("flash")).toHaveText("You can't delete the main address");
  await expect(page.getByTestId("address-card")).toHaveCount(2);
  await addressCard(page, "Cairo").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("address-card")).toHaveCount(1);
  await expect(addressCard(page, "Dammam")).toHaveCount(1);
});

test("another shopper's address id, or junk, is a 404", { tag: "@once" }, async ({ page, signIn }, testInfo) => {
  const token = await upstreamToken(BUYER.email, BUYER.password);
  const buyerAddresses = await upstreamGet<{ results: { id: number }[] }>(`${UPSTREAM()}/users/addresses/`, token);
  const foreignId = buyerAddresses.results[0]!.id;
  const user = await registerUser(testInfo);
  await signIn(user, "/profile");
  for (const path of [
    `/profile/editAddress/${foreignId}`,
    "/profile/editAddress/abc",
    "/profile/editAddress/0",
    "/profile/editAddress/99999999999",
  ]) {
    const response = await page.goto(shopUrl(HOSTS.first, path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  }
  // With no address, the list says so.
  await page.goto(shopUrl(HOSTS.first, "/profile/displayAddress"));
  await expect(page.getByTestId("no-addresses")).toHaveText("You don't have any addresses");
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

/** The contact messages the shop received with this subject. */
async function receivedMessages(subject: string): Promise<{ subject: string; email: string }[]> {
  const tenant = await upstreamTenant(HOSTS.first);
  const inbox = (await (await fetch(`${UPSTREAM()}/dev/contact-messages/?tenant=${tenant.id}`)).json()) as {
    results: { subject: string; email: string }[];
  };
  return inbox.results.filter((message) => message.subject === subject);
}

async function fillContact(page: Page, user: { mobile: string; email: string }, subject: string) {
  await page.getByLabel("Name").fill("Profile Tester");
  await page.getByLabel("Phone").fill(user.mobile);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Message").fill(subject);
}

/** Clicks Send Message; resolves with the status of the POST (a redirect: 303 without JavaScript, 202 with it). */
async function sendContact(page: Page): Promise<number> {
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  return (await answer).status();
}

const SENT_REDIRECT = (javaScriptEnabled: boolean) => (javaScriptEnabled ? 202 : 303);

test("contact us: required fields, then a sent message (303 and a flash), an empty form, and a reload sends nothing", async ({
  page,
  javaScriptEnabled,
  signIn,
}, testInfo) => {
  const user = await registerUser(testInfo);
  await signIn(user, "/profile/contactus");
  await expect(page.getByLabel("Message")).toHaveAttribute("rows", "4");
  const send = page.getByRole("button", { name: "Send Message" });

  await send.click();
  await expect(page.getByText("this field is required.", { exact: true })).toHaveCount(4);
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  const subject = `Where is my parcel? ${testInfo.project.name} ${Date.now()}`;
  await fillContact(page, user, subject);
  expect(await sendContact(page)).toBe(SENT_REDIRECT(javaScriptEnabled));
  await expect(page.getByTestId("flash")).toHaveText("Message sent successfully.");
  expect(new URL(page.url()).pathname).toBe("/profile/contactus");
  for (const field of ["Name", "Phone", "Email", "Message"]) await expect(page.getByLabel(field)).toHaveValue("");
  await expect(page.getByText("this field is required.", { exact: true })).toHaveCount(0);
  expect(await receivedMessages(subject)).toEqual([expect.objectContaining({ subject, email: user.email })]);

  // The page after sending is a GET: reloading it shows the form again and sends nothing.
  await page.reload();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  await expect(page.getByTestId("flash")).toHaveCount(0);
  expect(await receivedMessages(subject)).toHaveLength(1);
});

test("contact us has a honeypot: a hidden field a bot fills in refuses the message", async ({
  page,
  signIn,
}, testInfo) => {
  const user = await registerUser(testInfo);
  await signIn(user, "/profile/contactus");
  const trap = page.locator('input[name="name__confirm"]');
  await expect(trap).toBeHidden();
  // What a bot does: fill in every input, hidden or not.
  await trap.evaluate((input: HTMLInputElement) => (input.value = "bot"));
  const subject = `Buy cheap followers ${testInfo.project.name} ${Date.now()}`;
  await fillContact(page, user, subject);
  expect(await sendContact(page)).toBe(400);
  await expect(page.getByTestId("form-error")).toHaveText(
    "This form could not be sent. Please reload the page and try again.",
  );
  expect(await receivedMessages(subject)).toHaveLength(0);
});

test("contact us is rate-limited per shopper: the sixth message in a minute gets a 429", async ({
  page,
  javaScriptEnabled,
  signIn,
}, testInfo) => {
  test.slow();
  const user = await registerUser(testInfo);
  await signIn(user, "/profile/contactus");
  // The default limit: 5 a minute (RATE_LIMIT_MAX).
  for (let index = 1; index <= 5; index += 1) {
    await fillContact(page, user, `Message ${index}`);
    expect(await sendContact(page)).toBe(SENT_REDIRECT(javaScriptEnabled));
    await expect(page.getByTestId("flash")).toHaveText("Message sent successfully.");
    // The flash may still be the last one: the emptied form shows this send is through.
    await expect(page.getByLabel("Message")).toHaveValue("");
  }
  await fillContact(page, user, "Message 6");
  expect(await sendContact(page)).toBe(429);
  await expect(page.getByTestId("form-error")).toHaveText(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
  await expect(page.getByTestId("flash")).toHaveCount(0);
});

test("about us shows the shop's text and contact details", { tag: "@once" }, async ({ page, signIn }, testInfo) => {
  const tenant = await upstreamTenant(HOSTS.first);
  const user = await registerUser(testInfo);
  await signIn(user, "/profile/aboutus");
  await expect(tabs(page).getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("about-email")).toHaveText(tenant.email);
  await expect(page.getByTestId("about-address")).toHaveText(tenant.address);
  await expect(page.getByTestId("about-mobile")).toHaveText(tenant.mobile);
  await expect(page.getByTestId("about-text")).not.toBeEmpty();
});
