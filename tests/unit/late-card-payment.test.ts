import { testUpstreamForThisFile } from "../../upstream/test-helpers.ts";
import { paymentReturnClaimed, type PendingCardPayment } from "../../server/checkout-attempts.server";

/**
 * A card-provider payment made from a form left open in one tab after the other tab ordered its
 * cart (decision 0005), against a real reference upstream: the payment API finds the server cart
 * empty, so the lines the payment was started for go back and it becomes an order of its own;
 * when that cannot be done the card is charged without an order, which is logged with the
 * payment id for an operator to refund (docs/operations.md, Payments without an order).
 */

const up = testUpstreamForThisFile({ strict: true });
type Pay = typeof import("../../app/forms/pay.server");
let payFlow: Pay;
let log: typeof import("../../server/log.server").log;

const shop = { id: 1, currency: "SAR" } as Parameters<Pay["pay"]>[0]["shop"];
const request = new Request("http://demo.localhost/check-out", { method: "POST" });

beforeAll(async () => {
  process.env.COMMERCE_API_URL = up.api;
  process.env.PAYMENT_API_URL = up.pay;
  process.env.TRACKING_API_URL = up.track;
  payFlow = await import("../../app/forms/pay.server");
  ({ log } = await import("../../server/log.server"));
});

afterEach(() => vi.restoreAllMocks());

async function buyer() {
  const user = await up.login("other@example.com", "Password1", 1);
  const addresses = await up.call("GET", "/api/users/addresses/", { token: user.token });
  return { user, addressId: (addresses.body as { results: { id: number }[] }).results[0]!.id };
}

async function plainProducts() {
  const list = await up.call("GET", "/api/products?tenantId=1&page_size=500");
  return (list.body as { results: { id: number; price: string; productOptions: unknown[] }[] }).results.filter((p) => p.productOptions.length === 0);
}

type Order = { id: number; paymentMethod: number | null; products: { quantity: number; product: { id: number } }[] };

async function orders(token: string): Promise<Order[]> {
  return ((await up.call("GET", "/api/orders/?page_size=100", { token })).body as { results: Order[] }).results;
}

/** The card provider's form posted with this amount, as the shopper's browser does; the provider's payment id. */
async function payAtProvider(amountMinor: number, number = "4111111111111111"): Promise<string> {
  const key = ((await up.call("GET", "/payment-api/payment/key/?tenant=1")).body as { publishable_key: string }).publishable_key;
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

/** Tab 1 starts the card-provider payment of `lines`: the pending payment its form pays for. */
async function startCardPayment(user: Awaited<ReturnType<typeof buyer>>["user"], addressId: number, lines: { productId: number; quantity: number; optionIds: number[] }[], total: number) {
  const outcome = await payFlow.pay({ request, shop, user, lines, shownTotal: total, addressId, methodId: 5 });
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
    expect((await payFlow.pay({ request, shop, user, lines, shownTotal: total, addressId, methodId: 2 })).clearCart).toBe(true);
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
    expect(warn).toHaveBeenCalledWith("late card payment ordered", expect.objectContaining({ paymentId, orderId: ordered.id }));
    // Claimed like any return: a reload of it confirms nothing twice.
    expect(await paymentReturnClaimed(1, `moyasar:${paymentId}`)).toBe(true);
  });

  it("is logged as a payment without an order, with its id, when its cart cannot be ordered again", async () => {
    const { user, addressId } = await buyer();
    const [item, other] = await plainProducts();
    const lines = [{ productId: item!.id, quantity: 1, optionIds: [] }];
    const pending = await startCardPayment(user, addressId, lines, Number(item!.price));
    await payFlow.pay({ request, shop, user, lines, shownTotal: Number(item!.price), addressId, methodId: 2 });
    const before = (await orders(user.token)).length;
    const error = vi.spyOn(log, "error").mockImplementation(() => {});

    // The session's pending payment is a later one's (another cart, another amount): its lines do not cost what was paid.
    const later: PendingCardPayment = await startCardPayment(user, addressId, [{ productId: other!.id, quantity: 3, optionIds: [] }], Number(other!.price) * 3);
    const paidEarlier = await payAtProvider(pending.amountMinor);
    expect(await payFlow.confirmCardPayment(1, user, paidEarlier, later)).toEqual({ kind: "not-ordered", paymentId: paidEarlier });
    expect(error).toHaveBeenLastCalledWith("payment without an order", expect.objectContaining({ shopId: 1, userId: user.userId, paymentId: paidEarlier }));

    // The lines it was started for are no longer kept (a form left open over a day).
    await up.call("POST", "/api/orders/cart/clear/", { token: user.token });
    const forgotten = await payAtProvider(pending.amountMinor);
    expect(await payFlow.confirmCardPayment(1, user, forgotten, { ...pending, cartFingerprint: "not-kept" })).toEqual({ kind: "not-ordered", paymentId: forgotten });
    expect(error).toHaveBeenLastCalledWith("payment without an order", expect.objectContaining({ paymentId: forgotten }));
    expect((await orders(user.token)).length).toBe(before);
  });

  it("a declined payment is a plain failure: nothing logged as charged", async () => {
    const { user, addressId } = await buyer();
    const [item] = await plainProducts();
    const lines = [{ productId: item!.id, quantity: 1, optionIds: [] }];
    const pending = await startCardPayment(user, addressId, lines, Number(item!.price));
    await payFlow.pay({ request, shop, user, lines, shownTotal: Number(item!.price), addressId, methodId: 2 });
    const error = vi.spyOn(log, "error");
    const declined = await payAtProvider(pending.amountMinor, "4000000000000002");
    expect(await payFlow.confirmCardPayment(1, user, declined, pending)).toMatchObject({ kind: "failed" });
    expect(error).not.toHaveBeenCalled();
  });
});
