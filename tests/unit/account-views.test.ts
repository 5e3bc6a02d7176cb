import type { z } from "zod";
import type { UpstreamRequest } from "#server/upstream/client";
import type { SignedInUser } from "#server/identity/session";
import type { ShopInfo } from "#server/tenancy/shop";
import { dateLabel, loadAddresses, loadOrders, loadPaymentHistory } from "#server/account/account";
import * as ar from "~/texts.ar";
import * as en from "~/texts";

/** What the upstream answers each path here, and the requests it was sent. */
const ANSWERS: Record<string, unknown> = {
  "payment/history/": {
    results: [
      { id: 1, createdAt: "2025-06-01T10:00:00Z", amount: "120.00", currency: "SAR", method: "cash", status: "paid" },
      { id: 2, createdAt: "2025-12-31T23:59:00Z", amount: "9.5", currency: "SAR", method: "bitcoin", status: "paid" },
      { id: 3, createdAt: "2025-01-15T00:00:00Z", amount: "1", currency: "SAR", method: "constructor", status: "x" },
    ],
  },
  "orders/": {
    count: 1,
    next: null,
    previous: null,
    total_pages: 1,
    results: [
      {
        id: 7,
        createdAt: "2025-06-01T10:00:00Z",
        status: 4,
        total: "50",
        products: [
          {
            id: 70,
            name: { en: "Desk Lamp&^&Warm white", ar: "مصباح مكتب&^&أبيض دافئ" },
            price: "50",
            quantity: 1,
            product: {
              id: 700,
              productImages: [],
              productOptions: [{ id: 1, price: null, name: { en: "Large", ar: "كبير" } }],
            },
          },
        ],
      },
    ],
  },
  "users/addresses/": {
    results: [
      {
        id: 3,
        country: { id: 26, name: { en: "Saudi Arabia", ar: "السعودية" } },
        city: "Riyadh",
        area: "Olaya",
        streetName: "King Fahd",
        mainAddress: true,
        user: 9,
      },
    ],
  },
};
const sent: UpstreamRequest<z.ZodTypeAny>[] = [];

vi.mock("#server/upstream/client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#server/upstream/client")>();
  return {
    ...actual,
    upstreamRequest: vi.fn(async (request: UpstreamRequest<z.ZodTypeAny>) => {
      sent.push(request);
      return request.schema.parse(ANSWERS[request.path]);
    }),
  };
});

const user = { userId: 9, token: "t" } as SignedInUser;
const shop = { id: 1, currency: "SAR", defaultShippingCost: 15 } as ShopInfo;

beforeEach(() => {
  sent.length = 0;
});

describe("dates", () => {
  it("are '1 June 2025' in English, as before", () => {
    expect(dateLabel("2025-06-01T10:00:00Z", "en")).toBe("1 June 2025");
    expect(dateLabel("2025-12-31T23:59:00Z", "en")).toBe("31 December 2025");
  });

  it("have Arabic (Gregorian) month names and Latin digits in Arabic", () => {
    const label = dateLabel("2025-06-01T10:00:00Z", "ar");
    expect(label).toBe("1 يونيو 2025");
    expect(label).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    expect(dateLabel("2025-12-31T23:59:00Z", "ar")).toBe("31 ديسمبر 2025");
  });

  it("are empty for a date that is none", () => {
    expect(dateLabel("yesterday", "ar")).toBe("");
  });
});

describe("the account's views in Arabic", () => {
  it("payments: dates in Arabic, methods by the names handed in, unknown ones as they come", async () => {
    const payments = await loadPaymentHistory(shop.id, user, "ar", ar.PAYMENT_HISTORY_METHODS);
    expect(payments.map((payment) => [payment.dateLabel, payment.methodLabel])).toEqual([
      ["1 يونيو 2025", ar.PAYMENT_HISTORY_METHODS.cash],
      ["31 ديسمبر 2025", "bitcoin"],
      ["15 يناير 2025", "constructor"],
    ]);
    expect(sent[0]?.language).toBe("ar");
    const english = await loadPaymentHistory(shop.id, user, "en", en.PAYMENT_HISTORY_METHODS);
    expect(english[0]).toMatchObject({ dateLabel: "1 June 2025", methodLabel: "Cash on delivery" });
  });

  it("orders: names, options, date and status in Arabic", async () => {
    const { orders } = await loadOrders(shop, user, 4, 1, "ar", ar.ORDER_STATUS_NAMES);
    expect(orders[0]).toMatchObject({ dateLabel: "1 يونيو 2025", statusLabel: ar.ORDER_STATUS_NAMES[4] });
    expect(orders[0]?.items[0]).toMatchObject({ title: "مصباح مكتب", subtitle: "أبيض دافئ", options: ["كبير"] });
    const english = await loadOrders(shop, user, 4, 1, "en", en.ORDER_STATUS_NAMES);
    expect(english.orders[0]).toMatchObject({ statusLabel: "Confirmed" });
    expect(english.orders[0]?.items[0]).toMatchObject({ title: "Desk Lamp", options: ["Large"] });
  });

  it("addresses: the country's name in Arabic", async () => {
    const [address] = await loadAddresses(shop.id, user, "ar");
    expect(address?.countryName).toBe("السعودية");
    expect(sent[0]?.language).toBe("ar");
  });
});
