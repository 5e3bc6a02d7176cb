import { z } from "zod";
import { MAX_ID } from "#server/tenancy/route";
import { addressActionSchema } from "~/forms/address-action.server";
import { perLanguage } from "~/forms/per-language";
import { wholeNumber } from "~/forms/fields.server";

/** The pay form's fields, sent by its pay and discount buttons: the page's token and the two choices. */
const PAY_FORM = {
  token: z.string().min(1).max(100),
  address: wholeNumber(MAX_ID).optional(),
  method: wholeNumber(MAX_ID).optional(),
};

/**
 * The checkout page's forms, told apart by the button's intent: a new address (its messages in
 * the page's language), a discount code, pay.
 */
export const checkoutFormSchema = perLanguage((language) =>
  z.discriminatedUnion("intent", [
    addressActionSchema(language).extend({ intent: z.literal("address") }),
    z.object({ intent: z.literal("discount"), ...PAY_FORM }),
    z.object({ intent: z.literal("pay"), ...PAY_FORM }),
  ]),
);
export const CheckoutFormSchema = /* @__PURE__ */ checkoutFormSchema("en");

export type PayForm = Extract<z.output<typeof CheckoutFormSchema>, { intent: "pay" }>;

/** What every answer to the pay form shows again, whatever else it refused: the code typed, cut to 100. */
export const PayFormKeptSchema = z.object({
  code: z.unknown().transform((code) => String(code ?? "").slice(0, 100)),
});
