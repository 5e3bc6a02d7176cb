import { expect, test, type Page } from "./fixtures";
import { HOSTS, upstreamTenant } from "./helpers";
import { registerUser, tabs, UPSTREAM } from "./profile-helpers";

/** The profile's Contact Us and About Us, with JavaScript on and off (profile.spec.ts says how users are made). */

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
