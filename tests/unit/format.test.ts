import {
  checkoutTotal,
  cutText,
  formatCardPrice,
  formatPrice,
  lineTotal,
  roundToHalf,
  shippingLabel,
  splitName,
  subtotal,
  unitPrice,
} from "#server/catalog/format";

describe("product names", () => {
  it("splits on &^& and trims both parts", () => {
    expect(splitName("Desk Lamp &^& Warm white, dimmable")).toEqual({
      title: "Desk Lamp",
      subtitle: "Warm white, dimmable",
    });
    expect(splitName("Single part")).toEqual({ title: "Single part", subtitle: "" });
    expect(splitName("A&^&B&^&C")).toEqual({ title: "A", subtitle: "B&^&C" });
  });

  it("cuts the first part at 12 and the second at 20 characters plus '...'", () => {
    expect(cutText("Noise-cancelling", 12)).toBe("Noise-cancel...");
    expect(cutText("Exactly12chr", 12)).toBe("Exactly12chr");
    expect(cutText("Over-ear wireless headphones", 20)).toBe("Over-ear wireless he...");
    // Characters, not UTF-16 units: an emoji or Arabic letter counts once.
    expect(cutText("😀".repeat(13), 12)).toBe(`${"😀".repeat(12)}...`);
  });
});

describe("prices", () => {
  it("adds the chosen option prices to the base (unpriced adds 0)", () => {
    expect(unitPrice(100, [20, null, 5.5])).toBe(125.5);
    expect(unitPrice(0.1, [0.2])).toBe(0.3);
    expect(unitPrice(99.99, [])).toBe(99.99);
  });

  it("multiplies lines and sums a subtotal without float drift", () => {
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(subtotal([59.97, 0.1, 0.2])).toBe(60.27);
  });

  it("rounds card prices to an integer with the currency name", () => {
    expect(formatCardPrice(120.49, "SAR")).toBe("120 SAR");
    expect(formatCardPrice(120.5, "USD")).toBe("121 USD");
    expect(formatPrice(99.5, "SAR")).toBe("99.50 SAR");
    expect(formatPrice(120, "SAR")).toBe("120 SAR");
  });

  it("shows the shop's shipping cost and leaves it out of the total", () => {
    // Spec §9: "Shipping cost is displayed from defaultShippingCost, but the checkout total adds a shipping amount kept at 0."
    const shop = { defaultShippingCost: 25, currency: "SAR" };
    expect(shippingLabel(shop)).toBe("25 SAR");
    expect(shippingLabel({ defaultShippingCost: 12.5, currency: "USD" })).toBe("12.50 USD");
    expect(checkoutTotal(subtotal([59.97, 0.1, 0.2]))).toBe(60.27);
  });
});

describe("ratings", () => {
  it.each([
    [0, 0],
    [3.24, 3],
    [3.25, 3.5],
    [3.74, 3.5],
    [3.75, 4],
    [4.9, 5],
    [7, 5],
    [-1, 0],
    [Number.NaN, 0],
  ])("rounds %s to %s in half steps", (input, expected) => {
    expect(roundToHalf(input)).toBe(expected);
  });
});
