import { z } from "zod";
import { MAX_LINE_QUANTITY } from "#server/cart/cart-line";
import { safeRedirectPath } from "#server/platform/security";
import { MAX_ID } from "#server/tenancy/route";
import { wholeNumber } from "~/forms/fields.server";
import { FORM_TOKEN_FIELD } from "~/forms/form-ui";

const LineKeySchema = z
  .string()
  .regex(/^\d+:[\d-]*$/)
  .max(200);

/** A value as the form sent it; the options and the one-time token are checked where they are read. */
const entry = z.custom<FormDataEntryValue>((value) => typeof value === "string" || value instanceof File);

/**
 * The cart's forms: an add (product page, quick view, cards), and per line the quantity the
 * stepper wants (safe to repeat) or its removal.
 */
export const CartFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    productId: wholeNumber(MAX_ID),
    quantity: wholeNumber(MAX_LINE_QUANTITY).default("1"),
    option: z.array(entry),
    [FORM_TOKEN_FIELD]: entry.optional(),
  }),
  z.object({ intent: z.literal("set-quantity"), line: LineKeySchema, quantity: wholeNumber(MAX_LINE_QUANTITY) }),
  z.object({ intent: z.literal("remove"), line: LineKeySchema }),
]);

export type AddForm = Extract<z.output<typeof CartFormSchema>, { intent: "add" }>;

/**
 * How every answer goes back, whatever the form and even when it is refused: data for a
 * fetcher (`fetcher=1`), else a redirect (an add's to its page, `redirectTo`).
 */
export const CartAnswerSchema = z.object({
  fetcher: z.unknown().transform((fetcher) => fetcher === "1"),
  redirectTo: z.unknown().transform((to) => safeRedirectPath(to, "/cart")),
});

export type CartAnswer = z.output<typeof CartAnswerSchema>;

/** The form as the schemas read it: each field's value, and every chosen option (one per group). */
export const cartFormInput = (formData: FormData) => ({
  ...Object.fromEntries(formData),
  option: formData.getAll("option"),
});
