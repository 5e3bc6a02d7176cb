import { startRedisServer, type RedisServer } from "../support/redis-server";
import type { AttemptOutcome } from "#server/checkout/checkout-attempts";
import type { CartLine } from "#server/cart/cart";

/**
 * With REDIS_URL, the state replicas must agree on lives in Redis: checkout tokens, one-time
 * form tokens, honoured payment returns, rate limits and signed-out sessions. Two fresh module instances (two
 * replicas' memories) against one real redis-server.
 */

let redis: RedisServer;
type Attempts = typeof import("#server/checkout/checkout-attempts");

/** A "replica": the modules loaded afresh, with their own process memory, sharing Redis. */
async function replica(): Promise<
  Attempts & {
    limits: typeof import("#server/platform/rate-limit");
    revoked: typeof import("#server/identity/revoked-sessions");
    forms: typeof import("#server/identity/form-once");
    carts: typeof import("#server/cart/cart");
  }
> {
  vi.resetModules();
  const attempts = await import("#server/checkout/checkout-attempts");
  const forms = await import("#server/identity/form-once");
  const carts = await import("#server/cart/cart");
  const limits = await import("#server/platform/rate-limit");
  const revoked = await import("#server/identity/revoked-sessions");
  const { redisClient, redisState } = await import("#server/platform/redis");
  redisClient();
  const deadline = Date.now() + 5000;
  while (redisState() !== "up") {
    if (Date.now() > deadline) throw new Error("redis not ready");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { ...attempts, limits, revoked, forms, carts };
}

beforeAll(async () => {
  redis = await startRedisServer();
  process.env.REDIS_URL = redis.url;
});
afterAll(async () => {
  await redis?.stop();
});

const owner = { shopId: 1, userId: 4242 };
const cart = [{ productId: 7, quantity: 1, optionIds: [] }];
const placed: AttemptOutcome = { location: "/confirm-order?order=9", clearCart: true };

describe("checkout tokens in Redis", () => {
  it("a token issued on one replica is the same attempt on another: one pay, both get its outcome", async () => {
    const a = await replica();
    const b = await replica();
    const fingerprint = a.cartFingerprint(cart);
    const token = await a.issueCheckoutToken(owner, fingerprint, 100);
    expect(await b.issueCheckoutToken(owner, fingerprint, 100)).toBe(token);
    let calls = 0;
    const slowPay = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return placed;
    };
    const [first, second] = await Promise.all([
      a.runCheckoutAttempt(token, owner, fingerprint, slowPay),
      b.runCheckoutAttempt(token, owner, fingerprint, slowPay),
    ]);
    expect(calls).toBe(1);
    expect([first, second].map((result) => result.kind === "outcome" && result.outcome.location)).toEqual([
      placed.location,
      placed.location,
    ]);
    expect((await b.usedCheckoutToken(token, owner))?.kind).toBe("outcome");
  });

  it("a payment return honoured on one replica is not honoured again on another", async () => {
    const a = await replica();
    const b = await replica();
    expect(await a.claimPaymentReturn(1, "card:cs_shared")).toBe(true);
    expect(await b.paymentReturnClaimed(1, "card:cs_shared")).toBe(true);
    expect(await b.claimPaymentReturn(1, "card:cs_shared")).toBe(false);
  });

  it("the lines a card payment was started for on one replica are known on another (its late payment's callback)", async () => {
    const a = await replica();
    const b = await replica();
    await a.keepPaymentLines(1, cart);
    expect(await b.paymentLines(1, b.cartFingerprint(cart))).toEqual(cart);
    expect(await b.paymentLines(2, b.cartFingerprint(cart))).toBeUndefined();
  });

  it("a Redis that stops answering while the order is placed neither fails the placed order nor lets a replay pay again", async () => {
    const a = await replica();
    const fingerprint = a.cartFingerprint(cart);
    const token = await a.issueCheckoutToken({ ...owner, userId: 4243 }, fingerprint, 100);
    let calls = 0;
    // Redis stops answering once the order is on its way: writing its outcome times out.
    const pay = async () => {
      calls += 1;
      redis.process.kill("SIGSTOP");
      return placed;
    };
    try {
      expect(await a.runCheckoutAttempt(token, { ...owner, userId: 4243 }, fingerprint, pay)).toMatchObject({
        kind: "outcome",
        outcome: placed,
        first: true,
      });
    } finally {
      redis.process.kill("SIGCONT");
    }
    // The reload once Redis is back gets the same order, not a second one.
    expect(await a.runCheckoutAttempt(token, { ...owner, userId: 4243 }, fingerprint, pay)).toMatchObject({
      kind: "outcome",
      first: false,
    });
    expect(calls).toBe(1);
  }, 15_000);

  it("a Redis that stops answering (connection kept, no reset) holds each checkout command for at most the command timeout", async () => {
    const a = await replica();
    redis.process.kill("SIGSTOP");
    try {
      const steps: Array<() => Promise<unknown>> = [
        () => a.issueCheckoutToken(owner, a.cartFingerprint(cart), 100),
        () => a.startConfirming(1, "moyasar:hung"),
        () => a.claimPaymentReturn(1, "moyasar:hung"),
        () => a.paymentReturnClaimed(1, "moyasar:hung"),
        () => a.keepPaymentLines(1, cart),
        () => a.paymentLines(1, a.cartFingerprint(cart)),
      ];
      for (const step of steps) {
        const started = Date.now();
        await expect(step()).rejects.toThrow(/redis command took over/);
        expect(Date.now() - started).toBeLessThan(2_000);
      }
    } finally {
      redis.process.kill("SIGCONT");
    }
  }, 15_000);
});

