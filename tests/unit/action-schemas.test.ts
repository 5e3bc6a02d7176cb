import { AddSchema, LineIntentSchema, PayFormSchema, ToggleSchema } from "../../app/forms/action-schemas.server";

/** The small action forms read whole numbers as a form writes them: decimal digits, nothing Number() would also take. */
describe("the action forms' numbers", () => {
  it("are decimal digits within their bounds", () => {
    expect(AddSchema.parse({ intent: "add", productId: "12", quantity: "3" })).toEqual({
      intent: "add",
      productId: 12,
      quantity: 3,
    });
    expect(AddSchema.parse({ intent: "add", productId: "12" }).quantity).toBe(1);
    expect(LineIntentSchema.parse({ intent: "set-quantity", line: "12:", quantity: "99" })).toMatchObject({
      quantity: 99,
    });
    expect(PayFormSchema.parse({ token: "t", address: "4", method: "2" })).toEqual({
      token: "t",
      address: 4,
      method: 2,
    });
  });

  it("refuse hexadecimal, exponents, signs, fractions, spaces and out-of-bound values", () => {
    for (const quantity of ["0x10", "1e1", "+1", "-1", "1.5", " 1", "", "0", "100", "99999999999"]) {
      expect(AddSchema.safeParse({ intent: "add", productId: "12", quantity }).success, quantity).toBe(false);
      expect(LineIntentSchema.safeParse({ intent: "set-quantity", line: "12:", quantity }).success, quantity).toBe(
        false,
      );
    }
    for (const id of ["0x1", "1e2", "0", "-3", "2147483648"]) {
      expect(ToggleSchema.safeParse({ intent: "toggle-wishlist", productId: id }).success, id).toBe(false);
      expect(PayFormSchema.safeParse({ token: "t", address: id }).success, id).toBe(false);
    }
  });
});
