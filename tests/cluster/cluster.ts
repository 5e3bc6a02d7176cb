import { randomInt } from "node:crypto";
import { Agent, request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pointAtReferenceUpstream, startReferenceUpstream, startStack, type Stack } from "../../scripts/stack.ts";
import { startNginx, type Nginx } from "../support/nginx.ts";
import { startRedisServer, type RedisServer } from "../support/redis-server.ts";

/**
 * Two storefront replicas (A and B) with the same SESSION_SECRET and REDIS_URL, a real
 * redis-server, the reference upstream (fresh database, strict) and real nginx in front with
 * deploy/nginx/storefront.conf, as an operator runs them (docs/operations.md, Several
 * instances). The steps run in order on the same processes.
 *
 * Test-only: a request with `X-Test-Replica: a|b` is pinned by nginx to that replica (every
 * other line of the site is the documented one), and `X-Test-Upstream` says which replica(s)
 * nginx tried. "On B" checks that are about B's own memory (its page cache) address B's port.
 */

export let redis: RedisServer | undefined;
export let upstream: Awaited<ReturnType<typeof startReferenceUpstream>> | undefined;
export let a: Stack | undefined;
export let b: Stack | undefined;
export let nginx: Nginx | undefined;
let dataDir: string | undefined;
const refused: string[] = [];
/** How long nginx may keep a page fresh, and as long again stale (decision 0008): short, so the test waits seconds. */
export const SHARED_CACHE_SECONDS = 2;
/** The replicas' environment (a replica started again gets the same). */
const env: NodeJS.ProcessEnv = {
  NODE_ENV: "production",
  SESSION_SECRET: "cluster-test-session-secret-that-is-long-enough-7",
  TRUST_PROXY: "1",
  RATE_LIMIT_MAX: "5",
  // Every request of this test comes from 127.0.0.1: only the per-account limit is under test.
  RATE_LIMIT_CLIENT_MAX: "100000",
  SAMPLE_STORE_HOST: "demo.localhost",
  SHARED_CACHE_SECONDS: String(SHARED_CACHE_SECONDS),
};
const startReplica = (port = 0) => startStack({ port, host: "127.0.0.1", quiet: true, env });

export const hostOf = (stack: Stack) => new URL(stack.url).host;

/** Pins `X-Test-Replica: a|b` to one replica; says which replica(s) nginx tried. */

function pinning(replicaA: string, replicaB: string) {
  return (site: string) =>
    `map $http_x_test_replica $storefront_pick { default storefront; a replica_a; b replica_b; }
upstream replica_a { server ${replicaA}; }
upstream replica_b { server ${replicaB}; }
${site.replace("proxy_pass http://storefront;", "proxy_pass http://$storefront_pick;\n        add_header X-Test-Upstream $upstream_addr always;")}`;
}

/** Starts Redis, the reference upstream, replicas A and B and nginx (the test file's beforeAll). */
export async function startCluster() {
  redis = await startRedisServer();
  dataDir = mkdtempSync(path.join(tmpdir(), "storefront-cluster-"));
  upstream = await startReferenceUpstream({
    dataDir,
    reseed: true,
    quiet: true,
    env: { ...process.env, UPSTREAM_STRICT: "1" },
    onLogLine: (line) => {
      process.stderr.write(`[upstream] ${line}\n`);
      if (line.includes("strict upstream refused")) refused.push(line);
    },
  });
  env.REDIS_URL = redis.url;
  pointAtReferenceUpstream(env, upstream.url);
  a = await startReplica();
  b = await startReplica();
  nginx = await startNginx({ instances: [hostOf(a), hostOf(b)], adapt: pinning(hostOf(a), hostOf(b)) });
}

/** Stops everything; fails if the strict upstream refused a call (the test file's afterAll). */
export async function stopCluster() {
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await upstream?.stop();
  await redis?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  expect(refused, "undocumented upstream calls (docs/upstream-api.md)").toEqual([]);
}

/** A new version of replica A on A's address (a rollout's successor). */
export async function restartReplicaA() {
  a = await startReplica(Number(new URL(a!.url).port));
}

export type Replica = "a" | "b";

