/**
 * The contract's zod building blocks: tolerant primitives for responses, strict ones for
 * requests. index.ts re-exports only the public ones (as contract.ts did); the rest are
 * shared by the domain files here.
 */
import { z } from "zod";

/* ------------------------------------------------------------------ */
/* tolerant primitives (responses)                                     */
/* ------------------------------------------------------------------ */

/** A decimal that may arrive as "120.00" or 120; parsed to a number. */
export const decimalSchema = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, "Expected a decimal")
    .transform((s) => Number(s)),
]);
/** Decimal, null/missing -> 0. */
export const decimalOrZeroSchema = decimalSchema.nullish().transform((v) => v ?? 0);
/** Decimal, null/missing -> null. */
export const nullableDecimalSchema = decimalSchema.nullish().transform((v) => v ?? null);

/** A primary key: 12 or "12". */
export const idSchema = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^\d+$/, "Expected an id")
    .transform((s) => Number(s)),
]);

/** A string, null/missing -> "". */
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? "");
/** A string where empty/null/missing all mean "unset" -> null. */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v == null || v.trim() === "" ? null : v));
export const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
export const countField = z
  .number()
  .int()
  .nonnegative()
  .nullish()
  .transform((v) => v ?? 0);
export function arrayOf<T extends z.ZodTypeAny>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((v): z.output<T>[] => v ?? []);
}

/** {en, ar} text; a plain string is taken as both; null/missing -> {en:"", ar:""}. */
export const localizedSchema = z
  .union([z.string().transform((s) => ({ en: s, ar: s })), z.object({ en: text, ar: text })])
  .nullish()
  .transform((v) => v ?? { en: "", ar: "" });
export type Localized = z.infer<typeof localizedSchema>;

/** A datum's text in a language: its English when the upstream has none in that language. */
export function inLanguage(text: Localized, language: keyof Localized): string {
  return text[language].trim() ? text[language] : text.en;
}

/** Delivery time: "3-5 days" or a number of days (-> "N days"); null -> null. */
export const deliveryTime = z
  .union([z.string(), z.number().transform((n) => `${n} days`)])
  .nullish()
  .transform((v) => (v == null || String(v).trim() === "" ? null : String(v)));

/* ------------------------------------------------------------------ */
/* request primitives                                                  */
/* ------------------------------------------------------------------ */

export const reqId = z.coerce.number().int().positive();
export const reqText = (max = 255) => z.string().trim().min(1, "This field may not be blank.").max(max);
export const reqOptionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? "");

/** A boolean in a request: true/false, or "true"/"false"/"on"/"1"/"0" from a form. */
export const reqBool = z.union([
  z.boolean(),
  z.enum(["true", "false", "on", "off", "1", "0"]).transform((v) => v === "true" || v === "on" || v === "1"),
]);

/** Phone as the upstream accepts it: optional +, 8 to 15 digits. */
export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{8,15}$/, "Enter a valid phone number.");

/** Password rule (spec §5): at least 8 characters, a lowercase, an uppercase and a digit. */
export const StrongPasswordSchema = z
  .string()
  .min(8, "Password shouldn't be less than 8 characters.")
  .max(128)
  .regex(/[a-z]/, "Password should contain a lowercase letter.")
  .regex(/[A-Z]/, "Password should contain an uppercase letter.")
  .regex(/\d/, "Password should contain a digit.");
