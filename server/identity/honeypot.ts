import { createHmac } from "node:crypto";
import { Honeypot, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { config } from "#server/platform/config";

/**
 * The honeypot of the registration and contact forms (remix-utils): a field hidden from
 * people (display: none, out of the tab order) that bots fill in, and a timestamp sealed when
 * the form was rendered. Both are plain server-rendered inputs, so it works without JavaScript.
 *
 * Use: the loader returns `honeypotInputProps()`, the form renders
 * `<HoneypotProvider {...props}><HoneypotInputs /></HoneypotProvider>`, the action refuses
 * with the catalogues' FORM_REFUSED (app/texts.ts, in the page's language) when `isSpam(formData)`.
 */

const NAME_FIELD = "name__confirm";

/**
 * A form's timestamp is the time the page rendered it, in milliseconds: at least 13 digits. Any
 * value decrypts to something under the key, and now and then a forged one decrypts to a short
 * number ("7"), which remix-utils would take for a time long past (the unit test of 200 forged
 * values met one on 2026-11-27).
 */
const EARLIEST_TIMESTAMP = 1e12;

class StorefrontHoneypot extends Honeypot {
  protected override isValidTimeStamp(timestamp: number): boolean {
    return super.isValidTimeStamp(timestamp) && Number.isInteger(timestamp) && timestamp >= EARLIEST_TIMESTAMP;
  }
}

let honeypot: Honeypot | undefined;

/** The key of the timestamps: the same on every instance and after a restart. */
export function honeypotEncryptionSeed(): string {
  // Derived from the first session secret (a form rendered before a rotation is refused once).
  return createHmac("sha256", config().sessionSecrets[0]!).update("storefront honeypot").digest("hex");
}

function instance(): Honeypot {
  honeypot ??= new StorefrontHoneypot({
    nameFieldName: NAME_FIELD,
    encryptionSeed: honeypotEncryptionSeed(),
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
