import { expect, test, type Page } from "./fixtures";
import { registerShopper } from "./account-helpers";
import { HOSTS, setTrackingServices, shopUrl, upstreamTenant, withTrackingServices } from "./helpers";

/**
 * The tracking API's contact switch (spec §7, GET identity/services/1/). The test flips it for
 * the second shop only (the reference upstream keeps the switches per shop), holding a lock so
 * that its JS and no-JS copies take turns; the storefront caches the switch for one second here
 * (SERVICES_CACHE_TTL_SECONDS in the global setup).
 */

const PATH = "/profile/contactus";
const REFUSED =
  "Your message was not sent: this shop is not taking messages through the contact form right now. Please email or call the shop instead.";
const OFF = "Messages through this form are switched off for now. You can still reach the shop by email or phone.";

/** Waits until the storefront serves the contact page with (or without) the form, using a second tab. */
async function waitForForm(page: Page, shown: boolean) {
  const probe = await page.context().newPage();
  try {
    await expect(async () => {
      await probe.goto(shopUrl(HOSTS.second, PATH));
      await expect(probe.getByRole("button", { name: "Send Message" })).toHaveCount(shown ? 1 : 0, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    await probe.close();
  }
}

test("with the contact service off, Contact Us has no form, refuses a message and still shows the shop's email and phone", async ({
  page,
  signIn,
}, testInfo) => {
  // The other project's copy may hold the switch first.
  test.slow();
  const tenant = await upstreamTenant(HOSTS.second);
  const shopper = await registerShopper(testInfo, { host: HOSTS.second, prefix: "contact-switch" });
  const inbox = async () => {
    const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/api/dev/contact-messages/?tenant=${tenant.id}`);
    return ((await response.json()) as { results: Array<{ subject: string }> }).results.map(
      (message) => message.subject,
    );
  };

  await withTrackingServices(tenant.id, async () => {
    await setTrackingServices(tenant.id, { contact: true });
    await signIn(shopper, PATH);
    await waitForForm(page, true);
    await page.reload();
    await expect(page.getByTestId("contact-email")).toHaveText(tenant.email);
    await expect(page.getByTestId("contact-mobile")).toHaveText(tenant.mobile);

    // A shopper fills the form while it is on; the shop switches contact off before it is sent.
    const subject = `Switched off ${testInfo.project.name} ${Date.now()}`;
    await page.getByLabel("Name").fill("Switch Tester");
    await page.getByLabel("Phone").fill(shopper.mobile);
    await page.getByLabel("Email").fill(shopper.email);
    await page.getByLabel("Message").fill(subject);
    await setTrackingServices(tenant.id, { contact: false });
    await waitForForm(page, false);

    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByTestId("contact-refused")).toHaveText(REFUSED);
    await expect(page.getByRole("button", { name: "Send Message" })).toHaveCount(0);
    await expect(page.getByTestId("contact-email")).toHaveText(tenant.email);
    await expect(page.getByTestId("contact-mobile")).toHaveText(tenant.mobile);
    expect(await inbox()).not.toContain(subject);

    // Coming back later: no form, a note, and the shop's email and phone (also in the footer).
    await page.goto(shopUrl(HOSTS.second, PATH));
    await expect(page.getByTestId("contact-off")).toHaveText(OFF);
    await expect(page.getByLabel("Message")).toHaveCount(0);
    await expect(page.getByTestId("contact-email")).toHaveText(tenant.email);
    await expect(page.getByTestId("contact-mobile")).toHaveText(tenant.mobile);
    await expect(page.getByTestId("footer-email")).toHaveText(tenant.email);

    // The switch belongs to the second shop: the first shop's form stays on meanwhile.
    const firstShopper = await registerShopper(testInfo, { prefix: "contact-switch-first" });
    const firstShop = await page.context().newPage();
    await signIn(firstShopper, PATH, firstShop);
    await expect(firstShop.getByRole("button", { name: "Send Message" })).toBeVisible();
    await firstShop.close();

    // Switched on again, the form is back (before the lock goes to the next test).
    await setTrackingServices(tenant.id, { contact: true });
    await waitForForm(page, true);
    await page.reload();
    await expect(page.getByTestId("contact-off")).toHaveCount(0);
    await expect(page.getByLabel("Message")).toHaveAttribute("rows", "4");
  });
});
