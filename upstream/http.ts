/**
 * HTTP helpers shared by the upstream's route modules: DRF-style errors, body
 * parsing and validation, tenant and token resolution, pagination.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { lookupToken } from "./auth.ts";
import { get, type DB } from "./db.ts";
import type { TenantRow } from "./rows.ts";

export class HttpError extends Error {
  status: ContentfulStatusCode;
  body: Record<string, unknown>;
  constructor(status: ContentfulStatusCode, body: Record<string, unknown> | string) {
    const b = typeof body === "string" ? { detail: body } : body;
    super(typeof b.detail === "string" ? b.detail : `HTTP ${status}`);
    this.status = status;
    this.body = b;
  }
}

export const notFound = (detail = "Not found.") => new HttpError(404, { detail });
export const badRequest = (body: Record<string, unknown> | string) => new HttpError(400, body);

/** A 400 on one field: {detail: "field: msg", field: [msg]}. */
export function fieldError(field: string, msg: string): HttpError {
  return badRequest({ detail: `${field}: ${msg}`, [field]: [msg] });
}

/** Absolute origin of the request, e.g. http://127.0.0.1:43123 */
export function originOf(c: Context): string {
  return new URL(c.req.url).origin;
}
/** A function building absolute image URLs on this request's origin (parsed once). */
export function mediaBase(c: Context): (path: string | null | undefined) => string | null {
  const base = `${originOf(c)}/media/`;
  return (path) => (path ? base + path : null);
}

/** `url` with the given query parameters set. */
export function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

/** Answer `envelope` with `results` set to an already serialised JSON array (product lists). */
export function jsonWithResults(c: Context, envelope: Record<string, unknown>, resultsJson: string): Response {
  const { results: _ignored, ...rest } = envelope;
  const head = JSON.stringify(rest);
  const body = `${head.slice(0, -1)}${head.length > 2 ? "," : ""}"results":${resultsJson}}`;
  return c.body(body, 200, { "Content-Type": "application/json" });
}

/* body ---------------------------------------------------------------- */

export async function readBody(c: Context): Promise<unknown> {
  const ct = (c.req.header("content-type") ?? "").toLowerCase();
  if (ct.includes("application/x-www-form-urlencoded") || ct.includes("multipart/form-data")) {
    const form = await c.req.parseBody({ all: true });
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(form)) {
      const val = Array.isArray(v) ? v.map((x) => (typeof x === "string" ? x : "")) : typeof v === "string" ? v : "";
      out[k] = val;
    }
    return out;
  }
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw badRequest(`JSON parse error - ${(e as Error).message}`);
  }
}

/** Turn zod issues into DRF field errors plus a `detail` summary (unless plain). */
export function zodErrorBody(error: z.ZodError, withDetail = true): Record<string, unknown> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "non_field_errors";
    const msg =
      issue.code === "invalid_type" && issue.received === "undefined" ? "This field is required." : issue.message;
    (fields[key] ??= []).push(msg);
  }
  if (!withDetail) return fields;
  const first = Object.entries(fields)[0];
  const detail = first
    ? first[0] === "non_field_errors"
      ? first[1][0]
      : `${first[0]}: ${first[1][0]}`
    : "Invalid input.";
  return { detail, ...fields };
}

export async function parseBody<S extends z.ZodTypeAny>(
  c: Context,
  schema: S,
  withDetail = true,
): Promise<z.output<S>> {
  const raw = await readBody(c);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(zodErrorBody(parsed.error, withDetail));
  return parsed.data as z.output<S>;
}

/* query ---------------------------------------------------------------- */

export function intParam(c: Context, name: string, opts: { min?: number; max?: number } = {}): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw.trim() === "") return undefined;
  if (!/^-?\d+$/.test(raw.trim()))
    throw badRequest({ detail: `${name}: A valid integer is required.`, [name]: ["A valid integer is required."] });
  let n = Number(raw.trim());
  if (opts.min !== undefined && n < opts.min)
    throw badRequest({
      detail: `${name}: Ensure this value is greater than or equal to ${opts.min}.`,
      [name]: [`Ensure this value is greater than or equal to ${opts.min}.`],
    });
  if (opts.max !== undefined && n > opts.max) n = opts.max;
  return n;
}

export function decimalParam(c: Context, name: string): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw.trim() === "") return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(raw.trim()))
    throw badRequest({ detail: `${name}: Enter a number.`, [name]: ["Enter a number."] });
  return Number(raw.trim());
}

/** Comma-separated and/or repeated id list (brand=1,2&brand=3). */
export function idListParam(c: Context, name: string): number[] | undefined {
  const raws = c.req.queries(name);
  if (!raws || raws.length === 0) return undefined;
  const parts = raws
    .flatMap((r) => r.split(","))
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  if (parts.some((p) => !/^\d+$/.test(p)))
    throw badRequest({ detail: `${name}: Enter a list of ids.`, [name]: ["Enter a list of ids."] });
  return parts.map(Number);
}

/* tenant and auth -------------------------------------------------------- */

