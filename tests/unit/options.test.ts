import { toCatalogueProduct } from "#server/catalog/catalog";
import { InvalidOptionError, isOfferedInQuickView, parseOptionIds, resolveOptions } from "#server/catalog/options";
import { productJsonLd, toProductView } from "#server/catalog/product-view";
import { OPTION_NOT_AVAILABLE } from "~/texts";
import { productViewTexts } from "~/lib/texts.server";

const IN_ENGLISH = { language: "en", texts: productViewTexts("en") } as const;
import { idOrNotFound } from "#server/tenancy/route";
import { ProductSchema, type Product } from "#server/upstream/contract";

/** A product as the upstream sends it (decimals as strings), parsed by the real schema. */
function product(overrides: Record<string, unknown> = {}): Product {
  return ProductSchema.parse({
    id: 7,
    name: { en: "Brass Lantern&^&Moroccan pierced metal lantern with glass panels" },
    description: "<p>Handmade</p><script>window.__xss = 1</script>",
    price: "230.00",
    old_price: null,
    has_promotion: false,
    rateAvg: 4.26,
    rateCount: 3,
    productImages: [
      { id: 1, url: "http://127.0.0.1:9/media/products/7-1.svg" },
      { id: 2, url: "http://127.0.0.1:9/media/products/7-2.svg" },
    ],
    productOptions: [
      {
        id: 10,
        name: { en: "Color" },
        values: [
          { id: 101, price: null, name: { en: "Natural" }, isStockable: true },
          { id: 102, price: null, name: { en: "Black" }, isStockable: true },
          { id: 103, price: "20.00", name: { en: "Copper" }, isStockable: true },
        ],
      },
      {
        id: 11,
        name: { en: "Warranty" },
        values: [
          { id: 111, price: null, name: { en: "1 year" }, isStockable: false },
          { id: 112, price: "45.00", name: { en: "2 years" }, isStockable: false },
        ],
      },
      {
        id: 12,
        name: { en: "Gift wrap" },
        values: [
          { id: 121, price: null, name: { en: "No gift wrap" }, isStockable: false },
          { id: 122, price: "10.50", name: { en: "Gift wrap" }, isStockable: true },
        ],
      },
      { id: 13, name: { en: "Empty group" }, values: [] },
    ],
    ...overrides,
  });
}

const selected = (choice: ReturnType<typeof resolveOptions>) =>
  Object.fromEntries(
    choice.groups.map((group) => [
      group.name,
      group.values.filter((value) => value.selected).map((value) => value.name),
    ]),
  );

describe("resolveOptions", () => {
  it("preselects the first value of every group and prices the base alone", () => {
    const choice = resolveOptions(product(), []);
    expect(selected(choice)).toEqual({ Color: ["Natural"], Warranty: ["1 year"], "Gift wrap": ["No gift wrap"] });
    expect(choice.chosenIds).toEqual([101, 111, 121]);
    expect(choice.unitPrice).toBe(230);
  });

  it("replaces only the chosen value's group and adds the chosen prices", () => {
    const choice = resolveOptions(product(), [103, 122]);
    expect(selected(choice)).toEqual({ Color: ["Copper"], Warranty: ["1 year"], "Gift wrap": ["Gift wrap"] });
    expect(choice.chosenIds).toEqual([103, 111, 122]);
    expect(choice.unitPrice).toBe(260.5);
  });

  it("lets a later value of the same group replace an earlier one", () => {
    const choice = resolveOptions(product(), [103, 102]);
    expect(selected(choice).Color).toEqual(["Black"]);
    // Black is unpriced: it adds 0.
    expect(choice.unitPrice).toBe(230);
  });

  it("offers only stockable values with a price when asked (the quick view)", () => {
    const choice = resolveOptions(product(), [], { stockablePricedOnly: true });
    expect(choice.groups.map((group) => [group.name, group.values.map((value) => value.name)])).toEqual([
      ["Color", ["Copper"]],
      ["Gift wrap", ["Gift wrap"]],
    ]);
    // The defaults stay the first values (Natural, No gift wrap), offered there or not: no button is lit.
    expect(choice.chosenIds).toEqual([101, 121]);
    expect(choice.groups.flatMap((group) => group.values).some((value) => value.selected)).toBe(false);
    expect(choice.unitPrice).toBe(230);
    // A value hidden from the quick view cannot be chosen there.
    expect(() => resolveOptions(product(), [112], { stockablePricedOnly: true })).toThrow(InvalidOptionError);
  });

  it("rejects another product's option value", () => {
    expect(() => resolveOptions(product(), [999])).toThrow(InvalidOptionError);
    expect(() => resolveOptions(product(), [101, 999])).toThrow(/not available/);
  });

  it("works for a product without options", () => {
    const choice = resolveOptions(product({ productOptions: [] }), []);
    expect(choice).toEqual({ groups: [], chosenIds: [], unitPrice: 230 });
  });
});

