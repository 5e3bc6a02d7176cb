import { randomInt } from "node:crypto";
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

let redis: RedisServer | undefined;
let upstream: Awaited<ReturnType<typeof startReferenceUpstream>> | undefined;
let a: Stack | undefined;
let b: Stack | undefined;
let nginx: Nginx | undefined;
let dataDir: string | undefined;
const refused: string[] = [];

const hostOf = (stack: Stack) => new URL(stack.url).host;

/** Pins `X-Test-Replica: a|b` to one replica; says which replica(s) nginx tried. */
function pinning(replicaA: string, replicaB: string) {
  return (site: string) =>
    `map $http_x_test_replica $storefront_pick { default storefront; a replica_a; b replica_b; }
upstream replica_a { server ${replicaA}; }
upstream replica_b { server ${replicaB}; }
${site.replace("proxy_pass http://storefront;", "proxy_pass http://$storefront_pick;\n        add_header X-Test-Upstream $upstream_addr always;")}`;
}

beforeAll(async () => {
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
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "production",
    SESSION_SECRET: "cluster-test-session-secret-that-is-long-enough-7",
    REDIS_URL: redis.url,
    TRUST_PROXY: "1",
    RATE_LIMIT_MAX: "5",
    SAMPLE_STORE_HOST: "demo.localhost",
  };
  pointAtReferenceUpstream(env, upstream.url);
  a = await startStack({ port: 0, host: "127.0.0.1", quiet: true, env });
  b = await startStack({ port: 0, host: "127.0.0.1", quiet: true, env });
  nginx = await startNginx({ instances: [hostOf(a), hostOf(b)], adapt: pinning(hostOf(a), hostOf(b)) });
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await upstream?.stop();
  await redis?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  expect(refused, "undocumented upstream calls (docs/upstream-api.md)").toEqual([]);
});

type Replica = "a" | "b";

