import { randomInt } from "node:crypto";
import {
  a,
  type Answer,
  ask,
  b,
  direct,
  failures,
  heldSignIn,
  hostOf,
  idleKeptConnection,
  redis,
  restartReplicaA,
  sampleShop,
  SHARED_CACHE_SECONDS,
  signedInShopper,
  someRequests,
  startCluster,
  stopCluster,
  upstream,
  viaNginx,
  wrongSignIn,
} from "./cluster.ts";

/** The cluster of docs/operations.md (Several instances), step by step: tests/cluster/cluster.ts says what runs. */

beforeAll(startCluster);
afterAll(stopCluster);

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
  await restartReplicaA();
  const deadline = Date.now() + 5000;
  for (let i = 0; ; i += 1) {
    const answer = await ask(`/?n=successor-${i}`);
    expect(answer.status).toBe(200);
    if (answer.by === hostOf(a!)) break;
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
