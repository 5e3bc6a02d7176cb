import type { ShopInfo } from "#server/tenancy/shop";
import { escapedHtml } from "#server/platform/visitor-slots";
import { guestSlotMarkup } from "~/lib/visitor-fragments.server";

/**
 * A guest's content of a slot, as entry.server writes it into a part of a page rendered once
 * (decision 0033): rendered once for every page of a shop in a language, the page's own path and
 * query written where the slot shows the page's address.
 */

const shop = { id: 901, languages: ["en", "ar"] } as unknown as ShopInfo;
const heart = { name: "heart", props: { productId: 7, label: `Mug "Tall" & <co>`, variant: "card" } } as const;

describe("guestSlotMarkup", () => {
  it("writes each page's own path and query where a heart sends the guest back, escaped as React writes it", async () => {
    const first = new URL("http://shop.example/category/1?sort=price-asc&page=2");
    const second = new URL("http://shop.example/search?q=it's%20a%20mug&x=<b>");
    const [one, two] = [await guestSlotMarkup(heart, first, shop), await guestSlotMarkup(heart, second, shop)];
    expect(one).toContain(`name="redirectTo" value="/category/1?sort=price-asc&amp;page=2"`);
    expect(two).toContain(`name="redirectTo" value="${escapedHtml(second.pathname + second.search)}"`);
    expect(two).not.toContain("stand-in");
    // Everything else is the same heart, its label escaped once.
    expect(two.replace(/value="\/search[^"]*"/, "")).toBe(one.replace(/value="\/category[^"]*"/, ""));
    expect(one).toContain("Mug &quot;Tall&quot; &amp; &lt;co&gt;");
  });

  it("is in the page's language", async () => {
    const markup = await guestSlotMarkup(heart, new URL("http://shop.example/ar/category/1"), shop);
    expect(markup).toContain('action="/ar/wishlist"');
    expect(markup).toContain('value="/ar/category/1"');
  });

  it("refuses a slot that shows the page's address otherwise (the other language's link): wrong on any other page", async () => {
    await expect(
      guestSlotMarkup({ name: "visitor-links", props: {} }, new URL("http://shop.example/ar/category/1"), shop),
    ).rejects.toThrow(/otherwise than as its path and query/);
  });
});
