import { z } from "zod";

/**
 * Form schemas of sign-in, sign-up and the password reset, shared by the browser (conform,
 * with JavaScript) and the server (always). Every message is the spec's text, verbatim.
 */

export const INPUT_ALL_DATA = "Please, Input all data!";
export const LOGIN_REJECTED = "Phone or password is incorrect!";
/** Ours (the spec has no text for it): the upstream could not be reached, so nothing was checked. */
export const LOGIN_UNAVAILABLE = "We couldn't sign you in just now: the shop is not reachable. Please try again in a moment.";
export const PASSWORD_RULE =
  "Password should contains lowercase , uppercase and digits letters. Password length shouldn't be less than 8! ";
export const REGISTRATION_SUCCESS = "Registration Successful";
/** Follows the upstream's detail text when it refuses a registration. */
export const TRY_AGAIN_SUFFIX = ". Please try again.";
export const INPUT_YOUR_EMAIL = "Please, Input your email";
export const USER_NOT_FOUND = "user not found";
export const RESET_EMAIL_SENT = "Email was Sent successfully, You can try again after 10 minutes";
export const CODE_INCORRECT = "ID isn't correct";
export const PASSWORDS_DIFFER = "Password fields didn't match!";
export const RESET_COMPLETED = "All steps completed";
export const PASSWORD_CHANGED = "Change password Successfully.";

export const PASSWORD_MAX_LENGTH = 128;

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

/**
 * The one message a form shows for its field errors: a missing field wins (the spec's
 * 'Please, Input all data!' or the form's own required text), otherwise the first message.
 */
export function summarizeErrors(errors: Record<string, string[] | null | undefined> | null | undefined, requiredMessage = INPUT_ALL_DATA): string | undefined {
  const messages = Object.values(errors ?? {}).flatMap((list) => list ?? []);
  if (messages.includes(requiredMessage)) return requiredMessage;
  return messages[0];
}

export const LoginFormSchema = z.object({
  mobile: requiredText(INPUT_ALL_DATA),
  password: requiredText(INPUT_ALL_DATA, PASSWORD_MAX_LENGTH),
  remember: z.boolean().optional().default(false),
  // Checked by safeRedirectPath when used; a bad value never fails the sign-in.
  redirectTo: z.string().optional(),
});

export const RegisterFormSchema = z.object({
  firstName: requiredText(INPUT_ALL_DATA, 150),
  lastName: requiredText(INPUT_ALL_DATA, 150),
  mobile: requiredText(INPUT_ALL_DATA, 20),
  email: requiredText(INPUT_ALL_DATA),
  password: newPassword(),
});

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

export const ResetPasswordSchema = z
  .object({
    intent: z.literal("set"),
    password: newPassword(),
    password2: requiredText(INPUT_ALL_DATA, PASSWORD_MAX_LENGTH),
  })
  .superRefine((value, context) => {
    if (value.password !== value.password2) context.addIssue({ code: "custom", path: ["password2"], message: PASSWORDS_DIFFER });
  });
