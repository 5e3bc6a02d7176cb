import { CartFormSchema } from "../../app/routes/(ar)._shop.cart/cart-form";
import { CheckoutFormSchema } from "../../app/routes/(ar)._shop.check-out/checkout-form";
import { ToggleSchema } from "../../app/routes/(ar)._shop.wishlist/toggle-form";

/** The members of the routes' action unions that read numbers. */
const add = (form: Record<string, string>) => CartFormSchema.safeParse({ intent: "add", option: [], ...form });
const setQuantity = (quantity: string) => CartFormSchema.safeParse({ intent: "set-quantity", line: "12:", quantity });
const pay = (form: Record<string, string>) => CheckoutFormSchema.safeParse({ intent: "pay", ...form });

/** The small action forms read whole numbers as a form writes them: decimal digits, nothing Number() would also take. */
describe("the action forms' numbers", () => {
  it("are decimal digits within their bounds", () => {
    expect(add({ productId: "12", quantity: "3" }).data).toEqual({
      intent: "add",
      productId: 12,
      quantity: 3,
      option: [],
    });
    expect(add({ productId: "12" }).data).toMatchObject({ quantity: 1 });
    expect(setQuantity("99").data).toMatchObject({ quantity: 99 });
    expect(pay({ token: "t", address: "4", method: "2" }).data).toEqual({
      intent: "pay",
      token: "t",
      address: 4,
      method: 2,
    });
  });

  it("refuse hexadecimal, exponents, signs, fractions, spaces and out-of-bound values", () => {
    for (const quantity of ["0x10", "1e1", "+1", "-1", "1.5", " 1", "", "0", "100", "99999999999"]) {
      expect(add({ productId: "12", quantity }).success, quantity).toBe(false);
      expect(setQuantity(quantity).success, quantity).toBe(false);
    }
    for (const id of ["0x1", "1e2", "0", "-3", "2147483648"]) {
      expect(ToggleSchema.safeParse({ intent: "toggle-wishlist", productId: id }).success, id).toBe(false);
      expect(pay({ token: "t", address: id }).success, id).toBe(false);
    }
  });
});
