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

let redis: RedisServer | undefined;
let upstream: Awaited<ReturnType<typeof startReferenceUpstream>> | undefined;
let a: Stack | undefined;
let b: Stack | undefined;
let nginx: Nginx | undefined;
let dataDir: string | undefined;
const refused: string[] = [];
/** How long nginx may keep a page fresh, and as long again stale (decision 0008): short, so the test waits seconds. */
const SHARED_CACHE_SECONDS = 2;
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
  env.REDIS_URL = redis.url;
  pointAtReferenceUpstream(env, upstream.url);
  a = await startReplica();
  b = await startReplica();
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

type Answer = { what: string; status: number; by: string | null };

/** One request through nginx (never one nginx kept: each asks for a page of its own), as it was answered. */
async function ask(pathname: string, init: RequestInit & { replica?: Replica } = {}): Promise<Answer> {
  const response = await viaNginx(pathname, init);
  await response.arrayBuffer();
  return {
    what: `${init.method ?? "GET"} ${pathname}`,
    status: response.status,
    by: response.headers.get("X-Test-Upstream"),
  };
}

/** Pages, a health check and a refused sign-in (a POST): what every replica must keep answering. */
async function someRequests(tag: string, productId: number): Promise<Answer[]> {
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
function heldSignIn(stack: Stack): { finish: () => Promise<{ status: number; connection: string | undefined }> } {
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
async function idleKeptConnection(stack: Stack) {
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
const failures = (answers: Answer[]) =>
  answers.filter(({ what, status }) => status !== (what.startsWith("POST") ? 401 : 200));

const wrongSignIn = (account: string, replica?: Replica) =>
  viaNginx("/login", {
    method: "POST",
    replica,
    body: new URLSearchParams({ mobile: account, password: "Wrong-password-1" }),
  });

async function sampleShop(): Promise<{ tenantId: number; productId: number }> {
  const tenant = (await (await fetch(`${upstream!.url}/api/tenants/lookup/?host=demo.localhost`)).json()) as {
    id: number;
  };
  const products = (await (
    await fetch(`${upstream!.url}/api/products?tenantId=${tenant.id}&buyer=true&page=1&page_size=1`)
  ).json()) as { results: Array<{ id: number }> };
  return { tenantId: tenant.id, productId: products.results[0]!.id };
}

/** A new shopper of the sample shop, registered at the upstream, signed in through nginx on replica A. */
async function signedInShopper(tenantId: number): Promise<{ email: string; cookie: string }> {
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
  const posted = await viaNginx(page, {
    method: "POST",
    replica: "a",
    headers: { Cookie: shopper.cookie },
    body: new URLSearchParams({ intent: "review", rateValue: "4", comment }),
  });
  expect(posted.status).toBe(303);
  expect(posted.headers.get("X-Test-Upstream")).toBe(hostOf(a!));

  const onB = await direct(b!, page);
  expect(onB.headers.get("X-Page-Cache")).toBe("miss");
  expect(await onB.text()).toContain(comment);
});

test("nginx keeps an anonymous page, yet a first page view and a URL with ?s= reach the storefront, which reports them", async () => {
  const { tenantId } = await sampleShop();
  const tag = `${Date.now()}-${randomInt(1_000_000)}`;
  const page = `/about-us?n=${tag}`;
  const reports = async (match: (report: { source_website: string; reference: string | null }) => boolean) => {
    const response = await fetch(`${upstream!.url}/tracking/reports/?tenant_id=${tenantId}`);
    return (
      (await response.json()) as { results: Array<{ source_website: string; reference: string | null }> }
    ).results.filter(match);
  };
  const documentHeaders = { Accept: "text/html", "Sec-Fetch-Dest": "document" };
  // Not page views (a client asking for anything): kept by nginx after the first.
  expect((await viaNginx(page, { headers: { Accept: "*/*" } })).headers.get("X-Cache-Status")).toBe("MISS");
  const kept = await viaNginx(page, { headers: { Accept: "*/*" } });
  expect(kept.headers.get("X-Cache-Status")).toBe("HIT");
  expect(kept.headers.get("Cache-Control")).toMatch(/^public, /);

  // A visitor's first page view of the same URL goes to the storefront: reported, marked, never stored.
  const referer = `https://cluster-${tag}.example`;
  const view = await viaNginx(page, { headers: { ...documentHeaders, Referer: `${referer}/story` } });
  expect(view.status).toBe(200);
  expect(view.headers.get("X-Cache-Status")).toBe("BYPASS");
  expect(view.headers.getSetCookie().join(";")).toContain("visited=1");
  await expect.poll(() => reports((report) => report.source_website === referer)).toHaveLength(1);
  // So does a browser without Sec-Fetch-Dest asking for HTML.
  expect((await viaNginx(page, { headers: { Accept: "text/html,*/*;q=0.8" } })).headers.get("X-Cache-Status")).toBe(
    "BYPASS",
  );

  // A URL with the referral parameter is never kept: its first page view is reported and redirected without it.
  const referral = `/about-us?n=${tag}&s=cluster-${tag}`;
  for (let i = 0; i < 2; i += 1)
    expect((await viaNginx(referral, { headers: { Accept: "*/*" } })).headers.get("X-Cache-Status")).toBe("BYPASS");
  const referred = await viaNginx(referral, { headers: documentHeaders });
  expect(referred.status).toBe(303);
  expect(referred.headers.get("Location")).toBe(`/about-us?n=${tag}`);
  await expect.poll(() => reports((report) => report.reference === `cluster-${tag}`)).toHaveLength(1);
});

test("a review reaches a client without a cookie through nginx's cache within twice SHARED_CACHE_SECONDS, though nginx hears no invalidation", async () => {
  const { tenantId, productId } = await sampleShop();
  const page = `/single-product/${productId}?n=${Date.now()}-${randomInt(1_000_000)}`;
  // Not a page view: what nginx keeps and answers (a crawler, a client-side navigation without cookies).
  const notPageView = { headers: { Accept: "*/*" } };
  expect((await viaNginx(page, notPageView)).headers.get("X-Cache-Status")).toBe("MISS");
  const kept = await viaNginx(page, notPageView);
  expect(kept.headers.get("X-Cache-Status")).toBe("HIT");
  const comment = `Reviewed past nginx ${Date.now()}`;
  expect(await kept.text()).not.toContain(comment);

  const shopper = await signedInShopper(tenantId);
  const posted = await viaNginx(page, {
    method: "POST",
    replica: "a",
    headers: { Cookie: shopper.cookie },
    body: new URLSearchParams({ intent: "review", rateValue: "5", comment }),
  });
  expect(posted.status).toBe(303);
  // nginx fetched its copy before the review: fresh for SHARED_CACHE_SECONDS, then stale as long
  // again at most, both counted in whole seconds (one more). After that it asks a replica.
  await new Promise((resolve) => setTimeout(resolve, (2 * SHARED_CACHE_SECONDS + 1) * 1000 + 200));
  const later = await viaNginx(page, notPageView);
  expect(later.status).toBe(200);
  expect((await later.text()).includes(comment), "the review on the page nginx answered").toBe(true);
});

test("a session signed out through replica A is refused on replica B", async () => {
  const { tenantId } = await sampleShop();
  const shopper = await signedInShopper(tenantId);
  /** Whether B's layout shows this cookie's visitor signed in: read from the session alone (the upstream's revocation of the token plays no part). */
  const signedInOnB = async () => {
    const page = await viaNginx("/about-us", { replica: "b", headers: { Cookie: shopper.cookie } });
    expect(page.headers.get("X-Test-Upstream")).toBe(hostOf(b!));
    return (await page.text()).includes('action="/logout"');
  };
  // The same cookie opens the profile on B (same SESSION_SECRET) …
  const before = await viaNginx("/profile", { replica: "b", headers: { Cookie: shopper.cookie } });
  expect(before.status).toBe(200);
  expect(await signedInOnB()).toBe(true);

  const signOut = await viaNginx("/logout", { method: "POST", replica: "a", headers: { Cookie: shopper.cookie } });
  expect(signOut.status).toBe(303);
  expect(signOut.headers.get("X-Test-Upstream")).toBe(hostOf(a!));

  // … and a copy of it taken before the sign-out is refused there after it.
  expect(await signedInOnB()).toBe(false);
  const replayed = await viaNginx("/profile", { replica: "b", headers: { Cookie: shopper.cookie } });
  expect(replayed.status).toBe(303);
  expect(replayed.headers.get("Location")).toMatch(/^\/login\?/);
});

test("replica A drained with SIGTERM under load (a rollout) drops no request, and its successor takes its place", async () => {
  const { productId } = await sampleShop();
  const answers: Answer[] = [];
  let running = true;
  const client = async (id: number) => {
    for (let i = 0; running; i += 1) answers.push(...(await someRequests(`drain-${id}-${i}`, productId)));
  };
  const clients = [1, 2, 3, 4].map(client);
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // In flight on A when it is told to stop: answered, and its connection closed after it
    // (a proxy must not send another request on a connection A is about to close).
    const inFlight = heldSignIn(a!);
    // Idle when A is told to stop: still A's to answer on (nginx may be writing a POST on it
    // that very moment, which it would not resend elsewhere), and closed after that answer.
    const idle = await idleKeptConnection(a!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.kill(a!.pid!, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await inFlight.finish()).toEqual({ status: 401, connection: "close" });
    expect(await idle.signIn()).toEqual({ status: 401, connection: "close", reused: true });
    expect(await a!.exited).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    running = false;
    await Promise.all(clients);
  }
  // Soft: the successor below is started either way, for the steps after this one.
  expect.soft(failures(answers)).toEqual([]);
  expect.soft(answers.some(({ by }) => by === hostOf(a!))).toBe(true);
  expect.soft(answers.some(({ by }) => by === hostOf(b!))).toBe(true);
  // The new version of A, on A's address: nginx sends it requests again (within fail_timeout).
  a = await startReplica(Number(new URL(a!.url).port));
  const deadline = Date.now() + 5000;
  for (let i = 0; ; i += 1) {
    const answer = await ask(`/?n=successor-${i}`);
    expect(answer.status).toBe(200);
    if (answer.by === hostOf(a)) break;
    if (Date.now() > deadline) throw new Error("nginx sent nothing to the new replica A");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test("with replica B killed, every request through nginx is answered by replica A", async () => {
  const { productId } = await sampleShop();
  process.kill(b!.pid!, "SIGKILL");
  await b!.exited;
  const answers: Answer[] = [];
  for (let i = 0; i < 12; i += 1) answers.push(...(await someRequests(`kill-${i}`, productId)));
  expect(failures(answers)).toEqual([]);
  // Each was answered by A, some after nginx found B gone ("B, A").
  expect(answers.every(({ by }) => by?.endsWith(hostOf(a!)))).toBe(true);
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
  for (const pathname of [
    "/?redis=down",
    `/single-product/${productId}?redis=down`,
    "/categories?redis=down",
    "/search?q=lamp&redis=down",
  ]) {
    const response = await viaNginx(pathname);
    expect(response.status, pathname).toBe(200);
    expect(await response.text()).toContain("</html>");
  }
  // Sign-in limits cannot be counted: refused rather than unlimited (docs/operations.md).
  expect((await wrongSignIn(`redis-down-${Date.now()}@example.com`)).status).toBe(429);
});
