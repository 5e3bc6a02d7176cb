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
 * which costs as much again), read-only (`frozenDeep`): `rememberedParse`, which the cart's
 * signed cookie reads through too (server/cart/cart.ts).
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

/**
 * A cookie's parse that remembers what each value read as, by the value's exact text in the header
 * (`read` opens it: a seal, a signature, a schema; `lasting`: the same text reads the same for good),
 * read-only (`frozenDeep`), and the last header read from memory, which a stitched view reads
 * twice. An absent or empty value reads as null without `read`.
 */
export function rememberedParse<T extends object>(
  name: string,
  read: (cookieHeader: string) => Promise<{ value: T | null; lasting: boolean }>,
): (cookieHeader: string | null | undefined) => Promise<T | null> {
  const opened = new LRUCache<string, { value: T | null }>({
    maxSize: OPENED_MAX_BYTES,
    // The text (UTF-16) twice over: the value it holds is smaller than its written form.
    sizeCalculation: (_value, text) => 4 * text.length + 64,
  });
  let last: { header: string | null; value: T | null } = { header: null, value: null };
  return async (cookieHeader) => {
    if (!cookieHeader) return null;
    if (cookieHeader === last.header) return last.value;
    const raw = rawCookieValue(cookieHeader, name);
    const known = raw ? opened.get(raw) : { value: null };
    if (known) {
      last = { header: cookieHeader, value: known.value };
      return known.value;
    }
    const { value, lasting } = await read(cookieHeader);
    if (!lasting) return value;
    const shared = frozenDeep(value);
    opened.set(raw!, { value: shared });
    return shared;
  };
}

export function createSealedCookie(name: string, options: Omit<CookieOptions, "secrets">, secrets: string[]): Cookie {
  if (secrets.length === 0) throw new Error("createSealedCookie needs at least one secret");
  const passwords = secrets.map(sealPassword);
  const current = passwords[0]!;
  const all = Object.fromEntries(passwords.map((password) => [password.id, password.secret]));
  // Carries the sealed string; attributes and parsing are Remix's.
  const carrier = createCookie(name, options);
  // A value that does not open is not remembered: made-up values never push out real sessions.
  const parse = rememberedParse<object>(name, async (cookieHeader) => {
    const sealed: unknown = await carrier.parse(cookieHeader);
    if (typeof sealed !== "string" || sealed === "") return { value: null, lasting: false };
    try {
      const value = await Iron.unseal(sealed, all, Iron.defaults);
      if (typeof value !== "object" || value === null) return { value: null, lasting: false };
      // Only a seal without an expiry (iron's sixth field) stays the same value for good.
      return { value, lasting: sealed.split("*")[5] === "" };
    } catch {
      return { value: null, lasting: false };
    }
  });
  return {
    get name() {
      return carrier.name;
    },
    // Sealed means signed too (and Remix then does not warn about an unsigned session cookie).
    isSigned: true,
    get expires() {
      return carrier.expires;
    },
    parse,
    async serialize(value, serializeOptions) {
      return carrier.serialize(value === "" ? "" : await Iron.seal(value, current, Iron.defaults), serializeOptions);
    },
  };
}
