import { createHmac } from "node:crypto";
import { Honeypot, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { config } from "./config.server";

/**
 * The honeypot of the registration and contact forms (remix-utils): a field hidden from
 * people (display: none, out of the tab order) that bots fill in, and a timestamp sealed when
 * the form was rendered. Both are plain server-rendered inputs, so it works without JavaScript.
 *
 * Use: the loader returns `honeypotInputProps()`, the form renders
 * `<HoneypotProvider {...props}><HoneypotInputs /></HoneypotProvider>`, the action refuses
 * with FORM_REFUSED when `isSpam(formData)`.
 */

/** Answer to a submission the honeypot caught (a person only sees it when autofill filled the hidden field). */
export const FORM_REFUSED = "This form could not be sent. Please reload the page and try again.";

const NAME_FIELD = "name__confirm";

let honeypot: Honeypot | undefined;

function instance(): Honeypot {
  // The timestamp's key must be the same on every instance and after a restart: derived from
  // the first session secret (a form rendered before a rotation is refused once).
  honeypot ??= new Honeypot({
    nameFieldName: NAME_FIELD,
    encryptionSeed: createHmac("sha256", config().sessionSecrets[0]!).update("storefront honeypot").digest("hex"),
  });
  return honeypot;
}

export function honeypotInputProps(): HoneypotInputProps {
  return instance().getInputProps();
}

/** True for a submission from a bot: the hidden field filled in, or the honeypot missing or forged. */
export function isSpam(formData: FormData): boolean {
  // remix-utils skips its check when the fields are absent altogether; a form of ours has them.
  if (!formData.has(NAME_FIELD)) return true;
  try {
    instance().check(formData);
    return false;
  } catch {
    // SpamError, or a timestamp that is not one we encrypted: crypto-js may throw "Malformed
    // UTF-8 data" decrypting it. Either way the fields are not the ones the page rendered.
    return true;
  }
}
