/** Helpers for the upstream's vitest files: one upstream on a temp dir per test file. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startUpstream, type RunningUpstream } from "./server.ts";

export interface TestUpstream {
  url: string;
  api: string;
  pay: string;
  track: string;
  /** fetch + parse JSON; returns status, body and headers */
  call(
    method: string,
    url: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string>; form?: Record<string, string> },
  ): Promise<{
    status: number;
    body: unknown;
    headers: Headers;
  }>;
  login(login: string, password: string, tenant: number): Promise<{ token: string; userId: number }>;
  close(): Promise<void>;
}

/** `strict`: answer only the documented calls (upstream/strict.ts), as the storefront's tests do. */
export async function startTestUpstream(options: { strict?: boolean } = {}): Promise<TestUpstream> {
  const dir = mkdtempSync(path.join(tmpdir(), "upstream-test-"));
  const up: RunningUpstream = await startUpstream({ dataDir: dir, log: false, strict: options.strict });
  const call: TestUpstream["call"] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    let body: string | undefined;
    if (opts.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(opts.body);
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(url.startsWith("http") ? url : `${up.url}${url}`, {
      method,
      headers,
      body,
      redirect: "manual",
    });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get("content-type") ?? "").includes("json")) parsed = text ? JSON.parse(text) : null;
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    url: up.url,
    api: `${up.url}/api/`,
    pay: `${up.url}/payment-api/`,
    track: `${up.url}/tracking/`,
    call,
    async login(login, password, tenant) {
      const r = await call("POST", `/api/users/api/token/?tenantId=${tenant}`, {
        body: { mobile: login, password, tenant },
      });
      if (r.status !== 200) throw new Error(`login failed ${r.status} ${JSON.stringify(r.body)}`);
      const b = r.body as { access: string; user: { id: number } };
      return { token: b.access, userId: b.user.id };
    },
    async close() {
      await up.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One upstream for the calling test file: started before its tests, stopped after them. The
 * returned object forwards to it, so tests can keep a module-level `up`.
 */
export function testUpstreamForThisFile(options: { strict?: boolean } = {}): TestUpstream {
  let current: TestUpstream | undefined;
  beforeAll(async () => {
    current = await startTestUpstream(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = (): TestUpstream => {
    if (!current) throw new Error("the test upstream starts in beforeAll");
    return current;
  };
  return {
    get url() {
      return started().url;
    },
    get api() {
      return started().api;
    },
    get pay() {
      return started().pay;
    },
    get track() {
      return started().track;
    },
    call: (...args) => started().call(...args),
    login: (...args) => started().login(...args),
    close: () => started().close(),
  };
}
