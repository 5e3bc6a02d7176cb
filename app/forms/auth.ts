import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./form-ui";
import { safeRedirectPath } from "#server/platform/security";
import {
  CODE_INCORRECT,
  INPUT_ALL_DATA,
  INPUT_YOUR_EMAIL,
  INVALID_EMAIL,
  INVALID_PHONE,
  PASSWORD_RULE,
  PASSWORDS_DIFFER,
  REPEATED_PHONE,
  TRY_AGAIN_SUFFIX,
} from "~/texts";

/**
 * Form schemas of sign-in, sign-up and the password reset, shared by the browser (conform,
 * with JavaScript) and the server (always). Their messages are in app/texts.ts.
 */

/** A required text field, trimmed; empty or blank gives `message`. */
export function requiredText(message: string, max = 254) {
  return z.string({ required_error: message }).trim().min(1, message).max(max);
}

/** Spec §5: at least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export function meetsPasswordRule(password: string): boolean {
  return password.length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
}

/** A new password: required (`requiredMessage`), then the password rule with its message. */
export function newPassword(requiredMessage = INPUT_ALL_DATA) {
  return requiredText(requiredMessage, PASSWORD_MAX_LENGTH).refine(meetsPasswordRule, PASSWORD_RULE);
}

/* Phone and email: the same rules for registration and the account form. */

/**
 * Spec §5 phone rule: an optional plus then 8–15 digits not starting with 0, or a leading 0
 * then 9–14 digits.
 */
const PHONE_FORMAT = /^(?:\+?[1-9]\d{7,14}|0\d{9,14})$/;

/** The spec's message for a phone number, or null when it is acceptable. */
export function phoneProblem(value: string): string | null {
  if (!PHONE_FORMAT.test(value)) return INVALID_PHONE;
  if (/^(\d)\1*$/.test(value.replace(/^\+/, ""))) return REPEATED_PHONE;
  return null;
}

/** A required phone number checked with the spec's rule; `requiredMessage` when empty. */
export function phoneSchema(requiredMessage: string) {
  return z
    .string({ required_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .superRefine((value, ctx) => {
      // An empty value already has its message.
      const problem = value === "" ? null : phoneProblem(value);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    });
}

/** A required email address; `message` when empty, 'Enter a valid email address.' when malformed. */
export function requiredEmail(message: string) {
  return requiredText(message, 254).email(INVALID_EMAIL);
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
 * Without a detail: the message of a key the form has no field for, else a text of ours.
 */
export function registrationRefusal(body: Record<string, unknown> | undefined): {
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
  const text = detail || other || "The shop refused this registration";
  return { fieldErrors, formError: `${text.replace(/\.+$/, "")}${TRY_AGAIN_SUFFIX}` };
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

export const LoginFormSchema = z.object({
  mobile: requiredText(INPUT_ALL_DATA),
  password: requiredText(INPUT_ALL_DATA, PASSWORD_MAX_LENGTH),
  remember: z.boolean().optional().default(false),
  redirectTo: RedirectPathSchema,
});

/** The login form's fields its reply shows again (the password never; redirectTo comes from the loader). */
export const LOGIN_ECHOED = ["mobile", "remember"] as const;

export const RegisterFormSchema = z.object({
  firstName: requiredText(INPUT_ALL_DATA, 150),
  lastName: requiredText(INPUT_ALL_DATA, 150),
  // The account form's phone and email rules: the upstream is asked only with valid ones.
  mobile: phoneSchema(INPUT_ALL_DATA),
  email: requiredEmail(INPUT_ALL_DATA),
  password: newPassword(),
});

/** The registration fields its reply shows again (not the password). */
export const REGISTER_ECHOED = REGISTER_FIELDS.filter((field) => field !== "password");

/* Password reset: one form per step, told apart by `intent`. */

export const ResetEmailSchema = z.object({
  intent: z.literal("send"),
  email: requiredText(INPUT_YOUR_EMAIL),
});

export const ResetCodeSchema = z.object({
  intent: z.literal("verify"),
  // The one-time code (the upstream's `token`): digits only.
  token: requiredText(INPUT_ALL_DATA, 12).regex(/^\d+$/, CODE_INCORRECT),
});

export const ResetPasswordFields = z.object({
  intent: z.literal("set"),
  password: newPassword(),
  password2: requiredText(INPUT_ALL_DATA, PASSWORD_MAX_LENGTH),
});

/** The new password typed twice the same: the last step's own check, alone or in the wizard's union. */
export function checkResetPasswordTwice(value: { password: string; password2: string }, context: z.RefinementCtx) {
  if (value.password !== value.password2)
    context.addIssue({ code: "custom", path: ["password2"], message: PASSWORDS_DIFFER });
}

export const ResetPasswordSchema = ResetPasswordFields.superRefine(checkResetPasswordTwice);
