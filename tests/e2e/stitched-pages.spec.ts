import { expect, test, waitForHydration, type Page, type TestInfo } from "./fixtures";
import { accountNav, expectSignedIn, registerShopper, sealedSignIn, upstreamAs, type Shopper } from "./account-helpers";
import { mergedCookies } from "../../scripts/load.ts";
import { HOSTS, shopUrl } from "./helpers";

/**
 * Signed-in shoppers' catalogue pages are the guest's page kept as a shell, with each
 * shopper's own fragments stitched in (docs/decisions/0029-visitor-slots.md). What must hold:
 * no shopper ever sees another's bits, and every stitched page is the page a full render gives
 * that shopper. Each answer is compared with the same page from a second storefront whose page
 * cache is off (full-render-stack.ts), for many shoppers at once, with JavaScript on (the pages
 * as hydrated) and off (the HTML as sent).
 */

const PAGES = [
  "/",
  "/category/1",
  "/single-product/1",
  "/single-product/4",
  "/search?q=a",
  "/categories",
  "/about-us",
  "/quick-view/3",
  "/ar",
  "/ar/category/1",
  "/ar/single-product/2",
];
const SHOPPERS = 6;

/** A shopper with a session and a cart of their own, and what their pages must show. */
type Visitor = { name: string; cookie: string; wished: number[]; cartLines: number; flash: boolean };

/** A form POSTed to the cached storefront as a plain HTML form would be; the visitor's cookies after it. */
async function post(path: string, cookie: string, form: Record<string, string>): Promise<string> {
  const response = await fetch(shopUrl("localhost", path), {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: cookie,
      Origin: new URL(shopUrl("localhost")).origin,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form),
  });
  expect(response.status, `POST ${path}`).toBe(303);
  return mergedCookies(cookie, response.headers.getSetCookie());
}

/** The products whose hearts the guest's home and first category show. */
async function productsOnPages(): Promise<number[]> {
  const ids = new Set<number>();
  for (const path of ["/", "/category/1"]) {
    const html = await (await fetch(shopUrl("localhost", path))).text();
    for (const match of html.matchAll(/data-testid="wishlist-heart" data-product-id="(\d+)"/g))
      ids.add(Number(match[1]));
  }
  return [...ids];
}

/**
 * SHOPPERS signed-in shoppers, each with other wished products, another number of cart lines
 * and another name; the last one also has a flash message waiting (a heart toggled without
 * JavaScript), and one more visitor is a guest with a cart (whose add left a flash message in a
 * session of its own).
 */
async function visitors(testInfo: TestInfo): Promise<Visitor[]> {
  const products = await productsOnPages();
  expect(products.length).toBeGreaterThan(SHOPPERS);
  const made = await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, index): Promise<Visitor> => {
      const name = `Stitch${index}`;
      const shopper: Shopper = await registerShopper(testInfo, { prefix: `stitched-${index}`, firstName: name });
      const wished = products.filter((_id, at) => at % SHOPPERS === index || at % (index + 2) === 0);
      for (const product of wished)
        await upstreamAs(shopper, `products/wishlist/toggle/?tenantId=${shopper.tenantId}`, {
          method: "POST",
          body: { product },
        });
      let cookie = `__session=${await sealedSignIn(shopper)}`;
      for (const product of products.slice(0, index))
        cookie = await post("/cart", cookie, { intent: "add", productId: String(product), redirectTo: "/" });
      // A plain add answers with a flash message, waiting in the session for the next view.
      return { name, cookie, wished, cartLines: index, flash: index > 0 };
    }),
  );
  const last = made[SHOPPERS - 1]!;
  last.cookie = await post("/wishlist", last.cookie, {
    intent: "toggle-wishlist",
    productId: String(last.wished[0]),
    redirectTo: "/",
  });
  made[SHOPPERS - 1] = { ...last, wished: last.wished.slice(1), flash: true };
  const guest = await post("/cart", "", { intent: "add", productId: String(products[0]), redirectTo: "/" });
  return [...made, { name: "guest", cookie: guest, wished: [], cartLines: 1, flash: true }];
}

