import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { testUpstreamForThisFile } from "../../upstream/test-helpers.ts";
import { demoBuyer, plainDemoProducts } from "../support/demo-buyer";
import { CHECKOUT_TEXTS } from "~/texts";
import { cartFingerprint, paymentLines } from "#server/checkout/checkout-attempts";

/**
 * The pay flow against a real reference upstream: the server cart is replaced (never added
 * to) before paying, cash places the order, and a payment API that fails becomes the spec's
 * pay-flow error with nothing placed and the cart kept.
 */

/**
 * Another tab's cart change landing right after the pay flow's next read of the cart, before
 * its write: the moment a check outside the cart's compare-and-set misses.
 */
const afterCartRead = vi.hoisted(() => ({ once: null as null | (() => Promise<unknown>) }));
vi.mock("#server/cart/cart", async (importOriginal) => {
  const real = await importOriginal<typeof import("#server/cart/cart")>();
  return {
    ...real,
    readCart: async (...args: Parameters<typeof real.readCart>) => {
      const lines = await real.readCart(...args);
      const change = afterCartRead.once;
      afterCartRead.once = null;
      await change?.();
      return lines;
    },
  };
});

const up = testUpstreamForThisFile({ strict: true });
let failingPayments: Server;
type Pay = typeof import("#server/checkout/pay") &
  typeof import("#server/checkout/payment-return") &
  typeof import("#server/checkout/card-payment");
let payFlow: Pay;

const shop = { id: 1, currency: "SAR" } as Parameters<Pay["pay"]>[0]["shop"];
const request = new Request("http://demo.localhost/check-out", { method: "POST" });

beforeAll(async () => {
  // A payment API that is down (503 to everything); commerce is the reference upstream.
  failingPayments = createServer((_req, res) => res.writeHead(503).end());
  await new Promise<void>((resolve) => failingPayments.listen(0, "127.0.0.1", resolve));
  process.env.COMMERCE_API_URL = up.api;
  process.env.PAYMENT_API_URL = `http://127.0.0.1:${(failingPayments.address() as AddressInfo).port}/payment-api/`;
  process.env.TRACKING_API_URL = up.track;
  payFlow = {
    ...(await import("#server/checkout/pay")),
    ...(await import("#server/checkout/payment-return")),
    ...(await import("#server/checkout/card-payment")),
  };
});

afterAll(async () => {
  await new Promise((resolve) => failingPayments?.close(resolve));
});

const buyer = () => demoBuyer(up);

async function product() {
  const [plain] = await plainDemoProducts(up);
  return { id: plain!.id, price: Number(plain!.price) };
}

async function orderCount(token: string): Promise<number> {
  return ((await up.call("GET", "/api/orders/?page_size=100", { token })).body as { count: number }).count;
}

