import { testUpstreamForThisFile } from "../../upstream/test-helpers.ts";

/**
 * The cart route against the reference upstream: what its loader writes back when lines went
 * away, and what a replayed add answers. The cart store is this process's (no REDIS_URL).
 */

const up = testUpstreamForThisFile({ strict: true });

/** Runs once, the next time the cart reads this product from the catalogue: another tab's change in the middle of a read. */
let duringReadOf: { productId: number; run: () => Promise<void> } | undefined;

vi.mock("#server/catalog/catalog", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#server/catalog/catalog")>();
  return {
    ...actual,
    loadProduct: vi.fn(async (shopId: number, productId: number) => {
      const hook = duringReadOf;
      if (hook?.productId === productId) {
        duringReadOf = undefined;
        await hook.run();
      }
      return actual.loadProduct(shopId, productId);
    }),
  };
});

type CartRoute = typeof import("../../app/routes/(ar)._shop.cart/route");
type Carts = typeof import("#server/cart/cart");
let route: CartRoute;
let carts: Carts;
let products: number[];

beforeAll(async () => {
  process.env.COMMERCE_API_URL = up.api;
  process.env.PAYMENT_API_URL = up.pay;
  process.env.TRACKING_API_URL = up.track;
  vi.resetModules();
  route = await import("../../app/routes/(ar)._shop.cart/route");
  carts = await import("#server/cart/cart");
  const list = await up.call("GET", "/api/products?tenantId=1&page_size=500");
  products = (list.body as { results: { id: number; productOptions: unknown[] }[] }).results
    .filter((p) => p.productOptions.length === 0)
    .map((p) => p.id);
});

/** The load context the edge builds (server/edge/main.ts) for the first shop. */
async function context() {
  const { resolveShop } = await import("#server/tenancy/shop");
  return {
    shop: () => resolveShop("demo.localhost"),
    nonce: "test",
    requestId: "test",
    clientAddress: "127.0.0.1",
    language: "en" as const,
  };
}

const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;
const cartCookieOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith("__cart="));
const line = (productId: number) => ({ productId, quantity: 1, optionIds: [] });
const add = (productId: number) => (lines: Parameters<Carts["addLine"]>[0]) =>
  carts.addLine(lines, line(productId)).lines;
const cartRequest = (cookie?: string, body?: URLSearchParams) =>
  new Request("http://demo.localhost/cart", {
    method: body ? "POST" : "GET",
    headers: { Host: "demo.localhost", ...(cookie ? { Cookie: cookiePair(cookie) } : {}) },
    body,
  });

describe("the cart page drops lines that no longer exist", () => {
  it("drops only those: a line another tab added while the page read the catalogue stays", async () => {
    const [kept, addedMeanwhile] = products as [number, number];
    const gone = 2_000_000_000;
    const start = await carts.changeCart(cartRequest(), 1, (lines) => add(gone)(add(kept)(lines)));
    duringReadOf = {
      productId: gone,
      run: async () => void (await carts.changeCart(cartRequest(start.cookie), 1, add(addedMeanwhile))),
    };
    const answer = (await route.loader({
      request: cartRequest(start.cookie),
      params: {},
      context: await context(),
    })) as unknown as { data: { notice: string | null }; init: { headers: Record<string, string> } };
    expect(duringReadOf).toBeUndefined();
    expect(answer.data.notice).toBe("Some products in your cart are no longer available and were removed.");
    const written = answer.init.headers["Set-Cookie"]!;
    expect((await carts.readCart(cartRequest(written), 1)).map((l) => l.productId)).toEqual([kept, addedMeanwhile]);
  });
});

describe("a replayed add", () => {
  it("sends the cart's newest cookie too: the first answer's may never have arrived", async () => {
    const [first, second] = products as [number, number];
    const start = await carts.changeCart(cartRequest(), 1, add(first));
    const form = (token: string) =>
      new URLSearchParams({
        intent: "add",
        productId: String(second),
        quantity: "1",
        redirectTo: `/single-product/${second}`,
        formToken: token,
      });
    const { revision } = await carts.readCartState(cartRequest(start.cookie), 1);
    const post = async () =>
      (await route.action({
        request: cartRequest(start.cookie, form(revision)),
        params: {},
        context: await context(),
      })) as Response;
    const answered = await post();
    expect(cartCookieOf(answered.headers)).toBeDefined();
    // Its answer lost: the same form sent again with the cookie from before. It adds nothing more, and the cookie catches up.
    const replayed = await post();
    expect(replayed.status).toBe(303);
    const cookie = cartCookieOf(replayed.headers);
    expect(cookie).toBeDefined();
    expect(await carts.readCart(cartRequest(cookie), 1)).toEqual([line(first), line(second)]);
  });
});
