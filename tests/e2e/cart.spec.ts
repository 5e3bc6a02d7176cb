import { expect, test, type Page } from "./fixtures";
import { createCookie } from "@remix-run/node";
import { expectLinkTo, holdScripts, SESSION_SECRET, shopOrigin, shopUrl, upstreamTenant } from "./helpers";
import { expectedUnit, upstreamCatalogue, upstreamShop, type UpstreamProduct } from "./product-helpers";

/**
 * The cart page. Lines are put in through POST /cart (the same request the product page's form
 * sends) from the page's own context, so the cart cookie lands in the browser; the page itself
 * is then used through its UI, with JavaScript on and off. Node's resolver does not know
 * *.localhost, so these tests use localhost, which shows the sample (first) shop.
 */

const HOST = "localhost";
const CART_EMPTY = "Cart is empty, click below to continue shopping";

async function catalogue(): Promise<UpstreamProduct[]> {
  return upstreamCatalogue((await upstreamShop()).id);
}

async function addToCart(page: Page, form: Record<string, string | number>, options: number[] = []) {
  const body = new URLSearchParams({
    intent: "add",
    quantity: "1",
    redirectTo: "/cart",
    ...Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)])),
  });
  for (const option of options) body.append("option", String(option));
  const response = await page.request.post(shopUrl(HOST, "/cart"), {
    headers: { Origin: shopOrigin(HOST), "Content-Type": "application/x-www-form-urlencoded" },
    data: body.toString(),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return response;
}

const money = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test("an empty cart says so and leads back to shopping", { tag: "@once" }, async ({ page }) => {
  await page.goto(shopUrl(HOST, "/cart"));
  await expect(page.getByRole("heading", { name: "Cart (0)" })).toBeVisible();
  await expect(page.getByText(CART_EMPTY)).toBeVisible();
  await expectLinkTo(page.getByRole("link", { name: "Continue Shopping" }), "/");
  await expect(page.getByTestId("cart-badge")).toHaveText("0");
});

test("cart lines: option-adjusted prices, stepper, remove, totals and the badge", async ({ page }) => {
  const products = await catalogue();
  const withOptions = products.find((p) =>
    p.productOptions.some((g) => g.values.length > 1 && g.values.slice(1).some((v) => Number(v.price ?? 0) > 0)),
  )!;
  const plain =
    products.find((p) => p.id !== withOptions.id && p.productOptions.every((g) => g.values.length === 0)) ??
    products.find((p) => p.id !== withOptions.id)!;
  const pricedGroup = withOptions.productOptions.find((g) => g.values.slice(1).some((v) => Number(v.price ?? 0) > 0))!;
  const pricedValue = pricedGroup.values.slice(1).find((v) => Number(v.price ?? 0) > 0)!;

  await page.goto(shopUrl(HOST, "/"));
  await addToCart(page, { productId: withOptions.id }, [pricedValue.id]);
  await addToCart(page, { productId: plain.id });
  // The same product with the same options joins its line.
  await addToCart(page, { productId: plain.id });

  await page.goto(shopUrl(HOST, "/cart"));
  await expect(page.getByRole("heading", { name: "Cart (2)" })).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveText("2");
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);

  const optionLine = lines.filter({ has: page.locator(`a[href="/single-product/${withOptions.id}"]`) });
  const plainLine = lines.filter({ has: page.locator(`a[href="/single-product/${plain.id}"]`) });
  const optionUnit = expectedUnit(withOptions, [pricedValue.id]);
  const plainUnit = expectedUnit(plain, []);
  expect(money(await optionLine.getByTestId("line-unit-price").innerText())).toBe(optionUnit);
  expect(money(await plainLine.getByTestId("line-unit-price").innerText())).toBe(plainUnit);
  await expect(plainLine.getByTestId("line-quantity")).toHaveText("2");
  await expect(optionLine.getByTestId("line-quantity")).toHaveText("1");
  expect(money(await page.getByTestId("cart-total").innerText())).toBeCloseTo(optionUnit + 2 * plainUnit, 2);
  await expect(page.getByText("Including tax, excluding shipping")).toBeVisible();
  await expectLinkTo(page.getByRole("link", { name: "Continue to Checkout" }), "/check-out");

  // The first part of the name is cut to 12 characters plus '...'.
  const title = withOptions.name.en.split("&^&")[0]!.trim();
  const shown = title.length > 12 ? `${title.slice(0, 12)}...` : title;
  await expect(optionLine.getByRole("heading", { level: 2 })).toHaveText(shown);

  // Minus is disabled at 1; plus adds one; minus takes it back.
  await expect(optionLine.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  await optionLine.getByRole("button", { name: "Increase quantity" }).click();
  await expect(optionLine.getByTestId("line-quantity")).toHaveText("2");
  await expect(page.getByTestId("cart-total")).toHaveText(
    new RegExp(String(Math.round((2 * optionUnit + 2 * plainUnit) * 100) / 100)),
  );
  await optionLine.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(optionLine.getByTestId("line-quantity")).toHaveText("1");
  await expect(optionLine.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();

  // Remove deletes the line and the badge follows.
  await plainLine.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.getByRole("heading", { name: "Cart (1)" })).toBeVisible();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await optionLine.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.getByText(CART_EMPTY)).toBeVisible();
});

