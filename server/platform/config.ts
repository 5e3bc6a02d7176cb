import { z } from "zod";

/**
 * Every environment variable the storefront reads, parsed once at boot.
 * Documented in .env.example and docs/operations.md; keep the three in step.
 */

const DEV_SESSION_SECRET = "dev-only-session-secret-change-me";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().max(2_147_483_647).default(fallback);

/** A memory bound in MB (decimals allowed), read as bytes. */
const megabytes = (fallback: number) =>
  z.coerce
    .number()
    .positive()
    .max(4096)
    .default(fallback)
    .transform((value) => Math.round(value * 1024 * 1024));

/** A memory bound in whole MB where 0 turns the cache off, read as bytes. */
const megabytesOrOff = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(4096)
    .default(fallback)
    .transform((value) => value * 1024 * 1024);

const serviceUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), "must be an http(s) URL")
  // The client joins relative paths onto it, so it must end with a slash.
  .transform((value) => (value.endsWith("/") ? value : `${value}/`));

/**
 * Which proxies to believe (Express's `trust proxy`): unset/false/0 none; true/yes one hop;
 * a number that many hops; otherwise a comma-separated list of addresses, CIDR ranges or the
 * names loopback, linklocal, uniquelocal. Never "every hop": the client writes the first
 * X-Forwarded-For entry itself.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = (value ?? "").trim().toLowerCase();
    if (["", "false", "0", "no"].includes(text)) return false;
    if (["true", "yes"].includes(text)) return 1;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const entries = text
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const valid = entries.every(
      (entry) => ["loopback", "linklocal", "uniquelocal"].includes(entry) || /^[0-9a-f:.]+(\/\d{1,3})?$/.test(entry),
    );
    if (!valid) {
      ctx.addIssue({
        code: "custom",
        message: "must be false, true, a hop count, or proxy addresses (loopback, 10.0.0.0/8, …)",
      });
      return z.NEVER;
    }
    return entries;
  });

const originList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .url()
        .refine((value) => /^https?:\/\//.test(value), "must be http(s) origins"),
    ),
  )
  .transform((values) => values.map((value) => new URL(value).origin));

const hostName = z
  .string()
  .min(1)
  .regex(/^[a-z0-9.-]+$/i, "must be a host name such as shop.example.com")
  .transform((value) => value.toLowerCase());

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  SESSION_SECRET: z.string().optional(),
  COMMERCE_API_URL: serviceUrl.optional(),
  PAYMENT_API_URL: serviceUrl.optional(),
  TRACKING_API_URL: serviceUrl.optional(),
  CARD_PROVIDER_SCRIPT_URL: z.string().url().optional(),
  CARD_PROVIDER_PAYMENTS_URL: z.string().url().optional(),
  PAYMENT_PAGE_ORIGINS: originList.optional(),
  REDIS_URL: z
    .string()
    .url()
    .refine((value) => /^rediss?:\/\//.test(value), "must be a redis:// or rediss:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  SAMPLE_STORE_HOST: hostName.default("demo.localhost"),
  TRUST_PROXY: trustProxySetting,
  UPSTREAM_TIMEOUT_MS: positiveInt(5000),
  UPSTREAM_SIDE_CALL_TIMEOUT_MS: positiveInt(1500),
  CACHE_TTL_SECONDS: positiveInt(30),
  CACHE_STALE_SECONDS: positiveInt(300),
  SHARED_CACHE_SECONDS: positiveInt(5),
  TENANT_CACHE_TTL_SECONDS: positiveInt(60),
  SERVICES_CACHE_TTL_SECONDS: positiveInt(30),
  TENANT_CACHE_MAX_MB: megabytes(1),
  TENANT_MISS_CACHE_MAX_MB: megabytes(1),
  CATALOGUE_CACHE_MAX_MB: megabytes(16),
  SEARCH_CACHE_MAX_MB: megabytes(8),
  PAGE_CACHE_MAX_MB: megabytesOrOff(16),
  MEDIA_CACHE_MAX_MB: megabytesOrOff(8),
  RATE_LIMIT_MAX: positiveInt(5),
  RATE_LIMIT_CLIENT_MAX: positiveInt(20),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
});

export type Config = {
  nodeEnv: "production" | "development" | "test";
  isProduction: boolean;
  port: number;
  sessionSecrets: string[];
  commerceApiUrl: string;
  paymentApiUrl: string;
  trackingApiUrl: string;
  /**
   * The card provider (payment method 5): the script that draws its card form (JS on) and
   * the endpoint its plain HTML form posts to (JS off). Card data goes there, never here.
   * Both unset: the method is not offered.
   */
  cardProvider: { scriptUrl: string; paymentsUrl: string } | null;
  /**
   * Origins of the hosted payment pages (card checkout, PayPal approval) the checkout form
   * is redirected to; the checkout page's CSP form-action must name them. Defaults to the
   * payment API's origin.
   */
  paymentPageOrigins: string[];
  /** Shared state of several replicas (server/platform/redis.ts); null keeps it in this process. */
  redisUrl: string | null;
  dataDir: string;
  sampleStoreHost: string;
  /** Express's `trust proxy`: false, a hop count or proxy addresses (see trustProxySetting). */
  trustProxy: false | number | string[];
  upstreamTimeoutMs: number;
  /** Per-user extras a page renders without (the wishlist badge): this timeout, no retry. */
  sideCallTimeoutMs: number;
  cacheTtlMs: number;
  cacheStaleMs: number;
  /** What a shared cache (nginx, a CDN) may keep a public page fresh, and as long again stale: it hears no invalidation. */
  sharedCacheMs: number;
  /** Host → shop lookups, and how long a host the upstream does not know is answered 404 without asking again. */
  tenantCacheTtlMs: number;
  /** How long a shop's tracking switches (contact, visitor) are cached; never served stale. */
  servicesCacheTtlMs: number;
  /** Bounds of the cache stores (server/platform/cache.ts), in bytes per process. */
  tenantCacheMaxBytes: number;
  tenantMissCacheMaxBytes: number;
  catalogueCacheMaxBytes: number;
  searchCacheMaxBytes: number;
  /** Bytes of rendered pages the edge keeps (docs/decisions/0008); 0 turns the page cache off. */
  pageCacheMaxBytes: number;
  /** Bytes of the upstream's images the edge keeps (docs/decisions/0022); 0 keeps none. */
  mediaCacheMaxBytes: number;
  /**
   * Tries per window for sign-in (failures only), registration, password reset and contact,
   * per account and client address together (registration: per client address).
   */
  rateLimitMax: number;
  /** Tries per window from one client address across all accounts (sign-in, reset, contact). */
  rateLimitClientMax: number;
  rateLimitWindowSeconds: number;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

