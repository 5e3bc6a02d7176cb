import { z } from "zod";
import { MAX_LINE_QUANTITY } from "#server/cart/cart-line";
import { MAX_ID } from "#server/tenancy/route";

/**
 * The schemas of the small action forms: cart lines, the wishlist heart, the pay form. Here
 * rather than in their route modules because a module-scope schema is a call the browser build
 * keeps (it cannot know it is pure), and with it all of zod (docs/decisions/0009-js-budget.md);
 * Remix blanks `.server` modules in the browser build.
 */

/**
 * A whole number from 1 to `max` written as a form writes one: decimal digits only. Number()
 * alone would also read "0x10" as 16 and "1e1" as 10.
 */
const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/)
    .pipe(z.coerce.number().int().min(1).max(max));

/* Cart (app/routes/_shop.cart.tsx) */

const LineKeySchema = z
  .string()
  .regex(/^\d+:[\d-]*$/)
  .max(200);

/** The stepper posts the quantity it wants (safe to repeat); remove drops the line. */
export const LineIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-quantity"), line: LineKeySchema, quantity: wholeNumber(MAX_LINE_QUANTITY) }),
  z.object({ intent: z.literal("remove"), line: LineKeySchema }),
]);

export const AddSchema = z.object({
  intent: z.literal("add"),
  productId: wholeNumber(MAX_ID),
  quantity: wholeNumber(MAX_LINE_QUANTITY).default("1"),
});

/* Wishlist heart (app/routes/_shop.wishlist.tsx) */

export const ToggleSchema = z.object({
  intent: z.literal("toggle-wishlist"),
  productId: wholeNumber(MAX_ID),
});

/* Pay form (app/routes/_shop.check-out.tsx) */

export const PayFormSchema = z.object({
  token: z.string().min(1).max(100),
  address: wholeNumber(MAX_ID).optional(),
  method: wholeNumber(MAX_ID).optional(),
});
