vi.hoisted(() => {
  process.env.RATE_LIMIT_MAX = "3";
  process.env.RATE_LIMIT_CLIENT_MAX = "5";
  process.env.RATE_LIMIT_WINDOW_SECONDS = "60";
});

import { CLIENT_ADDRESS_HEADER } from "#server/platform/request";

import {
  accountKey,
  assertWithinRateLimit,
  checkAttempt,
  clearAccountAttempts,
  forgetFailures,
  rateLimitCheck,
  refundAttempt,
  clientNetwork,
  type Attempt,
} from "#server/platform/rate-limit";

/**
 * The limiter with explicit client addresses (RATE_LIMIT_MAX=3 per account and address,
 * RATE_LIMIT_CLIENT_MAX=5 per address), plus the request functions, which take the address
 * from clientAddress(request) (the address the edge settled in CLIENT_ADDRESS_HEADER).
 */

let unique = 0;
/** A fresh account of shop 1, so tests never share counters. */
const freshAccount = (label: string) => accountKey(1, `${label}-${(unique += 1)}@example.com`);
const login = (client: string, account: string): Attempt => ({ bucket: "login", client, account });
/** A refused sign-in as the route does it: counted before the password is checked, and it stays counted. */
const wrongPassword = (client: string, account: string) => checkAttempt(login(client, account));
const canTry = async (attempt: Attempt) => (await checkAttempt(attempt, { count: false })) === null;