describe("pay", () => {
  it("cash: replaces the server cart (a retry never doubles it) and places one order", async () => {
    const { user, addressId } = await buyer();
    const item = await product();
    const lines = [{ productId: item.id, quantity: 2, optionIds: [] }];
    const before = await orderCount(user.token);
    // A stale server cart from an earlier attempt is emptied first.
    await up.call("POST", "/api/orders/cart/add/", {
      token: user.token,
      body: { product: item.id, quantity: 5, productoptions: [] },
    });
    const outcome = await payFlow.pay(
      {
        request,
        shop,
        user,
        lines,
        shownTotal: item.price * 2,
        addressId,
        methodId: 2,
        language: "en",
      },
      CHECKOUT_TEXTS,
    );
    expect(outcome).toMatchObject({ clearCart: true, flash: { kind: "success", text: "Order placed successfully!" } });
    expect(outcome.location).toMatch(/^\/confirm-order\?order=\d+$/);
    expect(await orderCount(user.token)).toBe(before + 1);
    const orderId = Number(new URL(outcome.location, "http://x").searchParams.get("order"));
    const order = (await up.call("GET", `/api/orders/${orderId}/`, { token: user.token })).body as {
      total: string;
      products: { quantity: number }[];
    };
    expect(order.products.map((line) => line.quantity)).toEqual([2]);
    expect(Number(order.total)).toBe(Math.round(item.price * 200) / 100);
  });

  it("a shown total that is not the upstream's places nothing and asks to look again", async () => {
    const { user, addressId } = await buyer();
    const item = await product();
    const before = await orderCount(user.token);
    const outcome = await payFlow.pay(
      {
        request,
        shop,
        user,
        lines: [{ productId: item.id, quantity: 1, optionIds: [] }],
        shownTotal: item.price + 1,
        addressId,
        methodId: 2,
        language: "en",
      },
      CHECKOUT_TEXTS,
    );
    expect(outcome).toMatchObject({ location: "/check-out", clearCart: false, flash: { kind: "error" } });
    expect(await orderCount(user.token)).toBe(before);
  });

  it("a payment API that is down: 'Something went wrong during checkout', the cart kept, nothing placed", async () => {
    const { user, addressId } = await buyer();
    const item = await product();
    const before = await orderCount(user.token);
    for (const methodId of [1, 4] as const) {
      const outcome = await payFlow.pay(
        {
          request,
          shop,
          user,
          lines: [{ productId: item.id, quantity: 1, optionIds: [] }],
          shownTotal: item.price,
          addressId,
          methodId,
          language: "en",
        },
        CHECKOUT_TEXTS,
      );
      expect(outcome).toEqual({
        location: "/check-out",
        flash: { kind: "error", text: "Something went wrong during checkout" },
        clearCart: false,
      });
    }
    expect(await orderCount(user.token)).toBe(before);
  });

  it("the card provider: no call yet, the amount in minor units and the lines kept for its page", async () => {
    const { user, addressId } = await buyer();
    const item = await product();
    const lines = [{ productId: item.id, quantity: 3, optionIds: [] }];
    const outcome = await payFlow.pay(
      {
        request,
        shop,
        user,
        lines,
        shownTotal: item.price * 3,
        addressId,
        methodId: 5,
        language: "en",
      },
      CHECKOUT_TEXTS,
    );
    expect(outcome).toEqual({
      location: "/moyasar",
      reloadDocument: true,
      clearCart: false,
      pendingCardPayment: {
        shopId: 1,
        addressId,
        amountMinor: Math.round(item.price * 300),
        currency: "SAR",
        cartFingerprint: cartFingerprint(lines),
      },
      // The cart it pays for: its page and its return go on only while the cart is this one.
      paymentCart: { shopId: 1, cartFingerprint: cartFingerprint(lines) },
    });
    // Its lines are kept, for a payment of its form after the cart was ordered in another tab.
    expect(await paymentLines(1, cartFingerprint(lines))).toEqual(lines);
  });
});

describe("payment returns", () => {
  it("are confirmed one at a time: a reload while the first confirms waits for its claim, and says it was confirmed", async () => {
    const { claimPaymentReturn } = await import("#server/checkout/checkout-attempts");
    const reference = `paypal:reload-${Date.now()}`;
    let calls = 0;
    const confirm = async () => {
      calls += 1;
      // The payment API is slow to capture; then the first request claims the return.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return (await claimPaymentReturn(1, reference))
        ? ({ kind: "paid", orderId: 7 } as const)
        : ({ kind: "already-confirmed" } as const);
    };
    const [first, reload] = await Promise.all([
      payFlow.confirmOnce(1, reference, confirm),
      payFlow.confirmOnce(1, reference, confirm),
    ]);
    expect(calls).toBe(1);
    expect([first, reload]).toEqual([{ kind: "paid", orderId: 7 }, { kind: "already-confirmed" }]);
  });

  it("a failed confirmation answers at once, and lets the next request try again", async () => {
    const reference = `paypal:failed-${Date.now()}`;
    const started = Date.now();
    expect(await payFlow.confirmOnce(1, reference, async () => ({ kind: "failed", reason: "declined" }))).toEqual({
      kind: "failed",
      reason: "declined",
    });
    expect(Date.now() - started).toBeLessThan(500);
    expect(await payFlow.confirmOnce(1, reference, async () => ({ kind: "paid", orderId: 8 }))).toEqual({
      kind: "paid",
      orderId: 8,
    });
  });
});