/**
 * A page's markup as compared: scripts (the hydration data, which differs in form: the shell's
 * with the visitor's beside it) and nonces left out, both storefronts' origins made one, and the
 * review form's one-time token (new on every render) blanked. Only the document: a browser's
 * full render streams React's Suspense placeholders after it, a kept page has them resolved.
 */
function comparable(html: string): string {
  return withoutReviewToken(
    html
      .slice(0, html.indexOf("</html>") + "</html>".length)
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/ nonce="[^"]*"/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      .replace(/https?:\/\/[\w.-]+:\d+/g, "ORIGIN"),
  );
}

/** The review form's one-time token blanked: each render makes a new one. */
function withoutReviewToken(html: string): string {
  return html.replace(/(data-testid="review-form"[\s\S]*?name="formToken" value=")[\w-]+"/, '$1TOKEN"');
}

/** Where two pages first differ, with some markup around it; "" when they are the same. */
function difference(stitched: string, full: string): string {
  const [a, b] = [comparable(stitched), comparable(full)];
  if (a === b) return "";
  let at = 0;
  while (a[at] === b[at]) at += 1;
  return `stitched …${a.slice(Math.max(0, at - 200), at + 200)}…\nfull     …${b.slice(Math.max(0, at - 200), at + 200)}…`;
}

/** The shop layout's data a stitched page carries for the browser (app/lib/stitched-visitor.ts). */
function stitchedData(
  html: string,
): { visitor: { signedIn: boolean; cartCount: number; wishlistIds: number[] }; flash: unknown } | null {
  const block = /<script type="application\/json" id="visitor-data">([\s\S]*?)<\/script>/.exec(html);
  return block ? JSON.parse(block[1]!)["routes/(ar)._shop"] : null;
}

/** What the pages show of their visitor, as the browser has it: the places that differ per visitor. */
async function visitorRegions(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      'nav[aria-label="Account"]',
      '[data-testid="flash"]',
      '[data-testid="site-footer"] h2 + ul',
      '[data-testid="wishlist-heart"]',
      '[data-testid="add-to-cart"]',
      '[data-testid="review-form"]',
      '[data-testid="review-sign-in"]',
    ]
      .flatMap((selector) => [...document.querySelectorAll(selector)].map((element) => element.outerHTML))
      .join("\n"),
  );
}