/** A request through nginx, pinned to a replica when `replica` is given. */
export function viaNginx(pathname: string, init: RequestInit & { replica?: Replica } = {}) {
  const { replica, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (replica) headers.set("X-Test-Replica", replica);
  if (rest.method === "POST") {
    headers.set("Origin", nginx!.origin);
    headers.set("Content-Type", "application/x-www-form-urlencoded");
  }
  return fetch(`${nginx!.origin}${pathname}`, { redirect: "manual", ...rest, headers });
}

/** Straight to a replica's own port, past nginx. */
export function direct(stack: Stack, pathname: string, init: RequestInit = {}) {
  return fetch(`http://${hostOf(stack)}${pathname}`, { redirect: "manual", ...init });
}

/** The `name=value` pairs a response set, as a Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

export type Answer = { what: string; status: number; by: string | null };

/** One request through nginx (never one nginx kept: each asks for a page of its own), as it was answered. */
export async function ask(pathname: string, init: RequestInit & { replica?: Replica } = {}): Promise<Answer> {
  const response = await viaNginx(pathname, init);
  await response.arrayBuffer();
  return {
    what: `${init.method ?? "GET"} ${pathname}`,
    status: response.status,
    by: response.headers.get("X-Test-Upstream"),
  };
}

/** Pages, a health check and a refused sign-in (a POST): what every replica must keep answering. */
export async function someRequests(tag: string, productId: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const pathname of [`/?n=${tag}`, `/single-product/${productId}?n=${tag}`, `/search?q=lamp&n=${tag}`, "/healthz"])
    answers.push(await ask(pathname));
  answers.push(
    await ask("/login", {
      method: "POST",
      body: new URLSearchParams({ mobile: `refused-${tag}@example.com`, password: "Wrong-password-1" }),
    }),
  );
  return answers;
}

/**
 * A refused sign-in POSTed straight to a replica, held open: its headers and half its body
 * are sent now, the rest by `finish`, which resolves with the answer's status and Connection.
 */
export function heldSignIn(stack: Stack): {
  finish: () => Promise<{ status: number; connection: string | undefined }>;
} {
  const body = new URLSearchParams({
    mobile: `held-${Date.now()}@example.com`,
    password: "Wrong-password-1",
  }).toString();
  const origin = `http://${hostOf(stack)}`;
  const sent = httpRequest(`${origin}/login`, {
    method: "POST",
    headers: {
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": Buffer.byteLength(body),
      Connection: "keep-alive",
    },
  });
  const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    sent.on("response", (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
    });
    sent.on("error", reject);
  });
  sent.write(body.slice(0, 10));
  return { finish: () => (sent.end(body.slice(10)), answer) };
}

/**
 * A keep-alive connection to a replica, as nginx keeps them: opened by a page, then idle.
 * `signIn` sends a refused sign-in on that same connection (never a new one) and resolves
 * with the answer's status and Connection.
 */
export async function idleKeptConnection(stack: Stack) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const origin = `http://${hostOf(stack)}`;
  const send = (pathname: string, init: { method: string; headers?: Record<string, string | number>; body?: string }) =>
    new Promise<{ status: number; connection: string | undefined; reused: boolean }>((resolve, reject) => {
      const sent = httpRequest(
        `${origin}${pathname}`,
        { agent, method: init.method, headers: init.headers },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              reused: sent.reusedSocket,
            }),
          );
        },
      );
      sent.on("error", reject);
      sent.end(init.body);
    });
  expect((await send("/healthz", { method: "GET" })).status).toBe(200);
  return {
    signIn: async () => {
      const body = new URLSearchParams({
        mobile: `idle-${Date.now()}@example.com`,
        password: "Wrong-password-1",
      }).toString();
      const headers = {
        Origin: origin,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
      };
      return send("/login", { method: "POST", headers, body }).finally(() => agent.destroy());
    },
  };
}

/** The answers that were not what the request asks for (a refused sign-in is a 401). */
export const failures = (answers: Answer[]) =>
  answers.filter(({ what, status }) => status !== (what.startsWith("POST") ? 401 : 200));

export const wrongSignIn = (account: string, replica?: Replica) =>
  viaNginx("/login", {
    method: "POST",
    replica,
    body: new URLSearchParams({ mobile: account, password: "Wrong-password-1" }),
  });

export async function sampleShop(): Promise<{ tenantId: number; productId: number }> {
  const tenant = (await (await fetch(`${upstream!.url}/api/tenants/lookup/?host=demo.localhost`)).json()) as {
    id: number;
  };
  const products = (await (
    await fetch(`${upstream!.url}/api/products?tenantId=${tenant.id}&buyer=true&page=1&page_size=1`)
  ).json()) as { results: Array<{ id: number }> };
  return { tenantId: tenant.id, productId: products.results[0]!.id };
}

/** A new shopper of the sample shop, registered at the upstream, signed in through nginx on replica A. */
export async function signedInShopper(tenantId: number): Promise<{ email: string; cookie: string }> {
  const user = {
    firstName: "Cluster",
    lastName: "Reviewer",
    mobile: `05${randomInt(10_000_000, 100_000_000)}`,
    email: `cluster-${Date.now()}@example.com`,
    password: "Secret123",
  };
  const registered = await fetch(`${upstream!.url}/api/users/register/?tenantId=${tenantId}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...user, tenant: tenantId }),
  });
  expect(registered.status).toBe(201);
  const signIn = await viaNginx("/login", {
    method: "POST",
    replica: "a",
    body: new URLSearchParams({ mobile: user.email, password: user.password, redirectTo: "/" }),
  });
  expect(signIn.status).toBe(303);
  expect(signIn.headers.get("X-Test-Upstream")).toBe(hostOf(a!));
  return { email: user.email, cookie: cookiesOf(signIn) };
}
