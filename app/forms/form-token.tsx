/**
 * A form's one-time token (server/form-once.server.ts), rendered with the form by its loader:
 * a second POST of the same form (a double click without JavaScript) gets the first one's
 * answer instead of creating the same thing twice.
 */
export const FORM_TOKEN_FIELD = "formToken";

export function FormTokenInput({ token }: { token: string }) {
  return <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />;
}
