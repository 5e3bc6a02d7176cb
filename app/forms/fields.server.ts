import { z } from "zod";
import { MAX_ID } from "#server/tenancy/route";

/**
 * Field schemas the routes' action unions share (server only: a module-scope schema is a call
 * the browser build would keep, and with it all of zod, docs/decisions/0009-js-budget.md).
 */

/**
 * A whole number from 1 to `max` written as a form writes one: decimal digits only. Number()
 * alone would also read "0x10" as 16 and "1e1" as 10.
 */
export const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/)
    .pipe(z.coerce.number().int().min(1).max(max));

/** An id as idOrNotFound (server/tenancy/route.ts) reads one: no leading zero, within the upstream's keys. */
export const idField = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .pipe(z.coerce.number().max(MAX_ID));

type IntentUnion = z.ZodDiscriminatedUnion<"intent", z.ZodDiscriminatedUnionOption<"intent">[]>;

/**
 * The intent a refused submission was for: zod checks a discriminated union's intent before the
 * fields of its member, so a known intent names the member whose fields failed. Null for an
 * intent the union does not know (a hand-made form).
 */
export function refusedIntent<Union extends IntentUnion>(
  union: Union,
  input: Record<string, unknown>,
): z.output<Union>["intent"] | null {
  return union.optionsMap.has(input.intent as string) ? (input.intent as z.output<Union>["intent"]) : null;
}
