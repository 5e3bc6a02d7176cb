import {
  CardCheckoutResponseSchema,
  CardCheckoutSessionSchema,
  CartSchema,
  MoyasarPaymentSchema,
  OrderPageSchema,
  OrderSchema,
  PaymentConfirmationSchema,
  PaymentHistorySchema,
  PaypalCreateResponseSchema,
  ProductDetailSchema,
  TrackingServicesSchema,
} from "../server/upstream/contract/index.ts";
import { testUpstreamForThisFile } from "./test-helpers.ts";

const up = testUpstreamForThisFile();

async function freshBuyer(tag: string) {
  const email = `${tag}@example.com`;
  const mobile = `05${String(Math.abs(hash(tag)))
    .padStart(8, "0")
    .slice(0, 8)}`;
  const reg = await up.call("POST", "/api/users/register/?tenantId=1", {
    body: { mobile, email, firstName: tag, lastName: "Buyer", password: "Password1", tenant: 1 },
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const { token, userId } = await up.login(email, "Password1", 1);
  const addr = await up.call("POST", "/api/users/addresses/", {
    token,
    body: { country: 26, city: "Riyadh", area: "Olaya", streetName: "Tahlia", user: userId },
  });
  return { token, userId, address: (addr.body as { id: number }).id };
}
function hash(s: string): number {
  let h = 7;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return h;
}

describe("orders of the seeded buyer", () => {
  test("12 pending orders page by 10; every other status present", async () => {
    const { token } = await up.login("buyer@example.com", "Password1", 1);
    const p1 = OrderPageSchema.parse((await up.call("GET", "/api/orders/?status=1&page=1", { token })).body);
    expect(p1.count).toBe(12);
    expect(p1.total_pages).toBe(2);
    expect(p1.results).toHaveLength(10);
    expect(p1.results.every((o) => o.status === 1)).toBe(true);
    const p2 = OrderPageSchema.parse((await up.call("GET", "/api/orders/?status=1&page=2", { token })).body);
    expect(p2.results).toHaveLength(2);
    for (const s of [2, 3, 4, 5, 6]) {
      const r = OrderPageSchema.parse((await up.call("GET", `/api/orders/?status=${s}`, { token })).body);
      expect(r.count, `status ${s}`).toBeGreaterThanOrEqual(1);
    }
    const o = p1.results[0]!;
    expect(o.products.length).toBeGreaterThan(0);
    const line = o.products[0]!;
    expect(line.product.productImages.length).toBeGreaterThan(0);
    expect(o.total).toBeCloseTo(
      o.products.reduce((s, l) => s + l.price * l.quantity, 0),
      2,
    );
    expect((await up.call("GET", "/api/orders/?status=1&page=3", { token })).status).toBe(404);
    const hist = PaymentHistorySchema.parse((await up.call("GET", "/payment-api/payment/history/", { token })).body);
    expect(hist.results.length).toBeGreaterThan(0);
  });
});

describe("cart and cash order", () => {
  test("add, merge, option prices, cash order clears the cart", async () => {
    const b = await freshBuyer("cash");
    const product = ProductDetailSchema.parse((await up.call("GET", "/api/products/14/?tenantId=1")).body);
    const priced = product.productOptions[0]!.values.find((v) => (v.price ?? 0) > 0)!;
    const add = await up.call("POST", "/api/orders/cart/add/", {
      token: b.token,
      body: { product: product.id, quantity: 2, productoptions: [priced.id] },
    });
    expect(add.status).toBe(201);
    await up.call("POST", "/api/orders/cart/add/", {
      token: b.token,
      body: { product: product.id, quantity: 1, productoptions: [priced.id] },
    });
    await up.call("POST", "/api/orders/cart/add/", {
      token: b.token,
      body: { product: 1, quantity: 1, productoptions: [] },
    });
    const cart = CartSchema.parse((await up.call("GET", "/api/orders/cart/", { token: b.token })).body);
    expect(cart.products.cartItems).toHaveLength(2);
    const line = cart.products.cartItems.find((i) => i.product.id === product.id)!;
    expect(line.quantity).toBe(3);
    expect(line.price).toBeCloseTo(product.price + (priced.price ?? 0), 2);
    expect(cart.totalCartPrice).toBeCloseTo(
      cart.products.cartItems.reduce((s, i) => s + i.total, 0),
      2,
    );

    // bad options and foreign products
    const wrongOpt = await up.call("POST", "/api/orders/cart/add/", {
      token: b.token,
      body: { product: 1, quantity: 1, productoptions: [priced.id] },
    });
    expect(wrongOpt.status).toBe(400);
    expect(
      (await up.call("POST", "/api/orders/cart/add/", { token: b.token, body: { product: 99999, quantity: 1 } }))
        .status,
    ).toBe(400);
    expect(
      (await up.call("POST", "/api/orders/cart/add/", { token: b.token, body: { product: 1, quantity: 0 } })).status,
    ).toBe(400);

    const order = await up.call("POST", "/api/orders/cash/", { token: b.token, body: { address: b.address } });
    expect(order.status).toBe(201);
    const o = OrderSchema.parse(order.body);
    expect(o.status).toBe(1);
    expect(o.total).toBeCloseTo(cart.totalCartPrice, 2);
    expect(o.products.find((l) => l.product.id === product.id)?.product.productOptions.map((v) => v.id)).toEqual([
      priced.id,
    ]);
    expect(
      CartSchema.parse((await up.call("GET", "/api/orders/cart/", { token: b.token })).body).products.cartItems,
    ).toEqual([]);
    const empty = await up.call("POST", "/api/orders/cash/", { token: b.token, body: { address: b.address } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ detail: "Cart is empty" });
    const orders = OrderPageSchema.parse((await up.call("GET", "/api/orders/?status=1", { token: b.token })).body);
    expect(orders.results.map((x) => x.id)).toEqual([o.id]);

    await up.call("POST", "/api/orders/cart/add/", { token: b.token, body: { product: 1, quantity: 1 } });
    expect((await up.call("POST", "/api/orders/cart/clear/", { token: b.token })).status).toBe(200);
    expect(CartSchema.parse((await up.call("GET", "/api/orders/cart/", { token: b.token })).body).totalCartPrice).toBe(
      0,
    );
    // someone else's address
    await up.call("POST", "/api/orders/cart/add/", { token: b.token, body: { product: 1, quantity: 1 } });
    expect((await up.call("POST", "/api/orders/cash/", { token: b.token, body: { address: 1 } })).status).toBe(400);
  });
});

describe("payments", () => {
  test("card checkout through the hosted page", async () => {
    const b = await freshBuyer("card");
    await up.call("POST", "/api/orders/cart/add/", { token: b.token, body: { product: 1, quantity: 2 } });
    const total = CartSchema.parse((await up.call("GET", "/api/orders/cart/", { token: b.token })).body).totalCartPrice;
    const body = {
      amount: total,
      currency: "SAR",
      items: [{ name: "Cast Iron Skillet", amount: total / 2, description: "item", quantity: 2 }],
      extras: { address: b.address },
      success_url: "http://demo.localhost:3000/confirm-order",
    };
    const wrong = await up.call("POST", "/payment-api/payment/checkout/", {
      token: b.token,
      body: { ...body, amount: total + 1 },
    });
    expect(wrong.status).toBe(400);
    const r = await up.call("POST", "/payment-api/payment/checkout/", { token: b.token, body });
    expect(r.status).toBe(201);
    const { checkout_url } = CardCheckoutResponseSchema.parse(r.body);
    const page = await up.call("GET", checkout_url);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("Pay now");
    const sessionId = checkout_url.split("/").filter(Boolean).pop()!;
    const open = CardCheckoutSessionSchema.parse(
      (await up.call("GET", `/payment-api/payment/checkout/${sessionId}/`, { token: b.token })).body,
    );
    expect(open).toMatchObject({ id: sessionId, status: "open", amount: total, order: null });
    const pay = await up.call("POST", checkout_url, { form: { action: "pay" } });
    expect(pay.status).toBe(303);
    const loc = new URL(pay.headers.get("location")!);
    expect(loc.pathname).toBe("/confirm-order");
    expect(loc.searchParams.get("order")).toMatch(/^\d+$/);
    // The storefront verifies a success return by reading the session back: only the payer can.
    const paid = CardCheckoutSessionSchema.parse(
      (await up.call("GET", `/payment-api/payment/checkout/${sessionId}/`, { token: b.token })).body,
    );
    expect(paid).toMatchObject({ status: "paid", order: Number(loc.searchParams.get("order")) });
    const stranger = await freshBuyer("card-stranger");
    expect(
      (await up.call("GET", `/payment-api/payment/checkout/${sessionId}/`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await up.call("GET", `/payment-api/payment/checkout/${sessionId}/`)).status).toBe(401);
    const hist = PaymentHistorySchema.parse(
      (await up.call("GET", "/payment-api/payment/history/", { token: b.token })).body,
    ).results;
    expect(hist[0]).toMatchObject({ method: "card", status: "paid", amount: total });
    expect(
      CartSchema.parse((await up.call("GET", "/api/orders/cart/", { token: b.token })).body).products.cartItems,
    ).toHaveLength(0);
  });

  test("PayPal create, approve, capture once", async () => {
    const b = await freshBuyer("paypal");
    await up.call("POST", "/api/orders/cart/add/", { token: b.token, body: { product: 3, quantity: 1 } });
    const total = CartSchema.parse((await up.call("GET", "/api/orders/cart/", { token: b.token })).body).totalCartPrice;
    const r = await up.call("POST", "/payment-api/payment/paypal/create/", {
      token: b.token,
      body: { total, value: total, address_id: b.address, return_url: "http://demo.localhost:3000/paypal-return" },
    });
    expect(r.status).toBe(201);
    const created = PaypalCreateResponseSchema.parse(r.body);
    const early = await up.call("POST", `/payment-api/payment/paypal/capture/?id=${created.id}`);
    expect(early.status).toBe(400);
    const approve = await up.call("POST", created.url, { form: { action: "approve" } });
    expect(approve.status).toBe(303);
    const back = new URL(approve.headers.get("location")!);
    expect(back.searchParams.get("token")).toBe(created.id);
    const cap = await up.call("POST", `/payment-api/payment/paypal/capture/?id=${created.id}`, { token: b.token });
    expect(cap.status).toBe(200);
    const conf = PaymentConfirmationSchema.parse(cap.body);
    expect(conf.status).toBe("COMPLETED");
    expect(conf.order).toBeTypeOf("number");
    const again = await up.call("POST", `/payment-api/payment/paypal/capture/?id=${created.id}`);
    expect(again.status).toBe(400);
    expect((await up.call("POST", "/payment-api/payment/paypal/capture/?id=PAYID-unknown")).status).toBe(404);
  });

  test("card provider: pay on the simulator, then confirm with the address", async () => {
    const b = await freshBuyer("moyasar");
    await up.call("POST", "/api/orders/cart/add/", { token: b.token, body: { product: 4, quantity: 1 } });
    const total = CartSchema.parse((await up.call("GET", "/api/orders/cart/", { token: b.token })).body).totalCartPrice;
    const key = ((await up.call("GET", "/payment-api/payment/key/?tenant=1")).body as { publishable_key: string })
      .publishable_key;
    const form = {
      amount: String(Math.round(total * 100)),
      currency: "SAR",
      description: "Order",
      callback_url: "http://demo.localhost:3000/payment-callback",
      publishable_api_key: key,
      "source[type]": "creditcard",
      "source[name]": "Demo Buyer",
      "source[number]": "4111 1111 1111 1111",
      "source[month]": "12",
      "source[year]": "30",
      "source[cvc]": "123",
    };
    const res = await up.call("POST", "/payment-api/sim/moyasar/v1/payments/", { form });
    expect(res.status).toBe(303);
    const cb = new URL(res.headers.get("location")!);
    expect(cb.pathname).toBe("/payment-callback");
    expect(cb.searchParams.get("status")).toBe("paid");
    const id = cb.searchParams.get("id")!;

    const declined = await up.call("POST", "/payment-api/sim/moyasar/v1/payments/", {
      body: {
        ...Object.fromEntries(Object.entries(form).filter(([k]) => !k.startsWith("source"))),
        amount: 100,
        source: { name: "X", number: "4000000000000002", month: 1, year: 30, cvc: "123" },
      },
    });
    expect(declined.status).toBe(201);
    const dp = MoyasarPaymentSchema.parse(declined.body);
    expect(dp.status).toBe("failed");
    const notPaid = await up.call("POST", `/payment-api/payment/moyasar/payments/${dp.id}/`, {
      token: b.token,
      headers: { tenant: "1" },
      body: { address: b.address },
    });
    expect(notPaid.status).toBe(400);

    const wrongTenant = await up.call("POST", `/payment-api/payment/moyasar/payments/${id}/`, {
      token: b.token,
      headers: { tenant: "2" },
      body: { address: b.address },
    });
    expect(wrongTenant.status).toBe(403);
    const ok = await up.call("POST", `/payment-api/payment/moyasar/payments/${id}/`, {
      token: b.token,
      headers: { tenant: "1" },
      body: { address: b.address },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(PaymentConfirmationSchema.parse(ok.body)).toMatchObject({ status: "paid" });
    const twice = await up.call("POST", `/payment-api/payment/moyasar/payments/${id}/`, {
      token: b.token,
      headers: { tenant: "1" },
      body: { address: b.address },
    });
    expect(twice.status).toBe(400);
    const js = await fetch(`${up.url}/payment-api/sim/moyasar/moyasar.js`);
    expect(await js.text()).toContain("window.Moyasar");
  });

  test("tracking services can be switched off (dev)", async () => {
    await up.call("POST", "/tracking/dev/services/", { body: { visitor: false } });
    const s = TrackingServicesSchema.parse((await up.call("GET", "/tracking/identity/services/1/")).body);
    expect(s).toEqual({ contact: { active: true }, visitor: { active: false } });
    await up.call("POST", "/tracking/dev/services/", { body: { visitor: true } });
  });

  test("a tenant's tracking services can be switched alone (dev)", async () => {
    const read = async (query: string) =>
      TrackingServicesSchema.parse((await up.call("GET", `/tracking/identity/services/1/${query}`)).body);
    const off = await up.call("POST", "/tracking/dev/services/", { body: { tenant: 2, contact: false } });
    expect(TrackingServicesSchema.parse(off.body)).toEqual({ contact: { active: false }, visitor: { active: true } });
    expect(await read("?tenant_id=2")).toEqual({ contact: { active: false }, visitor: { active: true } });
    // Other shops, and callers that name no shop, keep the shared switches.
    expect(await read("?tenant_id=1")).toEqual({ contact: { active: true }, visitor: { active: true } });
    expect(await read("")).toEqual({ contact: { active: true }, visitor: { active: true } });
    // A shared switch still reaches the shop for what it does not override.
    await up.call("POST", "/tracking/dev/services/", { body: { visitor: false } });
    expect(await read("?tenant_id=2")).toEqual({ contact: { active: false }, visitor: { active: false } });
    await up.call("POST", "/tracking/dev/services/", { body: { visitor: true } });
    await up.call("POST", "/tracking/dev/services/", { body: { tenant: 2, contact: true } });
    expect(await read("?tenant_id=2")).toEqual({ contact: { active: true }, visitor: { active: true } });
    expect((await up.call("POST", "/tracking/dev/services/", { body: { tenant: 99, contact: false } })).status).toBe(
      404,
    );
  });
});