describe("one-time form tokens in Redis", () => {
  it("the same form sent to two replicas at once creates one address, and both answers lead to it", async () => {
    const a = await replica();
    const b = await replica();
    const token = a.forms.newFormToken();
    const form = { token, owner: { ...owner, form: "address" as const }, contents: { city: "Jeddah" } };
    let calls = 0;
    const slowCreate = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return a.forms.created("/profile/displayAddress", "Address is added successfully ");
    };
    const post = () => new Request("http://demo.localhost/profile/createAddress", { method: "POST" });
    const answers = await Promise.all([
      a.forms.submitOnce(post(), form, slowCreate),
      b.forms.submitOnce(post(), form, slowCreate),
    ]);
    expect(calls).toBe(1);
    expect(answers.map((answer) => (answer as Response).headers.get("Location"))).toEqual([
      "/profile/displayAddress",
      "/profile/displayAddress",
    ]);
  });
});

describe("carts in Redis", () => {
  it("two changes of one cart sent to two replicas at once both stay", async () => {
    const a = await replica();
    const b = await replica();
    const request = (cookie?: string) =>
      new Request("http://shop.test/cart", {
        method: "POST",
        headers: cookie ? { Cookie: cookie.split(";")[0]! } : {},
      });
    const add = (productId: number) => (lines: CartLine[]) =>
      a.carts.addLine(lines, { productId, quantity: 1, optionIds: [] }).lines;
    const start = await a.carts.changeCart(request(), 1, add(1));
    const results = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => a.carts.changeCart(request(start.cookie), 1, add(10 + i))),
      ...Array.from({ length: 5 }, (_, i) => b.carts.changeCart(request(start.cookie), 1, add(20 + i))),
    ]);
    const newest = results.reduce((x, y) => (x.state.version > y.state.version ? x : y));
    expect(newest.state.lines).toHaveLength(11);
    expect(await b.carts.readCart(request(results[0]!.cookie), 1)).toEqual(newest.state.lines);
  });

  it("a request without a cookie stores no cart (a script posting adds filled Redis), and a stored cart lives hours, not the cookie's 30 days", async () => {
    const a = await replica();
    const { redisClient } = await import("#server/platform/redis");
    const request = (cookie?: string) =>
      new Request("http://shop.test/cart", {
        method: "POST",
        headers: cookie ? { Cookie: cookie.split(";")[0]! } : {},
      });
    const add = (productId: number) => (lines: CartLine[]) =>
      a.carts.addLine(lines, { productId, quantity: 1, optionIds: [] }).lines;
    const first = await a.carts.changeCart(request(), 2, add(1));
    const key = `cart:2:${first.state.id}`;
    expect(await redisClient()!.exists(key)).toBe(0);
    await a.carts.changeCart(request(first.cookie), 2, add(2));
    const ttl = await redisClient()!.pTTL(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
  });
});

