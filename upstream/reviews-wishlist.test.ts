import {
  ProductDetailSchema,
  ReviewListSchema,
  ReviewSchema,
  WishlistSchema,
  WishlistToggleResponseSchema,
} from "../server/upstream/contract/index.ts";
import { testUpstreamForThisFile } from "./test-helpers.ts";

const up = testUpstreamForThisFile();

describe("reviews", () => {
  test("create, list, duplicate rule, validation, rating update", async () => {
    const { token, userId } = await up.login("other@example.com", "Password1", 1);
    const before = ProductDetailSchema.parse((await up.call("GET", "/api/products/5/?tenantId=1")).body);
    const created = await up.call("POST", "/api/products/rates/create/", {
      token,
      body: { comment: "Great board", rateValue: 1, product: 5, user: userId },
    });
    expect(created.status).toBe(201);
    const review = ReviewSchema.parse(created.body);
    expect(review).toMatchObject({
      comment: "Great board",
      rateValue: 1,
      product: 5,
      user: { id: userId, firstName: "Other" },
    });
    const list = ReviewListSchema.parse(
      (await up.call("GET", "/api/products/rates?tenantId=1&product=5")).body,
    ).results;
    expect(list[0]?.id).toBe(review.id);
    const after = ProductDetailSchema.parse((await up.call("GET", "/api/products/5/?tenantId=1")).body);
    expect(after.rateCount).toBe(before.rateCount + 1);

    const dup = await up.call("POST", "/api/products/rates/create/", {
      token,
      body: { comment: "again", rateValue: 4, product: 5, user: userId },
    });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ detail: "you already have reviewed this product" });

    // the seeded buyer already reviewed product 2
    const buyer = await up.login("buyer@example.com", "Password1", 1);
    const dup2 = await up.call("POST", "/api/products/rates/create/", {
      token: buyer.token,
      body: { comment: "again", rateValue: 4, product: 2, user: buyer.userId },
    });
    expect(dup2.body).toEqual({ detail: "you already have reviewed this product" });

    const bad = await up.call("POST", "/api/products/rates/create/", {
      token,
      body: { comment: "x", rateValue: 6, product: 6, user: userId },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty("rateValue");
    const asOther = await up.call("POST", "/api/products/rates/create/", {
      token,
      body: { comment: "x", rateValue: 3, product: 6, user: buyer.userId },
    });
    expect(asOther.status).toBe(403);
    expect(
      (
        await up.call("POST", "/api/products/rates/create/", {
          body: { comment: "x", rateValue: 3, product: 6, user: 1 },
        })
      ).status,
    ).toBe(401);
  });
});

describe("wishlist", () => {
  test("toggle and list; wished only for the token's user", async () => {
    const { token } = await up.login("other@example.com", "Password1", 1);
    const on = await up.call("POST", "/api/products/wishlist/toggle/", { token, body: { product: 3 } });
    expect(WishlistToggleResponseSchema.parse(on.body)).toEqual({ product: 3, wished: true });
    const list = WishlistSchema.parse((await up.call("GET", "/api/products/wishlist/?tenantId=1", { token })).body);
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ id: 3, wished: true });
    const detail = ProductDetailSchema.parse((await up.call("GET", "/api/products/3/?tenantId=1", { token })).body);
    expect(detail.wished).toBe(true);
    const anon = ProductDetailSchema.parse((await up.call("GET", "/api/products/3/?tenantId=1")).body);
    expect(anon.wished).toBe(false);
    const buyer = await up.login("buyer@example.com", "Password1", 1);
    const forBuyer = ProductDetailSchema.parse(
      (await up.call("GET", "/api/products/3/?tenantId=1", { token: buyer.token })).body,
    );
    expect(forBuyer.wished).toBe(false);
    const off = await up.call("POST", "/api/products/wishlist/toggle/", { token, body: { product: 3 } });
    expect(WishlistToggleResponseSchema.parse(off.body).wished).toBe(false);
    expect(
      WishlistSchema.parse((await up.call("GET", "/api/products/wishlist/?tenantId=1", { token })).body).count,
    ).toBe(0);
    expect((await up.call("POST", "/api/products/wishlist/toggle/", { token, body: { product: 99999 } })).status).toBe(
      404,
    );
    expect((await up.call("POST", "/api/products/wishlist/toggle/", { token, body: {} })).status).toBe(400);
  });
});