describe("emptying the cart after an order", () => {
  const line = (productId: number) => ({ productId, quantity: 1, optionIds: [] });
  const requestWith = (setCookie: string) =>
    new Request("http://demo.localhost/check-out", { method: "POST", headers: { Cookie: setCookie.split(";")[0]! } });
  /** The cart as the browser has it after `answer`: its own cart cookie if it set one, else the one it sent. */
  const cartAfter = async (answer: Response, sent: string) => {
    const { readCart } = await import("#server/cart/cart");
    const cookie = answer.headers.getSetCookie().find((header) => header.startsWith("__cart=")) ?? sent;
    return (await readCart(requestWith(cookie), 1)).map((kept) => kept.productId);
  };
  /** Tab A's cart of `productId`; `tabB` adds another line to it with the same cookie. */
  async function cartOf(productId: number) {
    const { addLine, changeCart } = await import("#server/cart/cart");
    const { cookie } = await changeCart(
      new Request("http://demo.localhost/cart", { method: "POST" }),
      1,
      (lines) => addLine(lines, line(productId)).lines,
    );
    const tabB = (added: number) => changeCart(requestWith(cookie), 1, (lines) => addLine(lines, line(added)).lines);
    return { cookie, fingerprint: cartFingerprint([line(productId)]), tabB };
  }

  it("an order placed keeps a line another tab added meanwhile, and empties the cart it was placed from", async () => {
    const placed = { location: "/confirm-order?order=1", clearCart: true };
    const changed = await cartOf(11);
    // Tab B adds a line while tab A's cash order is placed.
    await changed.tabB(12);
    expect(
      await cartAfter(
        await payFlow.outcomeResponse(requestWith(changed.cookie), 1, placed, changed.fingerprint),
        changed.cookie,
      ),
    ).toEqual([11, 12]);
    const same = await cartOf(13);
    expect(
      await cartAfter(
        await payFlow.outcomeResponse(requestWith(same.cookie), 1, placed, same.fingerprint),
        same.cookie,
      ),
    ).toEqual([]);
  });

  it("a replayed order whose first answer was lost sends the emptied cart's cookie (the browser's still held the lines)", async () => {
    const placed = { location: "/confirm-order?order=2", clearCart: true };
    const cart = await cartOf(31);
    const first = await payFlow.outcomeResponse(requestWith(cart.cookie), 1, placed, cart.fingerprint);
    expect(await cartAfter(first, cart.cookie)).toEqual([]);
    // The browser cancelled the first answer (a double submit): the replay comes with the old cookie.
    const replay = await payFlow.outcomeResponse(requestWith(cart.cookie), 1, placed, cart.fingerprint);
    const sent = replay.headers.getSetCookie().find((header) => header.startsWith("__cart="));
    expect(sent, "the replay's cart cookie").toBeDefined();
    const { readCart } = await import("#server/cart/cart");
    // Read without the store: the cookie itself is empty, so nothing comes back when the store lets go.
    expect(sent!.split(";")[0]).not.toBe(cart.cookie.split(";")[0]);
    expect(await readCart(requestWith(sent!), 1)).toEqual([]);
    // A request whose cookie is the newest state gets no cart cookie (an older one could drop a change).
    expect(
      (
        await payFlow.outcomeResponse(requestWith(sent!), 1, { location: "/", clearCart: false }, cart.fingerprint)
      ).headers
        .getSetCookie()
        .some((header) => header.startsWith("__cart=")),
    ).toBe(false);
  });

  it("a payment's return keeps a line another tab adds between its look at the cart and its write", async () => {
    for (const result of [{ kind: "paid", orderId: 1 }, { kind: "already-confirmed" }] as const) {
      const cart = await cartOf(21);
      afterCartRead.once = () => cart.tabB(22);
      const answer = await payFlow.paymentReturnResponse(requestWith(cart.cookie), 1, result, CHECKOUT_TEXTS, {
        shopId: 1,
        cartFingerprint: cart.fingerprint,
      });
      expect(afterCartRead.once).toBeNull();
      expect(await cartAfter(answer, cart.cookie)).toEqual([21, 22]);
    }
  });
});