describe("other shared state", () => {
  it("a sign-in limit reached through one replica holds on another", async () => {
    const a = await replica();
    const b = await replica();
    const attempt = {
      bucket: "login" as const,
      client: "203.0.113.7",
      account: a.limits.accountKey(1, `shared-${Date.now()}@example.com`),
    };
    for (let i = 0; i < 5; i += 1) await a.limits.checkAttempt(attempt);
    expect((await b.limits.checkAttempt(attempt, { count: false }))?.init.status).toBe(429);
  });

  it("a Redis that stops answering (connection kept, no reset) holds a form for at most the command timeout: sign-in is refused, registering counts in memory", async () => {
    const a = await replica();
    const client = "203.0.113.9";
    const login = {
      bucket: "login" as const,
      client,
      account: a.limits.accountKey(1, `hung-${Date.now()}@example.com`),
    };
    const register = {
      bucket: "register" as const,
      client,
      account: a.limits.accountKey(1, `hung-new-${Date.now()}@example.com`),
    };
    // A stopped process keeps its sockets open and answers nothing: node-redis waits forever.
    redis.process.kill("SIGSTOP");
    try {
      // Each step waits one command timeout (1 s), not forever.
      const timed = async <T>(step: Promise<T>) => {
        const started = Date.now();
        const result = await step;
        expect(Date.now() - started).toBeLessThan(2_000);
        return result;
      };
      expect((await timed(a.limits.checkAttempt(login)))?.init.status).toBe(429);
      expect(await timed(a.limits.checkAttempt(register))).toBeNull();
      await timed(a.limits.checkAttempt(login));
      // After the password check: a right password given back, an unanswered try refunded.
      await timed(a.limits.forgetFailures(login));
      await timed(a.limits.refundAttempt(login));
    } finally {
      redis.process.kill("SIGCONT");
    }
  }, 15_000);

  it("a session signed out on one replica is refused on another", async () => {
    const a = await replica();
    const b = await replica();
    await a.revoked.revokedSessions().add("sid-shared-1", Date.now() + 60_000);
    expect(await b.revoked.revokedSessions().has("sid-shared-1")).toBe(true);
    expect(await b.revoked.revokedSessions().has("sid-other")).toBe(false);
  });
});

describe("pending token revocations in Redis", () => {
  /**
   * A replica's revoker keeping pending tokens in Redis (then its memory), with short waits:
   * its upstream is down (every try fails, and it never retries) or up (each revoked token is
   * pushed to `revoked`).
   */
  async function revokerOn(upstream: { down: true } | { revoked: string[] }) {
    await replica();
    const { createTokenRevoker } = await import("#server/identity/token-revocation");
    const { createLocalRevocationStore, createRedisRevocationStore } =
      await import("#server/identity/pending-revocations");
    const { redisClient } = await import("#server/platform/redis");
    const { UpstreamError } = await import("#server/upstream/client");
    const send = async (token: string) => {
      if ("down" in upstream) throw new UpstreamError("unavailable", "upstream unreachable");
      upstream.revoked.push(token);
    };
    const stores = [
      createRedisRevocationStore(redisClient()!, 100),
      createLocalRevocationStore({ file: null, max: 100 }),
    ];
    return createTokenRevoker({ send, stores, retryDelayMs: () => 50, tickMs: "down" in upstream ? 60_000 : 20 });
  }

  it("a sign-out one replica could not confirm is retried by another after it stopped, until the upstream confirms", async () => {
    const token = `token-${Date.now()}`;
    const first = await revokerOn({ down: true });
    await first.revoke(token);
    expect(await first.pending()).toBe(1);
    first.stop();

    const revoked: string[] = [];
    const next = await revokerOn({ revoked });
    try {
      await vi.waitFor(() => expect(revoked).toEqual([token]), { timeout: 5_000 });
      await vi.waitFor(async () => expect(await next.pending()).toBe(0), { timeout: 5_000 });
    } finally {
      next.stop();
    }
  });
});
