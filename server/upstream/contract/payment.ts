import { z } from "zod";
import { listSchema } from "./common.ts";
import { decimalSchema, flag, idSchema, reqId, reqText, text } from "./primitives.ts";

/* ------------------------------------------------------------------ */
/* payment API (base PAYMENT_API_URL)                                  */
/* ------------------------------------------------------------------ */

export const PaymentMethodSchema = z.object({ id: idSchema, name: text, active: flag });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
/** GET payment/methods/?tenant= */
export const PaymentMethodListSchema = listSchema(PaymentMethodSchema);
export type PaymentMethodList = z.infer<typeof PaymentMethodListSchema>;

/** GET payment/key/?tenant= */
export const PaymentKeySchema = z.object({ publishable_key: z.string().min(1) });
export type PaymentKey = z.infer<typeof PaymentKeySchema>;

/** POST payment/checkout/  (auth) amount in major units, must equal the server cart total */
export const CardCheckoutRequestSchema = z.object({
  amount: z.coerce.number().positive(),
  currency: reqText(10),
  items: z
    .array(
      z.object({
        name: reqText(300),
        amount: z.coerce.number().nonnegative(),
        description: z.string().max(500).default(""),
        quantity: z.coerce.number().int().positive(),
      }),
    )
    .min(1),
  extras: z.object({ address: reqId }),
  /** optional: where the simulated hosted page sends the shopper after paying / cancelling */
  success_url: z.string().url().optional(),
  cancel_url: z.string().url().optional(),
});
export type CardCheckoutRequest = z.infer<typeof CardCheckoutRequestSchema>;
export const CardCheckoutResponseSchema = z.object({ checkout_url: z.string().min(1) });
export type CardCheckoutResponse = z.infer<typeof CardCheckoutResponseSchema>;

/** GET payment/checkout/{id}/  (auth) **(ours)**: a card checkout session, to verify a success return. */
export const CardCheckoutSessionSchema = z.object({
  id: z.string().min(1),
  status: z.string(), // "open" | "paid" | "cancelled"
  amount: decimalSchema,
  currency: text,
  order: idSchema.nullish().transform((v) => v ?? null),
});
export type CardCheckoutSession = z.infer<typeof CardCheckoutSessionSchema>;

/** POST payment/paypal/create/  (auth) */
export const PaypalCreateRequestSchema = z.object({
  total: z.coerce.number().positive(),
  /** legacy duplicate of total; when given must equal it */
  value: z.coerce.number().positive().optional(),
  address_id: reqId,
  /** optional: where the simulated approval page sends the shopper (…?token=<id>) */
  return_url: z.string().url().optional(),
  cancel_url: z.string().url().optional(),
});
export type PaypalCreateRequest = z.infer<typeof PaypalCreateRequestSchema>;
export const PaypalCreateResponseSchema = z.object({ url: z.string().min(1), id: text });
export type PaypalCreateResponse = z.infer<typeof PaypalCreateResponseSchema>;

/** POST payment/moyasar/payments/{id}/  body {address}; Bearer + `tenant` header */
export const MoyasarConfirmRequestSchema = z.object({ address: reqId });
export type MoyasarConfirmRequest = z.infer<typeof MoyasarConfirmRequestSchema>;

/** The detail of a 400 to an order or payment of an empty server cart (docs/upstream-api.md §6, §7). */
export const CART_EMPTY_DETAIL = "Cart is empty";
/** The details of a card provider's payment confirmed before (it has its order) and of one the provider has not been paid (docs/upstream-api.md §7). */
export const PAYMENT_ALREADY_CONFIRMED_DETAIL = "payment already confirmed";
export const PAYMENT_NOT_PAID_DETAIL = "payment is not paid";

/** Answer of paypal/capture and moyasar/payments/{id}: the payment is recorded and an order created. */
export const PaymentConfirmationSchema = z.object({
  status: z.string(),
  order: idSchema.nullish().transform((v) => v ?? null),
  payment: idSchema.nullish().transform((v) => v ?? null),
});
export type PaymentConfirmation = z.infer<typeof PaymentConfirmationSchema>;

export const PaymentRecordSchema = z.object({
  id: idSchema,
  createdAt: text,
  amount: decimalSchema,
  currency: text,
  method: text, // "card" | "cash" | "paypal" | "moyasar"
  status: text, // "paid" | "pending" | ...
  order: idSchema.nullish().transform((v) => v ?? null),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;
/** GET payment/history/  (auth) */
export const PaymentHistorySchema = listSchema(PaymentRecordSchema);
export type PaymentHistory = z.infer<typeof PaymentHistorySchema>;

/** Simulated card provider (payment-api/sim/moyasar/v1/payments/): a provider payment. */
export const MoyasarPaymentSchema = z.object({
  id: z.string(),
  status: z.string(), // "paid" | "failed"
  amount: z.number().int(), // minor units (total * 100)
  currency: text,
  description: text,
  message: text,
  callback_url: text,
  redirect_url: text, // callback_url?id=&status=&message=
});
export type MoyasarPayment = z.infer<typeof MoyasarPaymentSchema>;

/** Simulated hosted pages (payment-api/sim/checkout/{id}/, sim/paypal/{id}/): the button pressed. */
export const SimActionRequestSchema = z.object({
  action: z.enum(["pay", "approve", "cancel"]).default("pay"),
});
export type SimActionRequest = z.infer<typeof SimActionRequestSchema>;

/**
 * Simulated card provider: POST payment-api/sim/moyasar/v1/payments/ (JSON, or the
 * form fields amount, currency, …, source[number] … that the provider form posts).
 */
export const MoyasarCreateRequestSchema = z.object({
  amount: z.coerce.number().int().positive(), // minor units
  currency: reqText(10),
  description: z.string().trim().max(500).default(""),
  callback_url: z
    .string()
    .url()
    .refine((u) => /^https?:/i.test(u), "Enter a valid URL."),
  publishable_api_key: reqText(200),
  source: z.object({
    type: z.string().trim().default("creditcard"),
    name: reqText(200),
    number: z
      .string()
      .transform((s) => s.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{12,19}$/, "Invalid card number.")),
    month: z.coerce.number().int().min(1).max(12),
    year: z.coerce.number().int().min(0).max(9999),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, "Invalid CVC."),
  }),
});
export type MoyasarCreateRequest = z.infer<typeof MoyasarCreateRequestSchema>;
