vi.hoisted(() => {
  process.env.RATE_LIMIT_MAX = "3";
  process.env.RATE_LIMIT_WINDOW_SECONDS = "60";
  process.env.RATE_LIMIT_CLIENT_MAX = "3";
});

import { CLIENT_ADDRESS_HEADER } from "../../server/request.server";

import {
  accountKey,
  assertWithinRateLimit,
  clearAccountAttempts,
  rateLimitCheck,
  recordFailedAttempt,
  retryAfterText,
  tooManyAttempts,
} from "../../server/rate-limit.server";

/** A request from `address` (through the trusted proxy), or from an unknown client. */
/** A request as the edge hands it on: the client address it settled in CLIENT_ADDRESS_HEADER. */
const from = (address?: string) =>
  new Request("http://shop.example/login", { method: "POST", headers: address ? { [CLIENT_ADDRESS_HEADER]: address } : {} });

describe("rate limits", () => {
  it("allows the configured number of attempts per account, then answers 429 with a clear message", async () => {
    const account = accountKey(1, "Someone@Example.com ");
    for (let i = 0; i < 3; i += 1) expect(await rateLimitCheck(from(`10.0.0.${i}`), "register", account)).toBeNull();
    const limited = await rateLimitCheck(from("10.0.0.9"), "register", account);
    expect(limited?.init.status).toBe(429);
    // The message says when to try again: the Retry-After the response carries.
    const retryAfter = Number(new Headers(limited?.init.headers).get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited?.retryAfterSeconds).toBe(retryAfter);
    expect(limited?.message).toBe(`Too many attempts. Please try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}.`);
    // Another account and another bucket are counted apart; the account key ignores case.
    expect(await rateLimitCheck(from("10.0.0.9"), "register", accountKey(1, "other@example.com"))).toBeNull();
    expect(await rateLimitCheck(from("10.0.0.9"), "password-reset", account)).toBeNull();
    expect(await rateLimitCheck(from("10.0.0.10"), "register", accountKey(1, "someone@example.com"))).not.toBeNull();
    // The same email in another shop is another account.
    expect(await rateLimitCheck(from("10.0.0.10"), "register", accountKey(2, "someone@example.com"))).toBeNull();
  });

  it("counts per client address too, whatever account it tries", async () => {
    for (let i = 0; i < 3; i += 1) expect(await rateLimitCheck(from("192.0.2.1"), "contact", accountKey(1, `user${i}@example.com`))).toBeNull();
    expect(await rateLimitCheck(from("192.0.2.1"), "contact", accountKey(1, "fresh@example.com"))).not.toBeNull();
    expect(await rateLimitCheck(from("192.0.2.2"), "contact", accountKey(1, "fresh2@example.com"))).toBeNull();
  });

  it("skips the address when the client is unknown (no trusted proxy)", async () => {
    for (let i = 0; i < 5; i += 1) expect(await rateLimitCheck(from(), "contact", accountKey(1, `anon${i}@example.com`))).toBeNull();
  });

  it("sign-in: looking does not count, failures do, success forgets the account's failures", async () => {
    const account = accountKey(1, "0501234567");
    const request = from("198.51.100.7");
    for (let i = 0; i < 5; i += 1) expect(await rateLimitCheck(request, "login", account, { count: false })).toBeNull();
    for (let i = 0; i < 3; i += 1) await recordFailedAttempt(from(`198.51.100.${20 + i}`), "login", account);
    expect((await rateLimitCheck(request, "login", account, { count: false }))?.init.status).toBe(429);
    await clearAccountAttempts("login", account);
    expect(await rateLimitCheck(request, "login", account, { count: false })).toBeNull();
  });

  it("assertWithinRateLimit throws the 429", async () => {
    const account = accountKey(3, "thrower@example.com");
    for (let i = 0; i < 3; i += 1) await assertWithinRateLimit(from(), "password-reset", account);
    await expect(assertWithinRateLimit(from(), "password-reset", account)).rejects.toMatchObject({
      data: { reason: "rate-limited", message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds?\.$/) },
      init: { status: 429 },
    });
  });

  it("says when to try again in seconds, minutes or hours, rounded up", () => {
    expect(retryAfterText(1)).toBe("in 1 second");
    expect(retryAfterText(0.2)).toBe("in 1 second");
    expect(retryAfterText(59)).toBe("in 59 seconds");
    expect(retryAfterText(89)).toBe("in 89 seconds");
    expect(retryAfterText(90)).toBe("in 2 minutes");
    expect(retryAfterText(300)).toBe("in 5 minutes");
    expect(retryAfterText(3600)).toBe("in 60 minutes");
    expect(retryAfterText(3 * 3600)).toBe("in 3 hours");
    expect(tooManyAttempts(120)).toBe("Too many attempts. Please try again in 2 minutes.");
  });
});