/** A group the quick view hides entirely (nothing stockable), whose first value has a price. */
const pricedWarranty = {
  id: 21,
  name: { en: "Warranty" },
  values: [
    { id: 211, price: "5.00", name: { en: "1 year" }, isStockable: false },
    { id: 212, price: "45.00", name: { en: "2 years" }, isStockable: false },
  ],
};

describe("resolveOptions for a cart line", () => {
  it("leaves a group the quick view hides entirely unchosen when the line names none of its values", () => {
    // As added from the quick view: Color and Gift wrap shown and chosen, Warranty never seen.
    const choice = resolveOptions(product(), [103, 122], { cartLine: true });
    expect(selected(choice)).toEqual({ Color: ["Copper"], Warranty: [], "Gift wrap": ["Gift wrap"] });
    expect(choice.chosenIds).toEqual([103, 122]);
    expect(choice.unitPrice).toBe(260.5);
  });

  it("keeps the hidden group's value the product page sent", () => {
    const choice = resolveOptions(product(), [101, 112, 121], { cartLine: true });
    expect(selected(choice)).toEqual({ Color: ["Natural"], Warranty: ["2 years"], "Gift wrap": ["No gift wrap"] });
    expect(choice.unitPrice).toBe(275);
  });

  it("still gives any other group left out its first value", () => {
    const choice = resolveOptions(product(), [], { cartLine: true });
    expect(selected(choice)).toEqual({ Color: ["Natural"], Warranty: [], "Gift wrap": ["No gift wrap"] });
    expect(choice.chosenIds).toEqual([101, 121]);
  });

  it("prices a line from the quick view as the quick view did, and one from the product page as that page did", () => {
    const withWarranty = product({ productOptions: [pricedWarranty] });
    const quickView = toProductView(toCatalogueProduct(withWarranty), "SAR", [], {
      ...IN_ENGLISH,
      stockablePricedOnly: true,
    });
    const fromQuickView = resolveOptions(withWarranty, quickView.chosenIds, { cartLine: true });
    expect(fromQuickView.unitPrice).toBe(quickView.unitPrice);
    expect(fromQuickView.chosenIds).toEqual([]);
    const page = toProductView(toCatalogueProduct(withWarranty), "SAR", [], IN_ENGLISH);
    const fromPage = resolveOptions(withWarranty, page.chosenIds, { cartLine: true });
    expect(fromPage.unitPrice).toBe(page.unitPrice);
    expect(selected(fromPage)).toEqual({ Warranty: ["1 year"] });
  });

  it("offers in the quick view exactly the values that are stockable and priced", () => {
    expect(isOfferedInQuickView({ isStockable: true, price: 0 })).toBe(true);
    expect(isOfferedInQuickView({ isStockable: true, price: null })).toBe(false);
    expect(isOfferedInQuickView({ isStockable: false, price: 10 })).toBe(false);
  });
});

describe("parseOptionIds", () => {
  it("reads positive integer ids", () => {
    expect(parseOptionIds(["12", "7"])).toEqual([12, 7]);
    expect(parseOptionIds([])).toEqual([]);
  });

  it.each([["abc"], ["-1"], ["0"], ["1.5"], [" 3"], ["1e3"], [""], ["9999999999"], ["12abc"]])("rejects %j", (raw) => {
    expect(() => parseOptionIds([raw])).toThrow(InvalidOptionError);
  });

  it("rejects a file upload in place of an id", () => {
    expect(() => parseOptionIds([new File(["1"], "1.txt")])).toThrow(InvalidOptionError);
  });
});

