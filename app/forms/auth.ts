import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./form-ui";
import { perLanguage } from "./per-language";
import type { Language } from "#server/platform/language";
import { safeRedirectPath } from "#server/platform/security";
import { CODE_INCORRECT } from "~/messages/CODE_INCORRECT";
import { INPUT_ALL_DATA } from "~/messages/INPUT_ALL_DATA";
import { INPUT_YOUR_EMAIL } from "~/messages/INPUT_YOUR_EMAIL";
import { INVALID_EMAIL } from "~/messages/INVALID_EMAIL";
import { INVALID_PHONE } from "~/messages/INVALID_PHONE";
import { PASSWORDS_DIFFER } from "~/messages/PASSWORDS_DIFFER";
import { PASSWORD_RULE } from "~/messages/PASSWORD_RULE";
import { REGISTRATION_REFUSED } from "~/messages/REGISTRATION_REFUSED";
import { REPEATED_PHONE } from "~/messages/REPEATED_PHONE";
import { TRY_AGAIN_SUFFIX } from "~/messages/TRY_AGAIN_SUFFIX";

/**
 * Form schemas of sign-in, sign-up and the password reset, shared by the browser (their types)
 * and the server. Their messages are in the page's language: each schema is made by a factory
 * taking it (`loginSchema(language)`), its texts picked from app/messages.ts's pairs. The
 * `…FormSchema` constants are the English ones, for types and English-only callers.
 */

/** A required text field, trimmed; empty or blank gives `message`. */
export function requiredText(message: string, max = 254) {
  return z.string({ required_error: message }).trim().min(1, message).max(max);
}

/** Spec §5: at least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export function meetsPasswordRule(password: string): boolean {
  return password.length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
}

/** A new password: required (`requiredMessage`), then the password rule with its message in `language`. */
export function newPassword(language: Language, requiredMessage: string = INPUT_ALL_DATA[language]) {
  return requiredText(requiredMessage, PASSWORD_MAX_LENGTH).refine(meetsPasswordRule, PASSWORD_RULE[language]);
}

/* Phone and email: the same rules for registration and the account form. */

/**
 * Spec §5 phone rule: an optional plus then 8–15 digits not starting with 0, or a leading 0
 * then 9–14 digits.
 */
const PHONE_FORMAT = /^(?:\+?[1-9]\d{7,14}|0\d{9,14})$/;

/** The spec's message for a phone number in `language`, or null when it is acceptable. */
export function phoneProblem(value: string, language: Language): string | null {
  if (!PHONE_FORMAT.test(value)) return INVALID_PHONE[language];
  if (/^(\d)\1*$/.test(value.replace(/^\+/, ""))) return REPEATED_PHONE[language];
  return null;
}

