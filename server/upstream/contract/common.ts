import { z } from "zod";
import { countField, optionalText, text } from "./primitives.ts";

/* ------------------------------------------------------------------ */
/* list envelopes                                                      */
/* ------------------------------------------------------------------ */

/** DRF page: {count, next, previous, page_number, total_pages, results}. */
export function pagedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    count: countField,
    next: optionalText,
    previous: optionalText,
    page_number: z
      .number()
      .int()
      .nullish()
      .transform((v) => v ?? 1),
    total_pages: z
      .number()
      .int()
      .nullish()
      .transform((v) => v ?? 1),
    results: z.array(item),
  });
}

/** Plain list: {results}. */
export function listSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ results: z.array(item) });
}

/** List with the total number of qualifying rows: {count, results}. */
export function countedListSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ count: countField, results: z.array(item) });
}

/* ------------------------------------------------------------------ */
/* errors and misc                                                     */
/* ------------------------------------------------------------------ */

/**
 * Any 4xx body. `detail` is present on every error the reference upstream sends
 * except the change-password rule errors ({old_password:[..]} / {password:[..]});
 * validation errors also carry DRF-style {field: [messages]}.
 */
export const ApiErrorSchema = z.object({ detail: z.string().optional() }).catchall(z.unknown());
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** DRF field errors {field: ["message", ...]}. */
export const FieldErrorsSchema = z.record(z.union([z.array(z.string()), z.string()]));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** Generic acknowledgement {detail}. */
export const DetailResponseSchema = z.object({ detail: text });
export type DetailResponse = z.infer<typeof DetailResponseSchema>;

export const HealthSchema = z.object({ status: z.string() });
export type Health = z.infer<typeof HealthSchema>;
