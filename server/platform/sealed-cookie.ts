import { createHmac } from "node:crypto";
import { createCookie, type Cookie, type CookieOptions } from "@remix-run/node";
import * as Iron from "iron-webcrypto";
import { LRUCache } from "lru-cache";

/**
 * A Remix cookie whose value is sealed with iron (AES-256-CBC, then HMAC-SHA256): nobody
 * without a secret can read it or forge it. Remix's own signed cookies only sign, so the
 * session's upstream token and a password reset's verified code were readable in base64.
 *
 * Rotation: the first secret seals, every secret opens (each sealed value names its secret by
 * an id derived from it). A value that does not open (tampered, sealed with a retired secret,
 * an old signed-only cookie) reads as no cookie at all.
 *
 * Opening is WebCrypto's PBKDF2, AES and HMAC, a few async jobs: most of the CPU of a signed-in
 * page that the edge stitches (decision 0029), and a request reads its session and cart cookies
 * more than once. What a sealed value holds depends on nothing but the value and the secrets
 * (no expiry: Iron.defaults.ttl is 0; sessions keep their own), so each cookie remembers the
 * values it opened lately, by the cookie's exact text in the header (before Remix's decoding,
 * which costs as much again), read-only (`frozenDeep`).
 */

type SealPassword = { id: string; secret: string };

/** Memory for the values a cookie opened lately: a few thousand sessions or carts. */
export const OPENED_MAX_BYTES = 4 * 1024 * 1024;

/** Iron wants 32+ character passwords and an id per password; both are derived from the secret. */
function sealPassword(secret: string): SealPassword {
  const derive = (purpose: string) => createHmac("sha256", secret).update(purpose).digest("hex");
  return { id: derive("storefront cookie seal id").slice(0, 16), secret: derive("storefront cookie seal") };
}

/** The first `name=` value of a Cookie header as sent (the one Remix's parse reads too), undecoded. */
function rawCookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * `value` and everything in it made read-only: the one copy that every reader of the same cookie
 * gets. (Each had got a copy of its own: the two copies a stitched view made were 4 % of its CPU.)
 * Readers only read a session's values and set new ones; a change in place would throw.
 */
function frozenDeep<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozenDeep(inner);
  }
  return value;
}

export function createSealedCookie(name: string, options: Omit<CookieOptions, "secrets">, secrets: string[]): Cookie {
  if (secrets.length === 0) throw new Error("createSealedCookie needs at least one secret");
  const passwords = secrets.map(sealPassword);
  const current = passwords[0]!;
  const all = Object.fromEntries(passwords.map((password) => [password.id, password.secret]));
  // Carries the sealed string; attributes and parsing are Remix's.
  const carrier = createCookie(name, options);
  const opened = new LRUCache<string, { value: object }>({
    maxSize: OPENED_MAX_BYTES,
    // The sealed text (UTF-16) twice over: the value it holds is smaller than its sealed form.
    sizeCalculation: (_value, sealed) => 4 * sealed.length + 64,
  });
  /** The last header read from memory (its value opened before, or none), and that value (shared, read-only). */
  let last: { header: string | null; value: object | null } = { header: null, value: null };
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
      if (!cookieHeader) return null;
      // The same header as the last parse's (a stitched view reads its session twice): the same value.
      if (cookieHeader === last.header) return last.value;
      const raw = rawCookieValue(cookieHeader, carrier.name);
      // Absent or empty: what Remix's parse would read as no value, without parsing every cookie.
      if (!raw) {
        last = { header: cookieHeader, value: null };
        return null;
      }
      const known = opened.get(raw);
      if (known) {
        last = { header: cookieHeader, value: known.value };
        return known.value;
      }
      const sealed: unknown = await carrier.parse(cookieHeader, parseOptions);
      if (typeof sealed !== "string" || sealed === "") return null;
      try {
        const value = await Iron.unseal(sealed, all, Iron.defaults);
        if (typeof value !== "object" || value === null) return null;
        // Only a seal without an expiry (iron's sixth field) stays the same value for good.
        if (sealed.split("*")[5] !== "") return value;
        const shared = frozenDeep(value);
        opened.set(raw, { value: shared });
        return shared;
      } catch {
        return null;
      }
    },
    async serialize(value, serializeOptions) {
      return carrier.serialize(value === "" ? "" : await Iron.seal(value, current, Iron.defaults), serializeOptions);
    },
  };
}