describe("product view", () => {
  it("cuts the subtitle, shows the description sanitized as it entered the cache, and labels the price", () => {
    const view = toProductView(toCatalogueProduct(product()), "SAR", ["103"], IN_ENGLISH);
    expect(view.title).toBe("Brass Lantern");
    expect(view.subtitleShort).toBe("Moroccan pierced met...");
    expect(view.descriptionHtml).toBe("<p>Handmade</p>");
    expect(view.priceLabel).toBe("250 SAR");
    expect(view.oldPriceLabel).toBeNull();
    expect(view.rating).toBe(4.5);
    expect(view.ratingAverage).toBe(4.3);
    expect(view.images.map((image) => image.url)).toEqual(["/media/products/7-1.svg", "/media/products/7-2.svg"]);
    expect(view.images[1]!.alt).toBe("Brass Lantern, view 2");
  });

  it("strikes through the old price with the same options", () => {
    const view = toProductView(
      toCatalogueProduct(product({ old_price: "260.00", has_promotion: true })),
      "SAR",
      ["103"],
      IN_ENGLISH,
    );
    expect(view.priceLabel).toBe("250 SAR");
    expect(view.oldPriceLabel).toBe("280 SAR");
  });

  it("falls back to the default choice with a notice for junk or another product's option", () => {
    for (const raw of [["999"], ["abc"], ["103", "-4"]]) {
      const view = toProductView(toCatalogueProduct(product()), "SAR", raw, IN_ENGLISH);
      expect(view.optionNotice).toBe(OPTION_NOT_AVAILABLE);
      expect(view.chosenIds).toEqual([101, 111, 121]);
      expect(view.priceLabel).toBe("230 SAR");
    }
    expect(toProductView(toCatalogueProduct(product()), "SAR", [], IN_ENGLISH).optionNotice).toBeNull();
  });

  it("in the quick view, posts the product page's defaults, but no value of a group it hides entirely", () => {
    const view = toProductView(toCatalogueProduct(product()), "SAR", [], { ...IN_ENGLISH, stockablePricedOnly: true });
    expect(view.groups.map((group) => group.name)).toEqual(["Color", "Gift wrap"]);
    expect(view.groups.flatMap((group) => group.values.map((value) => value.id))).toEqual([103, 122]);
    // Warranty is hidden there entirely: the form sends none of its values.
    expect(view.chosenIds).toEqual([101, 121]);
    expect(view.priceLabel).toBe("230 SAR");
  });

  it("chooses one default in both views (spec §4: 'the first value of each option is preselected'): the priced Gift wrap is never chosen for the shopper", () => {
    // The seeded gift wrap: "No gift wrap" unpriced and not stockable, so the quick view does not offer it.
    const giftWrapped = product({ productOptions: [product().productOptions[2]] });
    const page = toProductView(toCatalogueProduct(giftWrapped), "SAR", [], IN_ENGLISH);
    const quickView = toProductView(toCatalogueProduct(giftWrapped), "SAR", [], {
      ...IN_ENGLISH,
      stockablePricedOnly: true,
    });
    expect(page.chosenIds).toEqual([121]);
    expect(quickView.chosenIds).toEqual(page.chosenIds);
    expect(quickView.priceLabel).toBe(page.priceLabel);
    expect(quickView.groups[0]!.values).toEqual([{ id: 122, name: "Gift wrap", price: 10.5, selected: false }]);
    // Added from either view, it is the same cart line, at the price both showed.
    const fromQuickView = resolveOptions(giftWrapped, quickView.chosenIds, { cartLine: true });
    expect(fromQuickView.chosenIds).toEqual(resolveOptions(giftWrapped, page.chosenIds, { cartLine: true }).chosenIds);
    expect(fromQuickView.unitPrice).toBe(230);
    // Choosing it in the quick view lights it and adds its price.
    const chosen = toProductView(toCatalogueProduct(giftWrapped), "SAR", ["122"], {
      ...IN_ENGLISH,
      stockablePricedOnly: true,
    });
    expect(chosen.chosenIds).toEqual([122]);
    expect(chosen.groups[0]!.values[0]!.selected).toBe(true);
    expect(chosen.priceLabel).toBe("240.50 SAR");
  });

  it("in the quick view, a hidden group's priced first value is not in the price", () => {
    const view = toProductView(toCatalogueProduct(product({ productOptions: [pricedWarranty] })), "SAR", [], {
      ...IN_ENGLISH,
      stockablePricedOnly: true,
    });
    expect(view.groups).toEqual([]);
    expect(view.chosenIds).toEqual([]);
    expect(view.priceLabel).toBe("230 SAR");
    // The product page shows the group, its first value chosen and priced.
    const page = toProductView(
      toCatalogueProduct(product({ productOptions: [pricedWarranty] })),
      "SAR",
      [],
      IN_ENGLISH,
    );
    expect(page.chosenIds).toEqual([211]);
    expect(page.priceLabel).toBe("235 SAR");
  });

  it("reads product ids strictly (404 otherwise)", () => {
    expect(idOrNotFound("42")).toBe(42);
    for (const raw of ["abc", "0", "-1", "1.5", "", undefined, "12345678901"]) {
      let thrown: unknown;
      try {
        idOrNotFound(raw);
      } catch (error) {
        thrown = error;
      }
      expect((thrown as { init?: { status?: number } } | undefined)?.init?.status).toBe(404);
    }
  });

  it("writes JSON-LD that no product name can break out of", () => {
    const view = toProductView(
      toCatalogueProduct(product({ name: { en: "Evil</script><script>alert(1)</script>&^&x" } })),
      "SAR",
      [],
      IN_ENGLISH,
    );
    const text = productJsonLd(view, {
      origin: "https://shop.example",
      url: "https://shop.example/single-product/7",
      currency: "SAR",
      description: "Handmade",
      reviewCount: 3,
    });
    expect(text).not.toMatch(/[<>]/);
    const json = JSON.parse(text);
    expect(json.name).toBe("Evil</script><script>alert(1)</script> x");
    expect(json.image[0]).toBe("https://shop.example/media/products/7-1.svg");
    expect(json.offers).toMatchObject({ price: "230.00", priceCurrency: "SAR" });
    expect(json.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 3 });
    const unrated = JSON.parse(
      productJsonLd(view, {
        origin: "https://shop.example",
        url: "u",
        currency: "SAR",
        description: "",
        reviewCount: 0,
      }),
    );
    expect(unrated.aggregateRating).toBeUndefined();
  });
});
