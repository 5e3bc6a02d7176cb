import { testUpstreamForThisFile } from "../../upstream/test-helpers.ts";
import { demoBuyer, plainDemoProducts } from "../support/demo-buyer";
import { CHECKOUT_TEXTS } from "~/texts";
import { paymentReturnClaimed, type PendingCardPayment } from "#server/checkout/checkout-attempts";
import { startFaultProxy, type FaultProxy } from "../e2e/fault-proxy";
import { startRedisServer, type RedisServer } from "../support/redis-server";

/**
 * A card-provider payment made from a form left open in one tab after the other tab ordered its
 * cart (decision 0005), against a real reference upstream: the payment API finds the server cart
 * empty, so the lines the payment was started for go back and it becomes an order of its own;
 * when that cannot be done the card is charged without an order, which is logged with the
 * payment id for an operator to refund (docs/operations.md, Payments without an order). The
 * storefront reaches the upstream through a fault proxy (an outage on demand) and keeps its
 * checkout state in a real redis-server, as replicas do.
 */

const up = testUpstreamForThisFile({ strict: true });
let proxy: FaultProxy;
let redis: RedisServer;
type Pay = typeof import("#server/checkout/pay") &
  typeof import("#server/checkout/payment-return") &
  typeof import("#server/checkout/card-payment");
let payFlow: Pay;
let log: typeof import("#server/platform/log").log;

const shop = { id: 1, currency: "SAR" } as Parameters<Pay["pay"]>[0]["shop"];
const request = new Request("http://demo.localhost/check-out", { method: "POST" });

beforeAll(async () => {
  proxy = await startFaultProxy(up.url);
  redis = await startRedisServer();
  process.env.COMMERCE_API_URL = `${proxy.url}/api/`;
  process.env.PAYMENT_API_URL = `${proxy.url}/payment-api/`;
  process.env.TRACKING_API_URL = up.track;
  process.env.REDIS_URL = redis.url;
  payFlow = {
    ...(await import("#server/checkout/pay")),
    ...(await import("#server/checkout/payment-return")),
    ...(await import("#server/checkout/card-payment")),
  };
  ({ log } = await import("#server/platform/log"));
  const { redisClient, redisState } = await import("#server/platform/redis");
  redisClient();
  for (
    const deadline = Date.now() + 5000;
    redisState() !== "up";
    await new Promise((resolve) => setTimeout(resolve, 20))
  ) {
    if (Date.now() > deadline) throw new Error("redis not ready");
  }
});

afterAll(async () => {
  await proxy?.close();
  await redis?.stop();
});

afterEach(() => {
  vi.restoreAllMocks();
  proxy.heal();
});

const buyer = () => demoBuyer(up);

const plainProducts = () => plainDemoProducts(up);

type Order = { id: number; paymentMethod: number | null; products: { quantity: number; product: { id: number } }[] };

async function orders(token: string): Promise<Order[]> {
  return ((await up.call("GET", "/api/orders/?page_size=100", { token })).body as { results: Order[] }).results;
}

/** The card provider's form posted with this amount, as the shopper's browser does; the provider's payment id. */
async function payAtProvider(amountMinor: number, number = "4111111111111111"): Promise<string> {
  const key = ((await up.call("GET", "/payment-api/payment/key/?tenant=1")).body as { publishable_key: string })
    .publishable_key;
  const paid = await up.call("POST", "/payment-api/sim/moyasar/v1/payments/", {
    body: {
      amount: amountMinor,
      currency: "SAR",
      description: "Order",
      callback_url: "http://demo.localhost/payment-callback",
      publishable_api_key: key,
      source: { name: "Test Shopper", number, month: 12, year: 30, cvc: "123" },
    },
  });
  expect(paid.status).toBe(201);
  return (paid.body as { id: string }).id;
}

const CONFIRM_PATH = "/payment-api/payment/moyasar/payments/";

/** The cart the payment API would order now. */
async function serverCart(token: string): Promise<number[]> {
  const cart = (await up.call("GET", "/api/orders/cart/?tenantId=1", { token })).body as {
    products: { cartItems: { product: { id: number } }[] };
  };
  return cart.products.cartItems.map((line) => line.product.id);
}

