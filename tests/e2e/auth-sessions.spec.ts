import { expect, test, type Browser, type Cookie, type Page, type TestInfo } from "./fixtures";
import { HOSTS, shopUrl, upstreamTenant } from "./helpers";
import { accountNav, expectSignedIn, newUser, registerAtUpstream, upstreamLogin } from "./account-helpers";
import { LOCAL, sealedValue, sessionCookie, signIn, UPSTREAM } from "./auth-helpers";

/**
 * What a session cookie is worth: on another shop's host, copied before a sign-out or an
 * earlier sign-in, after the shop revoked its token; and that the token never reaches the
 * page. With JavaScript on and off (auth.spec.ts says how users are made).
 */

// Most tests sign in several times, and each sign-in hashes a password at the upstream.
test.describe.configure({ timeout: 60_000 });

test("a session cookie copied from the first shop's host is not signed in on the second's", async ({
  page,
  context,
}) => {
  await signIn(page, HOSTS.first, "buyer@example.com", "Password1");
  await page.waitForURL(shopUrl(HOSTS.first, "/"));
  await expectSignedIn(page, true);
  const cookie = (await sessionCookie(context, HOSTS.first))!;
  await context.addCookies([{ name: cookie.name, value: cookie.value, domain: HOSTS.second, path: "/" }]);
  await page.goto(shopUrl(HOSTS.second, "/"));
  const second = await upstreamTenant(HOSTS.second);
  await expect(page.getByTestId("site-footer")).toContainText(second.email);
  await expectSignedIn(page, false);
});

test("the token never reaches the page: the cookie is sealed, and no HTML or loader data carries it", async ({
  page,
}) => {
  await signIn(page, LOCAL, "buyer@example.com", "Password1");
  await page.waitForURL(shopUrl(LOCAL, "/"));
  await expectSignedIn(page, true);
  // Encrypted and signed (iron): no JSON, no token, no user id to read.
  const sealed = sealedValue((await sessionCookie(page.context(), LOCAL))!.value);
  expect(sealed).toMatch(/^"Fe26\.2\*/);
  expect(sealed).not.toMatch(/token|userId|tenantId/);
  for (const path of ["/", "/cart", "/login", "/_root.data", "/cart.data"]) {
    const response = await page.request.get(shopUrl(LOCAL, path));
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    expect(body, path).not.toContain("Bearer");
    expect(body, path).not.toMatch(/\baccess\b/i);
    expect(body, path).not.toMatch(/[0-9a-f]{64}/i);
    expect(body, path).not.toContain("Fe26.2");
  }
});

/** A new shopper signed in with "remember me" on /: the account and the session cookie it got. */
async function rememberedSignIn(page: Page, testInfo: TestInfo) {
  const user = newUser(testInfo);
  await registerAtUpstream(user);
  await signIn(page, LOCAL, user.email, user.password, { remember: true });
  await page.waitForURL(shopUrl(LOCAL, "/"));
  return { user, cookie: (await sessionCookie(page.context(), LOCAL))! };
}

/** A copy of a session cookie, in a browser of its own: the header shows Login, and /profile leads to /login. */
async function expectCopySignsNobodyIn(browser: Browser, javaScriptEnabled: boolean, cookie: Cookie) {
  const copy = await browser.newContext({ javaScriptEnabled });
  await copy.addCookies([
    {
      name: cookie.name,
      value: cookie.value,
      domain: cookie.domain,
      path: cookie.path,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  const copyPage = await copy.newPage();
  await copyPage.goto(shopUrl(LOCAL, "/"));
  await expectSignedIn(copyPage, false);
  await copyPage.goto(shopUrl(LOCAL, "/profile"));
  await copyPage.waitForURL(/\/login\?redirectTo=%2Fprofile$/);
  await copy.close();
}

test("a copy of the session cookie taken before sign-out does not sign anyone in afterwards", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  const { cookie: stolen } = await rememberedSignIn(page, testInfo);

  await accountNav(page).getByRole("button", { name: "Logout" }).click();
  await page.waitForURL(shopUrl(LOCAL, "/"));
  await expectSignedIn(page, false);

  await expectCopySignsNobodyIn(browser, javaScriptEnabled, stolen);
});

test("signing in again ends the sign-in before: a copy of its cookie signs nobody in", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  const { user, cookie: before } = await rememberedSignIn(page, testInfo);

  // Signed in, the shopper opens /login and signs in once more.
  await signIn(page, LOCAL, user.email, user.password);
  await page.waitForURL(shopUrl(LOCAL, "/"));
  await expectSignedIn(page, true);
  expect((await sessionCookie(page.context(), LOCAL))!.value).not.toBe(before.value);

  await expectCopySignsNobodyIn(browser, javaScriptEnabled, before);
});

test("a token the shop revoked ends the session on the way to /login: the header says Login again", async ({
  page,
}, testInfo) => {
  const user = newUser(testInfo);
  const { id } = await registerAtUpstream(user);
  await signIn(page, LOCAL, user.email, user.password);
  await page.waitForURL(shopUrl(LOCAL, "/"));
  await expectSignedIn(page, true);

  // The password changed elsewhere: the upstream revokes every other token of the user.
  const other = await upstreamLogin(user.email, user.password);
  const changed = await fetch(`${UPSTREAM()}/users/change-password/${id}/`, {
    method: "POST",
    headers: { Authorization: `Bearer ${other}`, "Content-Type": "application/json" },
    body: JSON.stringify({ old_password: user.password, password: "Changed123", password2: "Changed123" }),
  });
  expect(changed.status).toBe(200);

  await page.goto(shopUrl(LOCAL, "/profile/orders"));
  await page.waitForURL(shopUrl(LOCAL, `/login?${new URLSearchParams({ redirectTo: "/profile/orders" })}`));
  expect((await sessionCookie(page.context(), LOCAL))?.value ?? "").toBe("");
  await page.goto(shopUrl(LOCAL, "/"));
  await expectSignedIn(page, false);
});