/** A required phone number checked with the spec's rule (its messages in `language`); `requiredMessage` when empty. */
export function phoneSchema(requiredMessage: string, language: Language) {
  return z
    .string({ required_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .superRefine((value, ctx) => {
      // An empty value already has its message.
      const problem = value === "" ? null : phoneProblem(value, language);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    });
}

/** A required email address; `message` when empty, 'Enter a valid email address.' (in `language`) when malformed. */
export function requiredEmail(message: string, language: Language) {
  return requiredText(message, 254).email(INVALID_EMAIL[language]);
}

/** The registration fields the upstream may name in a refusal (payload names = field names). */
const REGISTER_FIELDS = ["firstName", "lastName", "mobile", "email", "password"] as const;

/** A DRF error entry's first message (field errors are lists of strings). */
function firstMessage(value: unknown): string | undefined {
  return Array.isArray(value)
    ? value.find((message): message is string => typeof message === "string" && message !== "")
    : undefined;
}

/**
 * What a refused registration shows (spec §8, "Registration rejected | server detail text
 * followed by '. Please try again.'"): the upstream's `detail`, then '. Please try again.';
 * its field errors also mark their fields (their messages, never their keys). The upstream
 * sends both (docs/upstream-api.md): the detail is the form's message even so. A DRF summary
 * ("mobile: Enter a valid phone number.") loses its key, and a final full stop is not doubled.
 * Without a detail: the message of a key the form has no field for, else a text of ours. The
 * upstream writes its messages in the page's language (Accept-Language); ours are in `language`.
 */
export function registrationRefusal(
  body: Record<string, unknown> | undefined,
  language: Language,
): {
  fieldErrors: Record<string, string[]>;
  formError: string;
} {
  const fieldErrors: Record<string, string[]> = {};
  for (const field of REGISTER_FIELDS) {
    const message = firstMessage(body?.[field]);
    if (message) fieldErrors[field] = [message];
  }
  const keys = Object.keys(body ?? {}).filter((key) => key !== "detail");
  const detail = typeof body?.detail === "string" ? withoutKey(body.detail.trim(), keys) : "";
  const other = keys.map((key) => firstMessage(body?.[key])).find(Boolean);
  const text = detail || other || REGISTRATION_REFUSED[language];
  return { fieldErrors, formError: `${text.replace(/\.+$/, "")}${TRY_AGAIN_SUFFIX[language]}` };
}

/** "key: message" without "key: " when key is one of the refusal's own keys (a DRF summary). */
function withoutKey(detail: string, keys: string[]): string {
  const prefix = keys.find((key) => detail.startsWith(`${key}: `));
  return prefix ? detail.slice(prefix.length + 2) : detail;
}

/**
 * Where to go after signing in: a same-site path of a sane length (safeRedirectPath, the one
 * rule), else nothing. A bad value is dropped, never an error: it must not fail the sign-in.
 */
export const RedirectPathSchema = z
  .unknown()
  .transform((to) => safeRedirectPath(to, "") || undefined)
  .optional();

/**
 * The names of a posted form that its reply does not send back. conform's reply echoes the
 * form as posted, every name up to the 64 KiB form cap (a 60 kB redirectTo came back into the
 * page): only the form's own fields that it shows again are echoed, never a password.
 */
export function notEchoed(payload: Record<string, unknown>, echoed: readonly string[]): string[] {
  return Object.keys(payload).filter((name) => !echoed.includes(name));
}

export const loginSchema = perLanguage((language) =>
  z.object({
    mobile: requiredText(INPUT_ALL_DATA[language]),
    password: requiredText(INPUT_ALL_DATA[language], PASSWORD_MAX_LENGTH),
    remember: z.boolean().optional().default(false),
    redirectTo: RedirectPathSchema,
  }),
);
export const LoginFormSchema = /* @__PURE__ */ loginSchema("en");

/** The login form's fields its reply shows again (the password never; redirectTo comes from the loader). */
export const LOGIN_ECHOED = ["mobile", "remember"] as const;

export const registerSchema = perLanguage((language) =>
  z.object({
    firstName: requiredText(INPUT_ALL_DATA[language], 150),
    lastName: requiredText(INPUT_ALL_DATA[language], 150),
    // The account form's phone and email rules: the upstream is asked only with valid ones.
    mobile: phoneSchema(INPUT_ALL_DATA[language], language),
    email: requiredEmail(INPUT_ALL_DATA[language], language),
    password: newPassword(language),
  }),
);
export const RegisterFormSchema = /* @__PURE__ */ registerSchema("en");

/** The registration fields its reply shows again (not the password). */
export const REGISTER_ECHOED = REGISTER_FIELDS.filter((field) => field !== "password");

/* Password reset: one form per step, told apart by `intent`. */

export const resetEmailSchema = perLanguage((language) =>
  z.object({
    intent: z.literal("send"),
    email: requiredText(INPUT_YOUR_EMAIL[language]),
  }),
);
export const ResetEmailSchema = /* @__PURE__ */ resetEmailSchema("en");

export const resetCodeSchema = perLanguage((language) =>
  z.object({
    intent: z.literal("verify"),
    // The one-time code (the upstream's `token`): digits only.
    token: requiredText(INPUT_ALL_DATA[language], 12).regex(/^\d+$/, CODE_INCORRECT[language]),
  }),
);
export const ResetCodeSchema = /* @__PURE__ */ resetCodeSchema("en");

export const resetPasswordFields = perLanguage((language) =>
  z.object({
    intent: z.literal("set"),
    password: newPassword(language),
    password2: requiredText(INPUT_ALL_DATA[language], PASSWORD_MAX_LENGTH),
  }),
);
export const ResetPasswordFields = /* @__PURE__ */ resetPasswordFields("en");

/**
 * The new password typed twice the same: the last step's own check (its message in
 * `language`), alone or in the wizard's union.
 */
export function checkResetPasswordTwice(
  value: { password: string; password2: string },
  context: z.RefinementCtx,
  language: Language,
) {
  if (value.password !== value.password2)
    context.addIssue({ code: "custom", path: ["password2"], message: PASSWORDS_DIFFER[language] });
}

export const resetPasswordSchema = perLanguage((language) =>
  resetPasswordFields(language).superRefine((value, context) => checkResetPasswordTwice(value, context, language)),
);
export const ResetPasswordSchema = /* @__PURE__ */ resetPasswordSchema("en");
