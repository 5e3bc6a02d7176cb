import {
  AddressSchema,
  CartSchema,
  CategorySchema,
  OrderPageSchema,
  pagedSchema,
  ProductSchema,
  ReviewSchema,
  SliderSchema,
  TenantSchema,
  listSchema,
  ProductPageSchema,
} from "../server/upstream/contract/index.ts";
import { z } from "zod";

describe("contract schemas parse like a Django REST backend answers", () => {
  test("decimals as strings or numbers, nulls and missing fields, extra fields", () => {
    const p = ProductSchema.parse({
      id: "7",
      name: { en: "A&^&B" },
      price: "120.00",
      old_price: 150,
      shippingCost: null,
      rateAvg: "4.50",
      productImages: null,
      productOptions: [{ id: 1, name: "Size", values: [{ id: 2, price: null, name: { en: "S" } }] }],
      extra_field: true,
    });
    expect(p).toMatchObject({
      id: 7,
      price: 120,
      old_price: 150,
      shippingCost: null,
      rateAvg: 4.5,
      productImages: [],
      wished: false,
    });
    expect(p.name).toEqual({ en: "A&^&B", ar: "" });
    expect(p.productOptions[0]!.name).toEqual({ en: "Size", ar: "Size" });
    expect(p.productOptions[0]!.values[0]).toMatchObject({ price: null, isStockable: false, optionCategory: null });
    expect("extra_field" in p).toBe(false);
    expect(() => ProductSchema.parse({ id: 1, price: "abc" })).toThrow();
    expect(() => ProductSchema.parse({ id: 1 })).toThrow(); // price is required
  });

  test("tenant defaults", () => {
    const t = TenantSchema.parse({
      id: 1,
      name: "X",
      currency: "SAR",
      logo_display_type: "odd",
      facebook: "",
      defaultShippingCost: "10.50",
    });
    expect(t).toMatchObject({
      currency: { name: "SAR" },
      logo_display_type: "both",
      facebook: null,
      defaultShippingCost: 10.5,
      published: false,
    });
    expect(t.mainColor).toMatch(/^#/);
  });

  test("small shapes", () => {
    expect(SliderSchema.parse({ id: 1, url: "u", title: null, link: "/" })).toEqual({
      id: 1,
      url: "u",
      url_mobile: "u",
      title: "",
      title_ar: null,
      link: "/",
    });
    expect(CategorySchema.parse({ id: 1, section: { id: 3 }, name: { en: "C" } })).toMatchObject({
      section: 3,
      url: null,
      products_count: 0,
    });
    expect(ReviewSchema.parse({ id: 1, product: 2, user: 5, rateValue: "4" }).user).toEqual({
      id: 5,
      firstName: "",
      lastName: "",
    });
    expect(AddressSchema.parse({ id: 1, country: 26, user: 2, mainAddress: null }).country).toEqual({
      id: 26,
      name: { en: "", ar: "" },
    });
    expect(CartSchema.parse({ products: null, totalCartPrice: null })).toEqual({
      products: { cartItems: [] },
      totalCartPrice: 0,
    });
    const page = pagedSchema(z.object({ id: z.number() })).parse({ results: [{ id: 1 }] });
    expect(page).toEqual({
      count: 0,
      next: null,
      previous: null,
      page_number: 1,
      total_pages: 1,
      results: [{ id: 1 }],
    });
    expect(listSchema(z.string()).parse({ results: ["a"], count: 1 })).toEqual({ results: ["a"] });
    expect(OrderPageSchema.parse({ count: 0, results: [] }).results).toEqual([]);
    expect(ProductPageSchema.safeParse({ results: "nope" }).success).toBe(false);
  });
});
