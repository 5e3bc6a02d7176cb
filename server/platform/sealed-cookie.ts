import { createHmac } from "node:crypto";
import { createCookie, type Cookie, type CookieOptions } from "@remix-run/node";
import * as Iron from "iron-webcrypto";

/**
 * A Remix cookie whose value is sealed with iron (AES-256-CBC, then HMAC-SHA256): nobody
 * without a secret can read it or forge it. Remix's own signed cookies only sign, so the
 * session's upstream token and a password reset's verified code were readable in base64.
 *
 * Rotation: the first secret seals, every secret opens (each sealed value names its secret by
 * an id derived from it). A value that does not open (tampered, sealed with a retired secret,
 * an old signed-only cookie) reads as no cookie at all.
 */

type SealPassword = { id: string; secret: string };

/** Iron wants 32+ character passwords and an id per password; both are derived from the secret. */
function sealPassword(secret: string): SealPassword {
  const derive = (purpose: string) => createHmac("sha256", secret).update(purpose).digest("hex");
  return { id: derive("storefront cookie seal id").slice(0, 16), secret: derive("storefront cookie seal") };
}

export function createSealedCookie(name: string, options: Omit<CookieOptions, "secrets">, secrets: string[]): Cookie {
  if (secrets.length === 0) throw new Error("createSealedCookie needs at least one secret");
  const passwords = secrets.map(sealPassword);
  const current = passwords[0]!;
  const all = Object.fromEntries(passwords.map((password) => [password.id, password.secret]));
  // Carries the sealed string; attributes and parsing are Remix's.
  const carrier = createCookie(name, options);
  return {
    get name() {
      return carrier.name;
    },
    // Sealed means signed too (and Remix then does not warn about an unsigned session cookie).
    isSigned: true,
    get expires() {
      return carrier.expires;
    },
    async parse(cookieHeader, parseOptions) {
      const sealed: unknown = await carrier.parse(cookieHeader, parseOptions);
      if (typeof sealed !== "string" || sealed === "") return null;
      try {
        const value = await Iron.unseal(sealed, all, Iron.defaults);
        return typeof value === "object" && value !== null ? value : null;
      } catch {
        return null;
      }
    },
    async serialize(value, serializeOptions) {
      return carrier.serialize(value === "" ? "" : await Iron.seal(value, current, Iron.defaults), serializeOptions);
    },
  };
}