test.describe("stitched pages", () => {
  test.describe.configure({ timeout: 240_000 });

  test("every shopper's stitched page is their full render, many shoppers at once, as sent @once", async ({
    fullRender,
  }, testInfo) => {
    const all = await visitors(testInfo);
    const fetchPage = async (url: string, cookie: string) => {
      const response = await fetch(url, {
        headers: { Cookie: cookie, "User-Agent": "Mozilla/5.0 (stitched-pages test)" },
      });
      expect(response.status, url).toBe(200);
      return { kind: response.headers.get("x-page-cache"), html: await response.text() };
    };
    // Each visitor's full renders first, one page at a time (under the load below, the full
    // renders' own wishlist side calls would give up, and a page shows no hearts then).
    const full = new Map<string, string>();
    await Promise.all(
      all.map(async (visitor) => {
        for (const path of PAGES)
          full.set(
            `${visitor.name} ${path}`,
            (await fetchPage(fullRender.url(path, "localhost"), visitor.cookie)).html,
          );
        // And one view on the cached storefront: its wished ids are kept from then on, as after
        // any first view (the first asks the upstream, a side call that gives up under this load).
        await fetchPage(shopUrl("localhost", "/"), visitor.cookie);
      }),
    );
    const expectTheirPage = async (visitor: Visitor, path: string) => {
      const cached = await fetchPage(shopUrl("localhost", path), visitor.cookie);
      const view = `${visitor.name} ${path}`;
      // Every visitor here has a session (the guest's add left a flash message in one).
      expect(cached.kind, view).toBe("stitched");
      expect(difference(cached.html, full.get(view)!), view).toBe("");
      const data = stitchedData(cached.html)!;
      expect(data.visitor.signedIn, view).toBe(visitor.name !== "guest");
      expect(data.visitor.cartCount, view).toBe(visitor.cartLines);
      expect([...data.visitor.wishlistIds].sort(), view).toEqual([...visitor.wished].sort());
      expect(Boolean(data.flash), view).toBe(visitor.flash);
    };
    // Then every visitor asks for every page three times at once on the cached storefront: the
    // first views of a page render its shell while the others wait for it.
    await Promise.all(
      all.flatMap((visitor) => PAGES.flatMap((path) => [0, 1, 2].map(() => expectTheirPage(visitor, path)))),
    );
    // And once more: a view seen again is remembered, its runs compressed whole meanwhile (decision 0031).
    await Promise.all(
      all.map(async (visitor) => {
        for (const path of PAGES) await expectTheirPage(visitor, path);
      }),
    );
  });

  test("every shopper's stitched page, as their browser shows it, is their full render's", async ({
    browser,
    fullRender,
  }, testInfo) => {
    const all = (await visitors(testInfo)).slice(2, 6);
    const shown = async (url: string, cookie: string) => {
      const context = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
      await context.addCookies(
        cookie
          .split("; ")
          .filter(Boolean)
          .map((pair) => ({
            name: pair.split("=")[0]!,
            value: pair.slice(pair.indexOf("=") + 1),
            url: new URL(url).origin,
          })),
      );
      const page = await context.newPage();
      const response = await page.goto(url);
      await waitForHydration(page);
      // The review form hydrates once its own chunk is there (app/components/ReviewPlace.tsx).
      if (testInfo.project.use.javaScriptEnabled && (await page.getByTestId("review-form").count()) > 0)
        await page.locator('[data-testid="review-form"] input[name="fetcher"]').waitFor({ state: "attached" });
      const regions = withoutReviewToken(await visitorRegions(page));
      await context.close();
      return { kind: response?.headers()["x-page-cache"], regions };
    };
    for (const path of ["/", "/category/1", "/single-product/1", "/ar/single-product/2"]) {
      const full = await Promise.all(all.map((visitor) => shown(fullRender.url(path), visitor.cookie)));
      await Promise.all(
        all.map(async (visitor, index) => {
          const cached = await shown(shopUrl(HOSTS.first, path), visitor.cookie);
          expect(cached.kind).toBe("stitched");
          expect(cached.regions, `${visitor.name} ${path}`).toBe(full[index]!.regions);
        }),
      );
    }
  });
  test("a shopper's heart, cart line and sign-out show on their next view", async ({ page, signIn }, testInfo) => {
    const shopper = await registerShopper(testInfo, { prefix: "stitched-change" });
    await signIn(shopper, "/");
    // Seen again before the change: the view the edge remembered for this state (decision 0031) must not outlive it.
    await page.goto(shopUrl(HOSTS.first, "/"));
    const hearts = page.getByTestId("wishlist-heart");
    const firstHeart = hearts.first().getByRole("button");
    await expect(firstHeart).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("wishlist-badge")).toHaveText("0");
    await firstHeart.click();
    await expect(firstHeart).toHaveAttribute("aria-pressed", "true");
    // The toggle's answer (with JavaScript the heart flips before it).
    await expect(page.getByTestId("wishlist-badge")).toHaveText("1");
    const view = await page.goto(shopUrl(HOSTS.first, "/"));
    expect(view?.headers()["x-page-cache"]).toBe("stitched");
    await expect(hearts.first().getByRole("button")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("wishlist-badge")).toHaveText("1");

    await page.goto(shopUrl(HOSTS.first, "/single-product/1"));
    const added = page.waitForResponse(
      (answer) => answer.request().method() === "POST" && /\/cart\b/.test(answer.url()),
    );
    await page.getByTestId("add-to-cart").getByRole("button", { name: "Add to Cart" }).click();
    await added;
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await page.goto(shopUrl(HOSTS.first, "/"));
    await expect(page.getByTestId("cart-badge")).toHaveText("1");

    const signedOut = page.waitForResponse(
      (answer) => answer.request().method() === "POST" && /\/logout\b/.test(answer.url()),
    );
    await accountNav(page).getByRole("button", { name: "Logout" }).click();
    await signedOut;
    await page.goto(shopUrl(HOSTS.first, "/"));
    await expectSignedIn(page, false);
    await expect(hearts.first().getByRole("button")).toHaveAttribute("aria-pressed", "false");
  });
});
