import {
  addLine,
  CartFullError,
  lineKey,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  removeLine,
  setLineQuantity,
} from "#server/cart/cart";

describe("cart lines", () => {
  it("adds the same product with the same options to one line, whatever the option order", () => {
    let lines = addLine([], { productId: 1, quantity: 1, optionIds: [5, 3] }).lines;
    lines = addLine(lines, { productId: 1, quantity: 2, optionIds: [3, 5] }).lines;
    expect(lines).toEqual([{ productId: 1, quantity: 3, optionIds: [3, 5] }]);
    lines = addLine(lines, { productId: 1, quantity: 1, optionIds: [3] }).lines;
    expect(lines).toHaveLength(2);
  });

  it("caps a line's quantity and says how many were added", () => {
    const near = [{ productId: 1, quantity: MAX_LINE_QUANTITY - 1, optionIds: [] }];
    const capped = addLine(near, { productId: 1, quantity: 5, optionIds: [] });
    expect(capped.lines[0]!.quantity).toBe(MAX_LINE_QUANTITY);
    expect(capped.added).toBe(1);
    // At the cap nothing is added, and the answer can say so (not 'Added to cart').
    const full = addLine(capped.lines, { productId: 1, quantity: 1, optionIds: [] });
    expect(full).toEqual({ lines: capped.lines, added: 0 });
    expect(addLine([], { productId: 2, quantity: 3, optionIds: [] }).added).toBe(3);
  });

  it("says clearly when the cart is full", () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productId: i + 1, quantity: 1, optionIds: [] }));
    expect(() => addLine(full, { productId: 999, quantity: 1, optionIds: [] })).toThrow(CartFullError);
    // Adding to an existing line still works when full.
    expect(addLine(full, { productId: 1, quantity: 1, optionIds: [] }).lines[0]!.quantity).toBe(2);
  });

  it("sets a line's quantity: the same request twice gives the same cart; remove deletes the line", () => {
    const lines = [
      { productId: 1, quantity: 1, optionIds: [2] },
      { productId: 3, quantity: 4, optionIds: [] },
    ];
    const key = lineKey(lines[0]!);
    const once = setLineQuantity(lines, key, 2);
    expect(once[0]!.quantity).toBe(2);
    // A resubmitted "+" (or a double click) asks for 2 again: still 2.
    expect(setLineQuantity(once, key, 2)).toEqual(once);
    expect(once[1]).toEqual(lines[1]);
    expect(setLineQuantity(once, key, 1)[0]!.quantity).toBe(1);
    for (const quantity of [0, -1, MAX_LINE_QUANTITY + 1, 1.5, Number.NaN])
      expect(setLineQuantity(lines, key, quantity)).toEqual(lines);
    expect(setLineQuantity(lines, "9:", 5)).toEqual(lines);
    expect(removeLine(lines, key)).toEqual([lines[1]]);
    expect(removeLine(lines, "9:")).toEqual(lines);
  });
});
