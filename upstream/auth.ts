/**
 * Passwords (scrypt + per-user salt) and opaque bearer tokens (32 random bytes,
 * stored as SHA-256 hashes, bound to one user and one tenant, with an expiry).
 */
import { createHash, randomBytes, randomInt, scrypt, scryptSync, timingSafeEqual } from "node:crypto";
import { get, run, type DB } from "./db.ts";

const KEYLEN = 32;
/**
 * scrypt cost. 2^12 keeps a login around 10 ms so tests stay fast on small, busy
 * machines; the parameters are stored in each hash, so raising the cost (env
 * UPSTREAM_SCRYPT_N, a power of two) never breaks existing hashes.
 */
const COST_N = (() => {
  const n = Number(process.env.UPSTREAM_SCRYPT_N || 4096);
  return Number.isInteger(n) && n >= 1024 && (n & (n - 1)) === 0 ? n : 4096;
})();
const R = 8;
const P = 1;
const opts = (n: number, r: number, p: number) => ({ N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 });

export const ACCESS_TTL_SECONDS = 7 * 24 * 3600;
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

/** Hash format: scrypt$N$r$p$salt(base64)$key(base64) */
function format(salt: Buffer, key: Buffer): string {
  return `scrypt$${COST_N}$${R}$${P}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password, salt, KEYLEN, opts(COST_N, R, P)));
}

export function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEYLEN, opts(COST_N, R, P), (err, key) => {
      if (err) reject(err);
      else resolve(format(salt, key));
    });
  });
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split("$");
  if (scheme !== "scrypt" || !saltB64 || !keyB64) return Promise.resolve(false);
  const expected = Buffer.from(keyB64, "base64");
  return new Promise((resolve) => {
    scrypt(
      password,
      Buffer.from(saltB64, "base64"),
      expected.length,
      opts(Number(n), Number(r), Number(p)),
      (err, key) => {
        resolve(!err && key.length === expected.length && timingSafeEqual(key, expected));
      },
    );
  });
}

/** A password hash that never matches, for constant-ish time on unknown users. */
export const DUMMY_HASH = format(Buffer.alloc(16), Buffer.alloc(KEYLEN));

export function sha256(s: string): string {
  return createHash("sha256").update(s).digest("hex");
}

export function issueToken(db: DB, kind: "access" | "refresh", userId: number, tenantId: number): string {
  const token = randomBytes(32).toString("base64url");
  const ttl = kind === "access" ? ACCESS_TTL_SECONDS : REFRESH_TTL_SECONDS;
  run(
    db,
    "INSERT INTO tokens (hash, kind, user_id, tenant_id, expires_at) VALUES (?, ?, ?, ?, ?)",
    sha256(token),
    kind,
    userId,
    tenantId,
    Math.floor(Date.now() / 1000) + ttl,
  );
  return token;
}

export interface TokenInfo {
  userId: number;
  tenantId: number;
  hash: string;
}

export function lookupToken(db: DB, kind: "access" | "refresh", token: string): TokenInfo | null {
  const hash = sha256(token);
  const row = get<{ user_id: number; tenant_id: number; expires_at: number }>(
    db,
    "SELECT user_id, tenant_id, expires_at FROM tokens WHERE hash = ? AND kind = ?",
    hash,
    kind,
  );
  if (!row) return null;
  if (row.expires_at < Math.floor(Date.now() / 1000)) {
    run(db, "DELETE FROM tokens WHERE hash = ?", hash);
    return null;
  }
  return { userId: row.user_id, tenantId: row.tenant_id, hash };
}

/** 6-digit one-time code. */
export function otpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}
