import type { Message } from "~/lib/language";
import { INPUT_ALL_DATA } from "~/messages/INPUT_ALL_DATA";

/**
 * What the form components need in the browser: limits, defaults and how errors are summed
 * up. No zod here: the schemas (./auth, ./account, ./review) validate on the server only, so
 * zod never ships to the browser (docs/decisions/0009-js-budget.md).
 */

export const PASSWORD_MAX_LENGTH = 128;

/** Default country of the address form (spec §9). */
export const DEFAULT_COUNTRY_ID = 26;

/**
 * The submit button of a page's form (address, review, account, password, contact): disabled
 * while its form is on its way (useSubmissionPending), with the waiting cursor and no hover colour.
 */
export const FORM_BUTTON_CLASS =
  "rounded bg-main px-6 py-2 font-semibold text-white enabled:hover:bg-main-deep disabled:cursor-wait disabled:opacity-60";

/**
 * A form's one-time token (server/identity/form-once.ts), rendered with the form by its loader:
 * a second POST of the same form (a double click without JavaScript) gets the first one's
 * answer instead of creating the same thing twice. Here, beside the other form parts, so the
 * pages with forms share one chunk for them.
 */
export const FORM_TOKEN_FIELD = "formToken";

export function FormTokenInput({ token }: { token: string }) {
  return <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />;
}

/** The review form's star ratings. */
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

/**
 * The one message a form shows for its field errors: a missing field wins (the spec's
 * 'Please, Input all data!' or the form's own required text), otherwise the first message.
 * The errors come in the page's language; a message (both languages) matches either, a string
 * (a loader's text in its language) only itself.
 */
export function summarizeErrors(
  errors: Record<string, string[] | null | undefined> | null | undefined,
  requiredMessage: string | Message<string> = INPUT_ALL_DATA,
): string | undefined {
  const messages = Object.values(errors ?? {}).flatMap((list) => list ?? []);
  const required = typeof requiredMessage === "string" ? [requiredMessage] : [requiredMessage.en, requiredMessage.ar];
  return messages.find((message) => required.includes(message)) ?? messages[0];
}

/**
 * The answer of a password change made with JavaScript: the session is already ended and
 * the page waits 0.5 s before going to /login, so its loaders must not run again meanwhile.
 */
export function isSignedOutResult(actionResult: unknown): boolean {
  return (
    typeof actionResult === "object" &&
    actionResult !== null &&
    (actionResult as { passwordChanged?: unknown }).passwordChanged === true
  );
}
