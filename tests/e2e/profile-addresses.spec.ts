import { expect, test, type Locator, type Page } from "./fixtures";
import { HOSTS, shopUrl } from "./helpers";
import { BUYER, NOT_FOUND, registerUser, tabs, UPSTREAM, upstreamGet, upstreamToken } from "./profile-helpers";

/** The profile's addresses, with JavaScript on and off (profile.spec.ts says how users are made). */

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