describe("sign-in limits", () => {
  it("someone else's wrong passwords from another address do not lock the owner out", async () => {
    const account = freshAccount("owner");
    for (let i = 0; i < 3; i += 1) expect(await wrongPassword("203.0.113.66", account)).toBeNull();
    // The attacker's address is now refused for this account …
    const limited = await checkAttempt(login("203.0.113.66", account), { count: false });
    expect(limited?.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    expect(limited?.init.status).toBe(429);
    expect(Number(new Headers(limited?.init.headers).get("Retry-After"))).toBeGreaterThan(0);
    // … the owner, at home, is not: a correct password from there gets in.
    expect(await canTry(login("198.51.100.10", account))).toBe(true);
    // Signing in forgets the owner's own failures only; the attacker stays limited.
    await checkAttempt(login("198.51.100.10", account));
    await forgetFailures(login("198.51.100.10", account));
    expect(await canTry(login("203.0.113.66", account))).toBe(false);
  });

  it("the account is the identifier trimmed and lower-cased, per shop", async () => {
    const client = "192.0.2.40";
    for (let i = 0; i < 3; i += 1) await checkAttempt(login(client, accountKey(1, "  Mixed.Case@Example.COM ")));
    expect(await canTry(login(client, accountKey(1, "mixed.case@example.com")))).toBe(false);
    // The same email in another shop is another account.
    expect(await canTry(login(client, accountKey(2, "mixed.case@example.com")))).toBe(true);
  });

  it("one address is limited across accounts: an email and a phone of one account do not double its tries", async () => {
    const client = "192.0.2.50";
    const email = freshAccount("both");
    const phone = accountKey(1, "0509999999");
    // 3 on the email, then 2 on the phone: the address has used its 5.
    for (let i = 0; i < 3; i += 1) expect(await wrongPassword(client, email)).toBeNull();
    for (let i = 0; i < 2; i += 1) expect(await wrongPassword(client, phone)).toBeNull();
    expect(await canTry(login(client, phone))).toBe(false);
    expect(await canTry(login(client, freshAccount("anyone")))).toBe(false);
    // Another address is not affected.
    expect(await canTry(login("192.0.2.51", phone))).toBe(true);
  });

  it("without a known address only the account counts (no shared counter for everybody)", async () => {
    const account = freshAccount("proxyless");
    for (let i = 0; i < 3; i += 1) await checkAttempt(login("unknown", account));
    expect(await canTry(login("unknown", account))).toBe(false);
    // Many accounts from "unknown" never add up to a limit for everyone.
    for (let i = 0; i < 8; i += 1) await checkAttempt(login("unknown", freshAccount("spread")));
    expect(await canTry(login("unknown", freshAccount("bystander")))).toBe(true);
  });
});

describe("sign-in limits, counted before the password is checked", () => {
  it("guesses sent at the same time cannot all pass the limit", async () => {
    const account = freshAccount("burst");
    const answers = await Promise.all(Array.from({ length: 20 }, () => wrongPassword("203.0.113.70", account)));
    expect(answers.filter((limited) => limited === null)).toHaveLength(3);
  });

  it("a success, or an attempt the upstream never answered, is given back: only failures stay counted", async () => {
    const client = "192.0.2.60";
    // Six people signing in behind one address: more than the address's 5, none of them refused.
    for (let i = 0; i < 6; i += 1) {
      const attempt = login(client, freshAccount("colleague"));
      expect(await checkAttempt(attempt)).toBeNull();
      await forgetFailures(attempt);
    }
    const account = freshAccount("outage");
    for (let i = 0; i < 6; i += 1) {
      expect(await checkAttempt(login(client, account))).toBeNull();
      await refundAttempt(login(client, account));
    }
    expect(await canTry(login(client, account))).toBe(true);
  });
});

describe("the per-address counters", () => {
  it("count an IPv6 client by its /64 network, an IPv4 one (mapped or not) by its address", () => {
    const networks: Array<[client: string, network: string]> = [
      ["2001:db8:aa:bb:1:2:3:4", "2001:db8:aa:bb::/64"],
      ["2001:db8:aa:bb::99", "2001:db8:aa:bb::/64"],
      ["2001:0DB8:00aa:00bb:ffff::1", "2001:db8:aa:bb::/64"],
      ["2001:db8::1", "2001:db8:0:0::/64"],
      ["fe80::1%eth0", "fe80:0:0:0::/64"],
      ["::ffff:203.0.113.7", "203.0.113.7"],
      ["203.0.113.7", "203.0.113.7"],
    ];
    for (const [client, network] of networks) expect(clientNetwork(client), client).toBe(network);
  });

  it("so rotating addresses within one IPv6 network does not start the limits afresh", async () => {
    for (let i = 1; i <= 5; i += 1)
      expect(await wrongPassword(`2001:db8:77:1::${i}`, freshAccount("rotate"))).toBeNull();
    expect(await canTry(login("2001:db8:77:1::99", freshAccount("rotate")))).toBe(false);
    expect(await canTry(login("2001:db8:77:2::1", freshAccount("rotate")))).toBe(true);
  });
});

describe("registration, password reset and contact limits", () => {
  it("registration is limited per client address, whatever the email", async () => {
    const register = (client: string) => checkAttempt({ bucket: "register", client, account: freshAccount("new") });
    for (let i = 0; i < 3; i += 1) expect(await register("198.51.100.77")).toBeNull();
    expect((await register("198.51.100.77"))?.init.status).toBe(429);
    expect(await register("198.51.100.78")).toBeNull();
  });

  it("registration without a known address is limited per email", async () => {
    const account = freshAccount("again");
    for (let i = 0; i < 3; i += 1)
      expect(await checkAttempt({ bucket: "register", client: "unknown", account })).toBeNull();
    expect(await checkAttempt({ bucket: "register", client: "unknown", account })).not.toBeNull();
    expect(await checkAttempt({ bucket: "register", client: "unknown", account: freshAccount("other") })).toBeNull();
  });

  it("password reset: per account and address, and per address across accounts", async () => {
    const reset = (client: string, account: string) => checkAttempt({ bucket: "password-reset", client, account });
    const victim = freshAccount("victim");
    for (let i = 0; i < 3; i += 1) expect(await reset("203.0.113.7", victim)).toBeNull();
    expect(await reset("203.0.113.7", victim)).not.toBeNull();
    // The owner can still ask for a code from elsewhere.
    expect(await reset("198.51.100.20", victim)).toBeNull();
    // The attacker's address has 5 in all: one more account, then nothing.
    expect(await reset("203.0.113.7", freshAccount("x"))).toBeNull();
    expect(await reset("203.0.113.7", freshAccount("y"))).not.toBeNull();
  });

  it("the buckets count apart", async () => {
    const account = freshAccount("buckets");
    for (let i = 0; i < 3; i += 1) await checkAttempt({ bucket: "contact", client: "192.0.2.90", account });
    expect(await checkAttempt({ bucket: "contact", client: "192.0.2.90", account })).not.toBeNull();
    expect(await checkAttempt({ bucket: "password-reset", client: "192.0.2.90", account })).toBeNull();
  });
});

describe("the request functions take the address from clientAddress(request)", () => {
  /** A request from `address` through the trusted proxy, or from an unknown client. */
  const from = (address?: string) =>
    new Request("http://shop.example/login", {
      method: "POST",
      headers: address ? { [CLIENT_ADDRESS_HEADER]: address } : {},
    });

  it("sign-in: failures from one address do not limit another; success clears only its own", async () => {
    const account = freshAccount("request");
    for (let i = 0; i < 3; i += 1) await rateLimitCheck(from("203.0.113.99"), "login", account);
    expect((await rateLimitCheck(from("203.0.113.99"), "login", account, { count: false }))?.init.status).toBe(429);
    expect(await rateLimitCheck(from("198.51.100.99"), "login", account, { count: false })).toBeNull();
    await clearAccountAttempts(from("203.0.113.99"), "login", account);
    expect(await rateLimitCheck(from("203.0.113.99"), "login", account, { count: false })).toBeNull();
  });

  it("assertWithinRateLimit throws the 429", async () => {
    const account = accountKey(3, "thrower@example.com");
    for (let i = 0; i < 3; i += 1) await assertWithinRateLimit(from(), "password-reset", account);
    await expect(assertWithinRateLimit(from(), "password-reset", account)).rejects.toMatchObject({
      data: { reason: "rate-limited", message: expect.stringMatching(/^Too many attempts/) },
      init: { status: 429 },
    });
  });
});