type ParseOptions = {
  /** The start script validates before it has started the reference upstream. */
  requireUpstream?: boolean;
};

/** Settings that no longer exist → what replaced them: the cache bounds count bytes, not entries. */
const REPLACED_SETTINGS: Record<string, string> = {
  CACHE_MAX_ENTRIES: "CATALOGUE_CACHE_MAX_MB",
  TENANT_CACHE_MAX_ENTRIES: "TENANT_CACHE_MAX_MB",
  TENANT_MISS_CACHE_MAX_ENTRIES: "TENANT_MISS_CACHE_MAX_MB",
  CATALOGUE_CACHE_MAX_ENTRIES: "CATALOGUE_CACHE_MAX_MB",
  SEARCH_CACHE_MAX_ENTRIES: "SEARCH_CACHE_MAX_MB",
};

/** Parses an environment; throws ConfigError with one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined>, options: ParseOptions = {}): Config {
  const { requireUpstream = true } = options;
  // Empty strings in .env files mean "unset".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  // A replaced setting must not be ignored without a word.
  for (const [old, replacement] of Object.entries(REPLACED_SETTINGS)) {
    if (cleaned[old] !== undefined)
      throw new ConfigError(`Invalid configuration: ${old}: replaced by ${replacement} (see docs/operations.md)`);
  }
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name}: ${issue.message} (got ${JSON.stringify(env[name] ?? "")})`);
  }
  const e = result.data;
  const isProduction = e.NODE_ENV === "production";

  let sessionSecrets: string[];
  if (e.SESSION_SECRET) {
    // Comma-separated: the first seals (encrypts and signs), the rest still open (rotation).
    sessionSecrets = e.SESSION_SECRET.split(",")
      .map((secret) => secret.trim())
      .filter(Boolean);
    if (isProduction && sessionSecrets.some((secret) => secret.length < 32)) {
      throw new ConfigError(
        "Invalid configuration: SESSION_SECRET: each secret must be at least 32 characters in production",
      );
    }
  } else if (isProduction) {
    throw new ConfigError(
      "Invalid configuration: SESSION_SECRET: required in production (a random string of 32+ characters)",
    );
  } else {
    sessionSecrets = [DEV_SESSION_SECRET];
  }

  if (requireUpstream) {
    for (const name of ["COMMERCE_API_URL", "PAYMENT_API_URL", "TRACKING_API_URL"] as const) {
      if (!e[name]) {
        throw new ConfigError(
          `Invalid configuration: ${name}: required (npm start sets it to the reference upstream when unset)`,
        );
      }
    }
  }

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    sessionSecrets,
    commerceApiUrl: e.COMMERCE_API_URL ?? "",
    paymentApiUrl: e.PAYMENT_API_URL ?? "",
    trackingApiUrl: e.TRACKING_API_URL ?? "",
    cardProvider:
      e.CARD_PROVIDER_SCRIPT_URL && e.CARD_PROVIDER_PAYMENTS_URL
        ? { scriptUrl: e.CARD_PROVIDER_SCRIPT_URL, paymentsUrl: e.CARD_PROVIDER_PAYMENTS_URL }
        : null,
    redisUrl: e.REDIS_URL ?? null,
    paymentPageOrigins: e.PAYMENT_PAGE_ORIGINS ?? (e.PAYMENT_API_URL ? [new URL(e.PAYMENT_API_URL).origin] : []),
    dataDir: e.DATA_DIR,
    sampleStoreHost: e.SAMPLE_STORE_HOST,
    trustProxy: e.TRUST_PROXY,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    sideCallTimeoutMs: e.UPSTREAM_SIDE_CALL_TIMEOUT_MS,
    cacheTtlMs: e.CACHE_TTL_SECONDS * 1000,
    cacheStaleMs: e.CACHE_STALE_SECONDS * 1000,
    sharedCacheMs: e.SHARED_CACHE_SECONDS * 1000,
    tenantCacheTtlMs: e.TENANT_CACHE_TTL_SECONDS * 1000,
    servicesCacheTtlMs: e.SERVICES_CACHE_TTL_SECONDS * 1000,
    tenantCacheMaxBytes: e.TENANT_CACHE_MAX_MB,
    tenantMissCacheMaxBytes: e.TENANT_MISS_CACHE_MAX_MB,
    catalogueCacheMaxBytes: e.CATALOGUE_CACHE_MAX_MB,
    searchCacheMaxBytes: e.SEARCH_CACHE_MAX_MB,
    pageCacheMaxBytes: e.PAGE_CACHE_MAX_MB,
    mediaCacheMaxBytes: e.MEDIA_CACHE_MAX_MB,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitClientMax: e.RATE_LIMIT_CLIENT_MAX,
    rateLimitWindowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
  };
}

/** Parses process.env, or stops the process with one clear line. */
export function loadConfigOrExit(options?: ParseOptions): Config {
  try {
    return parseConfig(process.env, options);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

let current: Config | undefined;

/** The storefront's configuration, parsed on first use (at boot, from entry.server). */
export function config(): Config {
  current ??= loadConfigOrExit();
  return current;
}