/** Posts a cart line change as the stepper's form does (no JavaScript). */
async function postLineChange(page: Page, form: Record<string, string>) {
  const response = await page.request.post(shopUrl(HOST, "/cart"), {
    headers: { Origin: shopOrigin(HOST), "Content-Type": "application/x-www-form-urlencoded" },
    data: new URLSearchParams(form).toString(),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

test("the stepper asks for a quantity: a double-clicked or resubmitted + counts once", async ({ page }) => {
  const products = await catalogue();
  await page.goto(shopUrl(HOST, "/"));
  await addToCart(page, { productId: products[0]!.id });
  await page.goto(shopUrl(HOST, "/cart"));
  const line = page.getByTestId("cart-line");
  await expect(line.getByTestId("line-quantity")).toHaveText("1");

  await line.getByRole("button", { name: "Increase quantity" }).dblclick();
  await expect(line.getByTestId("line-quantity")).toHaveText("2");
  // Once every answer is in (the line no longer busy: a write can wait its turn with no request
  // on the wire, so network quiet is no sign), the cart itself says 2 (not 3).
  await expect(line).not.toHaveAttribute("aria-busy", "true");
  await page.goto(shopUrl(HOST, "/cart"));
  await expect(line.getByTestId("line-quantity")).toHaveText("2");

  // The same form sent twice (a resubmission) sets the quantity it names, twice.
  const key = (await line.getAttribute("data-line"))!;
  await postLineChange(page, { intent: "set-quantity", line: key, quantity: "3" });
  await postLineChange(page, { intent: "set-quantity", line: key, quantity: "3" });
  await page.goto(shopUrl(HOST, "/cart"));
  await expect(line.getByTestId("line-quantity")).toHaveText("3");
  await expect(line.getByRole("button", { name: "Increase quantity" })).toHaveAttribute("value", "4");
  await expect(line.getByRole("button", { name: "Decrease quantity" })).toHaveAttribute("value", "2");

  // Quantities outside 1 to 99 change nothing.
  for (const quantity of ["0", "100", "abc"])
    await postLineChange(page, { intent: "set-quantity", line: key, quantity });
  await page.goto(shopUrl(HOST, "/cart"));
  await expect(line.getByTestId("line-quantity")).toHaveText("3");
});

test("two quick adds from two forms both reach the cart, and the badge counts both at once", async ({
  page,
  javaScriptEnabled,
}) => {
  const products = await catalogue();
  const start = products.find((p) => p.category?.name.en === "Bags")!;
  await page.goto(shopUrl(HOST, `/single-product/${start.id}`));
  const related = page.getByRole("list", { name: "Related products" }).getByTestId("product-card").first();
  const relatedId = Number(await related.getAttribute("data-product-id"));
  await expect(page.getByTestId("cart-badge")).toHaveText("0");

  if (javaScriptEnabled) {
    // The product page's form and the quick view's, sent in the same moment: both would
    // start from the empty cart cookie unless the second waits for the first.
    await related.locator("a[data-quick-view]").click();
    await expect(page.getByRole("dialog").getByTestId("quick-view")).toHaveAttribute(
      "data-product-id",
      String(relatedId),
    );
    await page.evaluate(() => {
      for (const selector of ["[data-testid=add-to-cart]", "dialog [data-testid=quick-view-add-to-cart]"]) {
        document.querySelector<HTMLFormElement>(selector)!.requestSubmit();
      }
    });
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await expect(page.getByRole("dialog").getByText("Added to cart", { exact: true })).toBeVisible();
    await expect(page.getByTestId("add-to-cart").getByText("Added to cart", { exact: true })).toBeVisible();
  } else {
    // Without JavaScript the browser sends one form at a time.
    await page.getByTestId("add-to-cart").getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
    await page.locator(`[data-testid=product-card][data-product-id="${relatedId}"] a[data-quick-view]`).click();
    await page.getByTestId("quick-view-add-to-cart").getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
  }

  await page.goto(shopUrl(HOST, "/cart"));
  await expect(page.getByRole("heading", { name: "Cart (2)" })).toBeVisible();
  await expect(page.locator(`[data-testid=cart-line] a[href="/single-product/${start.id}"]`)).toHaveCount(1);
  await expect(page.locator(`[data-testid=cart-line] a[href="/single-product/${relatedId}"]`)).toHaveCount(1);
});

test("adding past a line's maximum of 99 says what happened, not 'Added to cart'", async ({
  page,
  javaScriptEnabled,
}) => {
  const product = (await catalogue()).find((p) => p.productOptions.every((g) => g.values.length === 0))!;
  await page.goto(shopUrl(HOST, "/"));
  await addToCart(page, { productId: product.id, quantity: 97 });
  await page.goto(shopUrl(HOST, `/single-product/${product.id}`));
  const form = page.getByTestId("add-to-cart");
  // Where the answer shows: the form's live region with JavaScript, the flash without.
  const answer = javaScriptEnabled ? form.getByTestId("add-to-cart-message") : page.getByTestId("flash");

  await form.getByLabel("Quantity").fill("5");
  await form.getByRole("button", { name: "Add to cart" }).click();
  await expect(answer).toHaveText(
    "Added 2 to cart: this item is now in your cart 99 times, the most one line can hold.",
  );
  await expect(form.getByRole("button", { name: "Add to cart" })).toBeEnabled();
  await form.getByRole("button", { name: "Add to cart" }).click();
  await expect(answer).toHaveText(
    "This item is already in your cart 99 times, the most one line can hold. Nothing was added.",
  );

  await page.goto(shopUrl(HOST, "/cart"));
  await expect(page.getByTestId("line-quantity")).toHaveText("99");
});

test("two cart changes sent at the same moment (two tabs) both stay", { tag: "@once" }, async ({ page }) => {
  const products = await catalogue();
  await page.goto(shopUrl(HOST, "/"));
  await addToCart(page, { productId: products[0]!.id });
  // Both carry the cookie of the one-line cart; each answer sets a cookie, the browser keeps the later.
  await Promise.all([
    addToCart(page, { productId: products[1]!.id }),
    addToCart(page, { productId: products[2]!.id }),
    addToCart(page, { productId: products[3]!.id }),
  ]);
  await page.goto(shopUrl(HOST, "/cart"));
  await expect(page.getByRole("heading", { name: "Cart (4)" })).toBeVisible();
});

test("an add form sent again (Back and submit, or a double submit) adds once", async ({ page, javaScriptEnabled }) => {
  const product = (await catalogue()).find((p) => p.productOptions.every((g) => g.values.length === 0))!;
  // With JavaScript, a shopper whose page has not hydrated yet sends the plain form too.
  const releaseScripts = javaScriptEnabled ? await holdScripts(page) : () => {};
  // Opened without waiting for a hydration the held scripts hold back (the fixture's `load` would wait for it).
  const open = (url: string) => page.goto(url, { waitUntil: "domcontentloaded" });
  const productPage = shopUrl(HOST, `/single-product/${product.id}`);
  const form = page.getByTestId("add-to-cart");
  for (const round of [1, 2]) {
    await open(productPage);
    const token = await form.locator("input[name=formToken]").inputValue();
    await form.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByTestId("flash")).toHaveText("Added to cart");
    // The page as it was before the add (what Back shows from the browser's cache), sent again.
    await open(productPage);
    await form.locator("input[name=formToken]").evaluate((input: HTMLInputElement, old) => (input.value = old), token);
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
    await expect(page.getByTestId("flash")).toHaveText("Added to cart");
    await open(shopUrl(HOST, "/cart"));
    await expect(page.getByTestId("line-quantity")).toHaveText(String(2 * round - 1));
    // The same form twice at once (a double click: the browser cancels the first navigation,
    // the server still gets both). Two requestSubmit() in one task send one POST, so the two
    // POSTs are sent here, together, with the form's fields, the same cookie and token.
    await open(productPage);
    const fields = await form.evaluate(
      (element: HTMLFormElement) => Object.fromEntries(new FormData(element)) as Record<string, string>,
    );
    expect(fields.formToken).toBeTruthy();
    const answers = await Promise.all([addToCart(page, fields), addToCart(page, fields)]);
    expect(answers.map((answer) => answer.headers().location)).toEqual([
      `/single-product/${product.id}`,
      `/single-product/${product.id}`,
    ]);
    await open(shopUrl(HOST, "/cart"));
    await expect(page.getByTestId("line-quantity")).toHaveText(String(2 * round));
  }
  releaseScripts();
});

test("bad cart input gets a clear message, never a server error", { tag: "@once" }, async ({ page }) => {
  const products = await catalogue();
  const [first, second] = [products[0]!, products.find((p) => p.productOptions.some((g) => g.values.length > 0))!];
  const foreignOption = second.productOptions.flatMap((g) => g.values)[0]!.id;
  const other = products.find(
    (p) => p.id !== second.id && !p.productOptions.flatMap((g) => g.values).some((v) => v.id === foreignOption),
  )!;
  await page.goto(shopUrl(HOST, "/"));
  for (const quantity of ["-1", "0", "1000", "abc"]) {
    await addToCart(page, { productId: first.id, quantity });
  }
  await addToCart(page, { productId: 999_999 });
  await addToCart(page, { productId: other.id }, [foreignOption]);
  await page.goto(shopUrl(HOST, "/cart"));
  await expect(page.getByRole("heading", { name: "Cart (0)" })).toBeVisible();

  // The flash of the last refusal is shown on the next page.
  await addToCart(page, { productId: other.id }, [foreignOption]);
  await page.goto(shopUrl(HOST, "/cart"));
  await expect(page.getByTestId("flash")).toContainText("is not available for this product");
});

test("a full cart says so", { tag: "@once" }, async ({ page }) => {
  const products = await catalogue();
  await page.goto(shopUrl(HOST, "/"));
  for (const product of products.slice(0, 30)) await addToCart(page, { productId: product.id });
  await addToCart(page, { productId: products[30]!.id });
  await page.goto(shopUrl(HOST, "/cart"));
  await expect(page.getByRole("heading", { name: "Cart (30)" })).toBeVisible();
  await expect(page.getByTestId("flash")).toContainText("Your cart is full");
});

test("a product that no longer exists is dropped with a message", { tag: "@once" }, async ({ page, context }) => {
  const products = await catalogue();
  const tenant = await upstreamTenant("demo.localhost");
  // Sign a cart cookie as the storefront would (the e2e harness's SESSION_SECRET).
  const cookie = createCookie("__cart", { secrets: [SESSION_SECRET], path: "/", httpOnly: true, sameSite: "lax" });
  const value = (
    await cookie.serialize({
      shopId: tenant.id,
      lines: [
        { productId: 999_999, quantity: 1, optionIds: [] },
        { productId: products[0]!.id, quantity: 1, optionIds: [] },
      ],
    })
  )
    .split(";")[0]!
    .split("=")[1]!;
  await context.addCookies([{ name: "__cart", value, domain: HOST, path: "/" }]);
  await page.goto(shopUrl(HOST, "/cart"));
  await expect(page.getByRole("heading", { name: "Cart (1)" })).toBeVisible();
  await expect(page.getByText("Some products in your cart are no longer available and were removed.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Some products in your cart are no longer available and were removed.")).toHaveCount(0);
});