/** A request through nginx, pinned to a replica when `replica` is given. */
function viaNginx(pathname: string, init: RequestInit & { replica?: Replica } = {}) {
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
function direct(stack: Stack, pathname: string, init: RequestInit = {}) {
  return fetch(`http://${hostOf(stack)}${pathname}`, { redirect: "manual", ...init });
}

/** The `name=value` pairs a response set, as a Cookie header. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

const wrongSignIn = (account: string, replica?: Replica) =>
  viaNginx("/login", { method: "POST", replica, body: new URLSearchParams({ mobile: account, password: "Wrong-password-1" }) });

async function sampleShop(): Promise<{ tenantId: number; productId: number }> {
  const tenant = (await (await fetch(`${upstream!.url}/api/tenants/lookup/?host=demo.localhost`)).json()) as { id: number };
  const products = (await (await fetch(`${upstream!.url}/api/products?tenantId=${tenant.id}&buyer=true&page=1&page_size=1`)).json()) as { results: Array<{ id: number }> };
  return { tenantId: tenant.id, productId: products.results[0]!.id };
}

/** A new shopper of the sample shop, registered at the upstream, signed in through nginx on replica A. */
async function signedInShopper(tenantId: number): Promise<{ email: string; cookie: string }> {
  const user = { firstName: "Cluster", lastName: "Reviewer", mobile: `05${randomInt(10_000_000, 100_000_000)}`, email: `cluster-${Date.now()}@example.com`, password: "Secret123" };
  const registered = await fetch(`${upstream!.url}/api/users/register/?tenantId=${tenantId}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...user, tenant: tenantId }),
  });
  expect(registered.status).toBe(201);
  const signIn = await viaNginx("/login", { method: "POST", replica: "a", body: new URLSearchParams({ mobile: user.email, password: user.password, redirectTo: "/" }) });
  expect(signIn.status).toBe(303);
  expect(signIn.headers.get("X-Test-Upstream")).toBe(hostOf(a!));
  return { email: user.email, cookie: cookiesOf(signIn) };
}

test("a sign-in limit reached through replica A applies on replica B", async () => {
  const account = `limited-${Date.now()}@example.com`;
  for (let i = 0; i < 5; i += 1) {
    const refusal = await wrongSignIn(account, "a");
    expect(refusal.status).toBe(401);
    expect(refusal.headers.get("X-Test-Upstream")).toBe(hostOf(a!));
  }
  const onB = await wrongSignIn(account, "b");
  expect(onB.headers.get("X-Test-Upstream")).toBe(hostOf(b!));
  expect(onB.status).toBe(429);
  expect(await onB.text()).toContain("Too many attempts. Please try again in");
});

test("a review posted through replica A shows at once on replica B's product page, which B had kept", async () => {
  const { tenantId, productId } = await sampleShop();
  const page = `/single-product/${productId}`;
  // B renders and keeps the anonymous page, then answers it from its page cache.
  await (await direct(b!, page)).text();
  const kept = await direct(b!, page);
  expect(kept.headers.get("X-Page-Cache")).toBe("hit");
  const comment = `Reviewed through replica A ${Date.now()}`;
  expect(await kept.text()).not.toContain(comment);

  const shopper = await signedInShopper(tenantId);
  const posted = await viaNginx(page, { method: "POST", replica: "a", headers: { Cookie: shopper.cookie }, body: new URLSearchParams({ intent: "review", rateValue: "4", comment }) });
  expect(posted.status).toBe(303);
  expect(posted.headers.get("X-Test-Upstream")).toBe(hostOf(a!));

  const onB = await direct(b!, page);
  expect(onB.headers.get("X-Page-Cache")).toBe("miss");
  expect(await onB.text()).toContain(comment);
});

test("a session signed out through replica A is refused on replica B", async () => {
  const { tenantId } = await sampleShop();
  const shopper = await signedInShopper(tenantId);
  // The same cookie opens the profile on B (same SESSION_SECRET) …
  const before = await viaNginx("/profile", { replica: "b", headers: { Cookie: shopper.cookie } });
  expect(before.status).toBe(200);
  expect(before.headers.get("X-Test-Upstream")).toBe(hostOf(b!));

  const signOut = await viaNginx("/logout", { method: "POST", replica: "a", headers: { Cookie: shopper.cookie } });
  expect(signOut.status).toBe(303);
  expect(signOut.headers.get("X-Test-Upstream")).toBe(hostOf(a!));

  // … and a copy of it taken before the sign-out is refused there after it.
  const replayed = await viaNginx("/profile", { replica: "b", headers: { Cookie: shopper.cookie } });
  expect(replayed.headers.get("X-Test-Upstream")).toBe(hostOf(b!));
  expect(replayed.status).toBe(303);
  expect(replayed.headers.get("Location")).toMatch(/^\/login\?/);
});

test("with replica A killed, every request through nginx is answered by replica B", async () => {
  const { productId } = await sampleShop();
  process.kill(a!.pid!, "SIGKILL");
  await a!.exited;
  const answers: Array<{ what: string; status: number; by: string | null }> = [];
  for (let i = 0; i < 12; i += 1) {
    // A query of its own each time: never a page nginx kept, always a replica's answer.
    for (const pathname of [`/?n=${i}`, `/single-product/${productId}?n=${i}`, `/search?q=lamp&n=${i}`, "/healthz"]) {
      const response = await viaNginx(pathname);
      await response.arrayBuffer();
      answers.push({ what: `GET ${pathname}`, status: response.status, by: response.headers.get("X-Test-Upstream") });
    }
    const refusal = await wrongSignIn(`after-kill-${i}-${Date.now()}@example.com`);
    answers.push({ what: "POST /login", status: refusal.status, by: refusal.headers.get("X-Test-Upstream") });
  }
  const failed = answers.filter(({ what, status }) => status !== (what === "POST /login" ? 401 : 200));
  expect(failed).toEqual([]);
  // Each was answered by B, some after nginx found A gone ("A, B").
  expect(answers.every(({ by }) => by?.endsWith(hostOf(b!)))).toBe(true);
});

test("with Redis stopped, pages still render, /readyz says so and sign-in fails closed", async () => {
  await redis!.stop();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ready = (await (await viaNginx("/readyz")).json()) as { status: string; redis: string };
    if (ready.redis === "down") {
      expect(ready.status).toBe("ready");
      break;
    }
    if (Date.now() > deadline) throw new Error(`/readyz still says ${JSON.stringify(ready)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { productId } = await sampleShop();
  for (const pathname of ["/?redis=down", `/single-product/${productId}?redis=down`, "/categories?redis=down", "/search?q=lamp&redis=down"]) {
    const response = await viaNginx(pathname);
    expect(response.status, pathname).toBe(200);
    expect(await response.text()).toContain("</html>");
  }
  // Sign-in limits cannot be counted: refused rather than unlimited (docs/operations.md).
  expect((await wrongSignIn(`redis-down-${Date.now()}@example.com`)).status).toBe(429);
});