export function tenantById(db: DB, id: number): TenantRow | undefined {
  return get<TenantRow>(db, "SELECT * FROM tenants WHERE id = ?", id);
}

/** Tenant named by the query (tenantId, tenant or tenant_id). Required unless `optional`. */
export function queryTenantId(c: Context): number | undefined {
  for (const name of ["tenantId", "tenant", "tenant_id"]) {
    const v = intParam(c, name, { min: 1 });
    if (v !== undefined) return v;
  }
  return undefined;
}

export function requireTenant(db: DB, c: Context, explicit?: number): TenantRow {
  const id = explicit ?? queryTenantId(c);
  if (id === undefined)
    throw badRequest({ detail: "tenantId: This field is required.", tenantId: ["This field is required."] });
  const t = tenantById(db, id);
  if (!t) throw notFound("Tenant not found.");
  return t;
}

export interface AuthInfo {
  userId: number;
  tenantId: number;
  tokenHash: string;
}

/** Token of the request, or null without an Authorization header. A bad token is a 401. */
export function optionalAuth(db: DB, c: Context): AuthInfo | null {
  const header = c.req.header("authorization");
  if (!header) return null;
  const m = /^(?:Bearer|JWT|Token)\s+(\S+)$/i.exec(header.trim());
  if (!m || !m[1])
    throw new HttpError(401, { detail: "Invalid Authorization header.", code: "bad_authorization_header" });
  const info = lookupToken(db, "access", m[1]);
  if (!info) throw new HttpError(401, { detail: "Given token not valid for any token type", code: "token_not_valid" });
  return { userId: info.userId, tenantId: info.tenantId, tokenHash: info.hash };
}

export function requireAuth(db: DB, c: Context): AuthInfo {
  const a = optionalAuth(db, c);
  if (!a) throw new HttpError(401, { detail: "Authentication credentials were not provided." });
  return a;
}

/** A request whose tenant differs from the token's tenant is refused. */
export function assertSameTenant(auth: AuthInfo | null, tenantId: number | undefined): void {
  if (auth && tenantId !== undefined && auth.tenantId !== tenantId) {
    throw new HttpError(403, { detail: "This token is not valid for this tenant." });
  }
}

/** Public tenant-scoped call: tenant from the query; a token, if sent, must be for that tenant. */
export function publicTenant(db: DB, c: Context): { tenant: TenantRow; auth: AuthInfo | null } {
  const auth = optionalAuth(db, c);
  const tenant = requireTenant(db, c);
  assertSameTenant(auth, tenant.id);
  return { tenant, auth };
}

/** The token's tenant; a tenant named in the query must match it. */
export function authTenant(db: DB, c: Context, auth: AuthInfo, bodyTenant?: number): TenantRow {
  assertSameTenant(auth, queryTenantId(c));
  assertSameTenant(auth, bodyTenant);
  const headerTenant = c.req.header("tenant");
  if (headerTenant && /^\d+$/.test(headerTenant.trim())) assertSameTenant(auth, Number(headerTenant.trim()));
  const t = tenantById(db, auth.tenantId);
  if (!t) throw new HttpError(401, { detail: "Given token not valid for any token type", code: "token_not_valid" });
  return t;
}

/* pagination -------------------------------------------------------------- */

export interface PageInfo {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageParams(c: Context, defaultSize: number, maxSize: number): PageInfo {
  const rawPage = c.req.query("page");
  let page = 1;
  if (rawPage !== undefined && rawPage.trim() !== "") {
    if (rawPage.trim() === "last") page = Number.MAX_SAFE_INTEGER;
    else if (!/^\d+$/.test(rawPage.trim()) || Number(rawPage) < 1) throw notFound("Invalid page.");
    else page = Number(rawPage);
  }
  const size = intParam(c, "page_size", { min: 1, max: maxSize }) ?? defaultSize;
  return { page, pageSize: size, offset: (page - 1) * size };
}

export function pageEnvelope<T>(c: Context, info: PageInfo, count: number, results: T[]) {
  const totalPages = Math.max(1, Math.ceil(count / info.pageSize));
  const link = (page: number) => {
    const u = new URL(c.req.url);
    if (page === 1) u.searchParams.delete("page");
    else u.searchParams.set("page", String(page));
    return u.toString();
  };
  return {
    count,
    next: info.page < totalPages ? link(info.page + 1) : null,
    previous: info.page > 1 ? link(info.page - 1) : null,
    page_number: info.page,
    total_pages: totalPages,
    results,
  };
}

/** Resolve `page=last` and refuse pages past the end (DRF: 404 Invalid page). */
export function checkPage(info: PageInfo, count: number): PageInfo {
  const totalPages = Math.max(1, Math.ceil(count / info.pageSize));
  if (info.page === Number.MAX_SAFE_INTEGER) {
    return { ...info, page: totalPages, offset: (totalPages - 1) * info.pageSize };
  }
  if (info.page > totalPages) throw notFound("Invalid page.");
  return info;
}

export function nowIso(): string {
  return new Date().toISOString();
}
