import type { Language } from "#server/platform/language";
import type { z } from "zod";
import { config } from "#server/platform/config";
import { log } from "#server/platform/log";
import { ApiErrorSchema } from "./contract";

/**
 * The one way the storefront talks to the upstream services: JSON over HTTP with a timeout,
 * one retry for idempotent GETs (unless a call opts out), every response parsed with its contract schema, and every
 * failure turned into an UpstreamError of a known kind (never a hang, never a raw throw).
 */

export type UpstreamService = "commerce" | "payment" | "tracking";

export type UpstreamErrorKind =
  /** 404: the thing does not exist (for this tenant). */
  | "not_found"
  /** 401/403: the token is missing, expired or for another shop. */
  | "unauthorized"
  /** 400/409/422: the upstream refused the input; `detail`/`fields` say why. */
  | "rejected"
  /** 429: the upstream asks us to slow down. */
  | "rate_limited"
  /** Network failure, timeout or 5xx. */
  | "unavailable"
  /** 2xx whose body does not match the contract. */
  | "invalid_response";

export class UpstreamError extends Error {
  override name = "UpstreamError";
  readonly kind: UpstreamErrorKind;
  readonly status: number | undefined;
  /** Parsed error body (DRF style: {detail} or {field: [messages]}). */
  readonly body: Record<string, unknown> | undefined;

  constructor(kind: UpstreamErrorKind, message: string, status?: number, body?: Record<string, unknown>) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.body = body;
  }

  /** The upstream's human-readable reason, when it gave one. */
  get detail(): string | undefined {
    const detail = this.body?.detail;
    return typeof detail === "string" ? detail : undefined;
  }

  /** The first key of a DRF field-error body (the spec reads it for password changes). */
  get firstKey(): string | undefined {
    return this.body ? Object.keys(this.body)[0] : undefined;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export type UpstreamRequest<S extends z.ZodTypeAny> = {
  service?: UpstreamService;
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Relative to the service's base URL, e.g. "products/12/". */
  path: string;
  query?: Record<string, QueryValue | QueryValue[]>;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body (the tracking service takes forms). */
  form?: Record<string, string>;
  token?: string | null;
  headers?: Record<string, string>;
  /**
   * The shopper's language, sent as Accept-Language, for calls whose messages reach the shopper
   * (a refused sign-in, a form the upstream rejects). Catalogue reads, cached for everyone, send none.
   */
  language?: Language;
  schema: S;
  /** This call's timeout instead of UPSTREAM_TIMEOUT_MS (side calls, the visitor report). */
  timeoutMs?: number;
  /** false: a failed GET is not retried (for calls a page can do without). */
  retry?: boolean;
};

/**
 * Options for a per-user extra a page renders without (the wishlist badge): a short timeout
 * (UPSTREAM_SIDE_CALL_TIMEOUT_MS) and no retry, so a slow upstream never holds the page.
 */
export function sideCall(): Pick<UpstreamRequest<z.ZodTypeAny>, "timeoutMs" | "retry"> {
  return { timeoutMs: config().sideCallTimeoutMs, retry: false };
}

function baseUrl(service: UpstreamService): string {
  const settings = config();
  if (service === "payment") return settings.paymentApiUrl;
  if (service === "tracking") return settings.trackingApiUrl;
  return settings.commerceApiUrl;
}

export function upstreamUrl(
  service: UpstreamService,
  path: string,
  query?: UpstreamRequest<z.ZodTypeAny>["query"],
): URL {
  const url = new URL(path.replace(/^\//, ""), baseUrl(service));
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null && item !== "") url.searchParams.append(key, String(item));
    }
  }
  return url;
}

/** Counts calls per process; the benchmarks and logs read it. */
export const upstreamStats = { requests: 0 };

function errorKindFor(status: number): UpstreamErrorKind {
  if (status === 404) return "not_found";
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "unavailable";
  return "rejected";
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function attempt<S extends z.ZodTypeAny>(request: UpstreamRequest<S>, url: URL): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: "application/json", ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(request.form).toString();
  }
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.language) headers["Accept-Language"] = request.language;

  upstreamStats.requests += 1;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? "GET",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(request.timeoutMs ?? config().upstreamTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new UpstreamError("unavailable", timedOut ? "upstream timed out" : "upstream unreachable");
  }

  const payload = await readJson(response).catch(() => undefined);
  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(payload);
    throw new UpstreamError(
      errorKindFor(response.status),
      `upstream answered ${response.status}`,
      response.status,
      parsed.success ? parsed.data : undefined,
    );
  }
  const parsed = request.schema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    log.error("upstream response does not match the contract", {
      path: url.pathname,
      issue: issue ? `${issue.path.join(".")}: ${issue.message}` : "unknown",
    });
    throw new UpstreamError("invalid_response", "upstream response does not match the contract", response.status);
  }
  return parsed.data;
}

/** Sends one call and returns its parsed body, or throws UpstreamError. */
export async function upstreamRequest<S extends z.ZodTypeAny>(request: UpstreamRequest<S>): Promise<z.output<S>> {
  const url = upstreamUrl(request.service ?? "commerce", request.path, request.query);
  const method = request.method ?? "GET";
  const startedAt = performance.now();
  try {
    return await attempt(request, url);
  } catch (error) {
    // One retry, for idempotent reads that failed on the way (not for a clear 4xx answer).
    if (method === "GET" && request.retry !== false && error instanceof UpstreamError && error.kind === "unavailable") {
      log.warn("upstream retry", { path: url.pathname, reason: error.message });
      return attempt(request, url);
    }
    throw error;
  } finally {
    const ms = Math.round(performance.now() - startedAt);
    if (ms > 1000) log.warn("slow upstream call", { method, path: url.pathname, ms });
  }
}