/** Tab 1 starts the card-provider payment of `lines`: the pending payment its form pays for. */
async function startCardPayment(
  user: Awaited<ReturnType<typeof buyer>>["user"],
  addressId: number,
  lines: { productId: number; quantity: number; optionIds: number[] }[],
  total: number,
) {
  const outcome = await payFlow.pay(
    { request, shop, user, lines, shownTotal: total, addressId, methodId: 5, language: "en" },
    CHECKOUT_TEXTS,
  );
  expect(outcome.location).toBe("/moyasar");
  return outcome.pendingCardPayment!;
}

describe("a card payment made after its cart was ordered in another tab", () => {
  it("becomes an order of its own when the lines it was started for can still be ordered", async () => {
    const { user, addressId } = await buyer();
    const [item] = await plainProducts();
    const lines = [{ productId: item!.id, quantity: 2, optionIds: [] }];
    const total = Number(item!.price) * 2;
    const pending = await startCardPayment(user, addressId, lines, total);
    // Tab 2 orders the same cart cash on delivery: the server cart is empty again.
    expect(
      (
        await payFlow.pay(
          { request, shop, user, lines, shownTotal: total, addressId, methodId: 2, language: "en" },
          CHECKOUT_TEXTS,
        )
      ).clearCart,
    ).toBe(true);
    const before = await orders(user.token);

    const paymentId = await payAtProvider(pending.amountMinor);
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    const result = await payFlow.confirmCardPayment(1, user, paymentId, pending);
    expect(result).toMatchObject({ kind: "paid", late: true });
    const after = await orders(user.token);
    expect(after).toHaveLength(before.length + 1);
    const ordered = after.find((order) => result.kind === "paid" && order.id === result.orderId)!;
    expect(ordered.paymentMethod).toBe(5);
    expect(ordered.products.map((line) => [line.product.id, line.quantity])).toEqual([[item!.id, 2]]);
    expect(warn).toHaveBeenCalledWith(
      "late card payment ordered",
      expect.objectContaining({ paymentId, orderId: ordered.id }),
    );
    // Claimed like any return: a reload of it confirms nothing twice.
    expect(await paymentReturnClaimed(1, `moyasar:${paymentId}`)).toBe(true);
  });

  it("is logged as a payment without an order, with its id, when its cart cannot be ordered again", async () => {
    const { user, addressId } = await buyer();
    const [item, other] = await plainProducts();
    const lines = [{ productId: item!.id, quantity: 1, optionIds: [] }];
    const pending = await startCardPayment(user, addressId, lines, Number(item!.price));
    await payFlow.pay(
      { request, shop, user, lines, shownTotal: Number(item!.price), addressId, methodId: 2, language: "en" },
      CHECKOUT_TEXTS,
    );
    const before = (await orders(user.token)).length;
    const error = vi.spyOn(log, "error").mockImplementation(() => {});

    // The session's pending payment is a later one's (another cart, another amount): its lines do not cost what was paid.
    const later: PendingCardPayment = await startCardPayment(
      user,
      addressId,
      [{ productId: other!.id, quantity: 3, optionIds: [] }],
      Number(other!.price) * 3,
    );
    const paidEarlier = await payAtProvider(pending.amountMinor);
    expect(await payFlow.confirmCardPayment(1, user, paidEarlier, later)).toEqual({
      kind: "not-ordered",
      paymentId: paidEarlier,
    });
    expect(error).toHaveBeenLastCalledWith(
      "payment without an order",
      expect.objectContaining({ shopId: 1, userId: user.userId, paymentId: paidEarlier }),
    );

    // The lines it was started for are no longer kept (a form left open over a day).
    await up.call("POST", "/api/orders/cart/clear/", { token: user.token });
    const forgotten = await payAtProvider(pending.amountMinor);
    expect(await payFlow.confirmCardPayment(1, user, forgotten, { ...pending, cartFingerprint: "not-kept" })).toEqual({
      kind: "not-ordered",
      paymentId: forgotten,
    });
    expect(error).toHaveBeenLastCalledWith(
      "payment without an order",
      expect.objectContaining({ paymentId: forgotten }),
    );
    expect((await orders(user.token)).length).toBe(before);
  });

  it("a declined payment is a plain failure: nothing logged as charged", async () => {
    const { user, addressId } = await buyer();
    const [item] = await plainProducts();
    const lines = [{ productId: item!.id, quantity: 1, optionIds: [] }];
    const pending = await startCardPayment(user, addressId, lines, Number(item!.price));
    await payFlow.pay(
      { request, shop, user, lines, shownTotal: Number(item!.price), addressId, methodId: 2, language: "en" },
      CHECKOUT_TEXTS,
    );
    const error = vi.spyOn(log, "error");
    const declined = await payAtProvider(pending.amountMinor, "4000000000000002");
    expect(await payFlow.confirmCardPayment(1, user, declined, pending)).toMatchObject({ kind: "failed" });
    expect(error).not.toHaveBeenCalled();
  });
});

