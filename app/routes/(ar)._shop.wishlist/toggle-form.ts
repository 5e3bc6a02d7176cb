import { z } from "zod";
import { MAX_ID } from "#server/tenancy/route";
import { wholeNumber } from "~/forms/fields.server";

/** The wishlist heart's form, from any page. */
export const ToggleSchema = z.object({
  intent: z.literal("toggle-wishlist"),
  productId: wholeNumber(MAX_ID),
});