describe("a paid card payment whose confirmation fails (review of issue 33)", () => {
  /** Tab 1's card payment of one line started and paid at the provider after tab 2 ordered that cart cash on delivery. */
  async function paidAfterTheOtherTabOrdered() {
    const { user, addressId } = await buyer();
    const [item] = await plainProducts();
    const lines = [{ productId: item!.id, quantity: 1, optionIds: [] }];
    const pending = await startCardPayment(user, addressId, lines, Number(item!.price));
    await payFlow.pay(
      { request, shop, user, lines, shownTotal: Number(item!.price), addressId, methodId: 2, language: "en" },
      CHECKOUT_TEXTS,
    );
    return { user, addressId, pending, paymentId: await payAtProvider(pending.amountMinor), item: item! };
  }

  it("an upstream failing while the lines go back is a failure with the payment id, not a refund: the reload with the upstream back orders it", async () => {
    const { user, pending, paymentId } = await paidAfterTheOtherTabOrdered();
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    proxy.inject("/api/orders/cart/add/", { kind: "503" });
    expect(await payFlow.confirmCardPayment(1, user, paymentId, pending)).toEqual({
      kind: "failed",
      reason: expect.stringMatching(/^unavailable/),
      paymentId,
    });
    expect(error).not.toHaveBeenCalledWith("payment without an order", expect.anything());
    proxy.heal();
    vi.spyOn(log, "warn").mockImplementation(() => {});
    expect(await payFlow.confirmCardPayment(1, user, paymentId, pending)).toMatchObject({ kind: "paid", late: true });
  });

  it("a payment without an order is recorded: a reload shows the same page without confirming or logging it again", async () => {
    const { user, pending, paymentId } = await paidAfterTheOtherTabOrdered();
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const forgotten = { ...pending, cartFingerprint: "not-kept" };
    expect(await payFlow.confirmCardPayment(1, user, paymentId, forgotten)).toEqual({ kind: "not-ordered", paymentId });
    proxy.heal();
    // Now its lines could be ordered: a reload must not make an order of a payment listed for a refund.
    expect(await payFlow.confirmCardPayment(1, user, paymentId, pending)).toEqual({ kind: "not-ordered", paymentId });
    expect(await payFlow.settledCardPayment(1, paymentId)).toEqual({ kind: "not-ordered", paymentId });
    expect(proxy.seen(CONFIRM_PATH)).toBe(0);
    expect(error.mock.calls.filter(([message]) => message === "payment without an order")).toHaveLength(1);
  });

  it("its address deleted in another tab: a refusal no retry changes, so not ordered and logged with the payment id", async () => {
    const { user } = await buyer();
    const [item] = await plainProducts();
    const created = await up.call("POST", "/api/users/addresses/", {
      token: user.token,
      body: { country: 26, city: "Riyadh", area: "Al Olaya", streetName: "Deleted Street", user: user.userId },
    });
    const addressId = (created.body as { id: number }).id;
    const pending = await startCardPayment(
      user,
      addressId,
      [{ productId: item!.id, quantity: 1, optionIds: [] }],
      Number(item!.price),
    );
    const paymentId = await payAtProvider(pending.amountMinor);
    expect((await up.call("DELETE", `/api/users/addresses/${addressId}/`, { token: user.token })).status).toBeLessThan(
      300,
    );
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    expect(await payFlow.confirmCardPayment(1, user, paymentId, pending)).toEqual({ kind: "not-ordered", paymentId });
    expect(error).toHaveBeenCalledWith(
      "payment without an order",
      expect.objectContaining({ paymentId, reason: expect.stringContaining("address") }),
    );
  });

  it("a payment API that fails at the confirmation: the failure page, and an error line with the payment id for the operator", async () => {
    const { user, addressId } = await buyer();
    const [item] = await plainProducts();
    const pending = await startCardPayment(
      user,
      addressId,
      [{ productId: item!.id, quantity: 1, optionIds: [] }],
      Number(item!.price),
    );
    const paymentId = await payAtProvider(pending.amountMinor);
    proxy.inject(CONFIRM_PATH, { kind: "503" });
    const result = await payFlow.confirmCardPayment(1, user, paymentId, pending);
    expect(result).toEqual({ kind: "failed", reason: expect.stringMatching(/^unavailable/), paymentId });
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const answer = await payFlow.paymentReturnResponse(request, 1, result, CHECKOUT_TEXTS, pending);
    expect(answer.headers.get("Location")).toBe("/unsuccessful-payment");
    expect(error).toHaveBeenCalledWith("payment not confirmed", expect.objectContaining({ shopId: 1, paymentId }));
  });

  it("confirmed by a request whose answer was lost: already confirmed, not a failure", async () => {
    const { user, addressId } = await buyer();
    const [item] = await plainProducts();
    const pending = await startCardPayment(
      user,
      addressId,
      [{ productId: item!.id, quantity: 1, optionIds: [] }],
      Number(item!.price),
    );
    const paymentId = await payAtProvider(pending.amountMinor);
    const confirmed = await up.call("POST", `${CONFIRM_PATH}${paymentId}/`, {
      token: user.token,
      headers: { tenant: "1" },
      body: { address: addressId },
    });
    expect(confirmed.status).toBe(200);
    expect(await payFlow.confirmCardPayment(1, user, paymentId, pending)).toEqual({ kind: "already-confirmed" });
  });

  it("another provider payment started since for another cart: not ordered, and the server cart it will capture left as it is", async () => {
    const { user, addressId, pending, paymentId } = await paidAfterTheOtherTabOrdered();
    const [, other] = await plainProducts();
    // Tab 2 starts a PayPal payment of another cart: the server cart is that cart until it is captured.
    const paypal = await payFlow.pay(
      {
        request,
        shop,
        user,
        lines: [{ productId: other!.id, quantity: 1, optionIds: [] }],
        shownTotal: Number(other!.price),
        addressId,
        methodId: 4,
        language: "en",
      },
      CHECKOUT_TEXTS,
    );
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    expect(await payFlow.confirmCardPayment(1, user, paymentId, pending, paypal.paymentCart)).toEqual({
      kind: "not-ordered",
      paymentId,
    });
    expect(error).toHaveBeenCalledWith("payment without an order", expect.objectContaining({ paymentId }));
    expect(await serverCart(user.token)).toEqual([other!.id]);
  });

  it("a Redis that refuses the kept lines: the card checkout still starts, and the late payment is logged for a refund", async () => {
    const { redisClient } = await import("#server/platform/redis");
    const { user, addressId } = await buyer();
    const [item] = await plainProducts();
    const lines = [{ productId: item!.id, quantity: 1, optionIds: [] }];
    vi.spyOn(log, "error").mockImplementation(() => {});
    // Every checkout key but the kept lines (an error answer, not a timeout: the command timeout is shared-state-redis's).
    await redisClient()!.sendCommand([
      "ACL",
      "SETUSER",
      "default",
      "resetkeys",
      "~checkout:attempt:*",
      "~checkout:started:*",
      "~checkout:open:*",
      "~checkout:claim:*",
    ]);
    try {
      const pending = await startCardPayment(user, addressId, lines, Number(item!.price));
      await payFlow.pay(
        { request, shop, user, lines, shownTotal: Number(item!.price), addressId, methodId: 2, language: "en" },
        CHECKOUT_TEXTS,
      );
      const paymentId = await payAtProvider(pending.amountMinor);
      const error = vi.spyOn(log, "error").mockImplementation(() => {});
      expect(await payFlow.confirmCardPayment(1, user, paymentId, pending)).toEqual({ kind: "not-ordered", paymentId });
      expect(error).toHaveBeenCalledWith(
        "payment without an order",
        expect.objectContaining({ paymentId, reason: "the lines it was started for are no longer kept" }),
      );
    } finally {
      await redisClient()!.sendCommand(["ACL", "SETUSER", "default", "resetkeys", "~*"]);
    }
  });
});
