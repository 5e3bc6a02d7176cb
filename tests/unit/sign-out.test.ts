import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Sign-out when the upstream is down: the shopper is signed out at once, a copy of the cookie
 * no longer signs anyone in, and the token's revocation is kept pending (across restarts) and
 * retried with growing waits until the upstream confirms it.
 */

type Revocation = typeof import("#server/identity/token-revocation");
type Upstream = typeof import("#server/upstream/client");

let revocation: Revocation;
let upstreamClient: Upstream;

/** A commerce API whose logout answers `logoutAnswers` in turn (then 200), and counts the calls. */
let upstream: Server;
let logoutCalls = 0;
/** The bearer token of each logout call, in order. */
let loggedOutTokens: string[] = [];
let logoutAnswers: number[] = [];

beforeAll(async () => {
  upstream = createServer((request, response) => {
    if (request.url?.startsWith("/api/users/logout/")) {
      logoutCalls += 1;
      loggedOutTokens.push(request.headers.authorization?.replace(/^Bearer /, "") ?? "");
      const status = logoutAnswers.shift() ?? 200;
      response
        .writeHead(status, { "Content-Type": "application/json" })
        .end(status === 200 ? '{"detail":"Logged out."}' : "{}");
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  process.env.COMMERCE_API_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api/`;
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "sign-out-"));
  vi.resetModules();
  revocation = await import("#server/identity/token-revocation");
  upstreamClient = await import("#server/upstream/client");
});

afterAll(async () => {
  revocation.tokenRevoker().stop();
  await new Promise((resolve) => upstream.close(resolve));
});

const unavailable = () => new upstreamClient.UpstreamError("unavailable", "upstream unreachable");
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST to `path` carrying the cookie of a sign-in (user 9 of shop 1) holding `token`. */
async function signedInPost(path: string, token: string, remember: boolean): Promise<Request> {
  const session = await import("#server/identity/session");
  const signIn = await session.freshSession();
  session.beginSignIn(signIn, { token, userId: 9, tenantId: 1, remember });
  const cookie = (await session.commitSession(signIn)).split(";")[0]!;
  return new Request(`http://demo.localhost${path}`, { method: "POST", headers: { Cookie: cookie } });
}

describe("the token revoker", () => {
  type Stores = typeof import("#server/identity/pending-revocations");
  let stores: Stores;
  const revokers: { stop(): void }[] = [];
  beforeAll(async () => {
    stores = await import("#server/identity/pending-revocations");
  });
  afterEach(() => {
    for (const revoker of revokers.splice(0)) revoker.stop();
    vi.useRealTimers();
  });

  /**
   * A revoker over `send` keeping pending tokens in memory (or `file`), with short waits unless
   * told (`short: false`: the real ones); `tickMs` long enough, it never retries.
   */
  function revokerOf(
    send: (token: string) => Promise<void>,
    options: { file?: string; max?: number; short?: boolean; tickMs?: number } = {},
  ) {
    const store = stores.createLocalRevocationStore({ file: options.file ?? null, max: options.max ?? 100 });
    const timing = options.short === false ? {} : { retryDelayMs: () => 10, tickMs: options.tickMs ?? 5 };
    const revoker = revocation.createTokenRevoker({ send, stores: [store], ...timing });
    revokers.push(revoker);
    return revoker;
  }

  it("one try when the upstream answers; an expired token counts as revoked", async () => {
    const send = vi.fn(async () => {});
    const revoker = revokerOf(send);
    await revoker.revoke("t1");
    expect(send).toHaveBeenCalledTimes(1);
    expect(await revoker.pending()).toBe(0);

    const expired = vi.fn(async () => {
      throw new upstreamClient.UpstreamError("unauthorized", "upstream answered 401", 401);
    });
    const other = revokerOf(expired);
    await other.revoke("t2");
    expect(await other.pending()).toBe(0);
  });

  it("after a 100 s outage the token is revoked within 170 s: tries with growing waits until the upstream confirms", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const startedAt = Date.now();
    const revokedAt: number[] = [];
    const send = vi.fn(async () => {
      if (Date.now() - startedAt < 100_000) throw unavailable();
      revokedAt.push(Date.now() - startedAt);
    });
    const revoker = revokerOf(send, { short: false });
    await revoker.revoke("t3");
    expect(await revoker.pending()).toBe(1);
    await vi.advanceTimersByTimeAsync(170_000);
    expect(revokedAt).toHaveLength(1);
    expect(revokedAt[0]).toBeLessThanOrEqual(170_000);
    expect(await revoker.pending()).toBe(0);
    // 2 s, 4 s, 8 s … apart: a handful of tries, not one a second.
    expect(send.mock.calls.length).toBeLessThanOrEqual(8);
    const calls = send.mock.calls.length;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(send).toHaveBeenCalledTimes(calls);
  });

  it("the wait grows from 2 s and stays at most 5 minutes", () => {
    expect([1, 2, 3, 4].map(revocation.revocationRetryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(revocation.revocationRetryDelayMs(40)).toBe(300_000);
  });

  it("a token pending when the process stops is revoked by the next one (the file under DATA_DIR)", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "revocations-")), "pending.json");
    const down = vi.fn(async () => {
      throw unavailable();
    });
    // It stops before its first retry: nothing it does can overlap the next process's work.
    const first = revokerOf(down, { file, tickMs: 60_000 });
    await first.revoke("token-of-a-restart");
    expect(await first.pending()).toBe(1);
    await vi.waitFor(() => expect(readFileSync(file, "utf8")).toContain("token-of-a-restart"), { timeout: 5_000 });
    first.stop();
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const revoked: string[] = [];
    const up = vi.fn(async (token: string) => void revoked.push(token));
    const next = revokerOf(up, { file });
    await vi.waitFor(() => expect(revoked).toEqual(["token-of-a-restart"]), { timeout: 5_000 });
    expect(await next.pending()).toBe(0);
    await vi.waitFor(() => expect(JSON.parse(readFileSync(file, "utf8"))).toEqual([]), { timeout: 5_000 });
  });

  it("an unreadable file is logged and ignored", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "revocations-")), "pending.json");
    writeFileSync(file, JSON.stringify([{ token: "t", attempts: "many" }]));
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const revoker = revokerOf(async () => {}, { file });
    expect(await revoker.pending()).toBe(0);
    expect(stderr.mock.calls.map(([line]) => String(line)).join("")).toContain("pending token revocations unreadable");
    stderr.mockRestore();
  });

  it("does not retry a refusal; beyond the cap a token gets its first try only, and the drop is logged", async () => {
    const refused = vi.fn(async () => {
      throw new upstreamClient.UpstreamError("rejected", "upstream answered 400", 400);
    });
    const strict = revokerOf(refused);
    await strict.revoke("t5");
    expect(await strict.pending()).toBe(0);

    const send = vi.fn(async () => {
      throw unavailable();
    });
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const revoker = revokerOf(send, { max: 2, short: false });
    for (const token of ["a", "b", "c"]) await revoker.revoke(token);
    expect(await revoker.pending()).toBe(2);
    expect(stderr.mock.calls.map(([line]) => String(line)).join("")).toContain(
      "token revocation dropped: too many pending",
    );
    stderr.mockRestore();
    revoker.stop();
    // Stopped: no try after this, the tokens stay stored for the next run.
    await wait(30);
    expect(send).toHaveBeenCalledTimes(3);
    expect(await revoker.pending()).toBe(2);
  });
});

describe("sign-out", () => {
  it("with the upstream failing: signed out at once, the old cookie is dead, the revocation retried later", async () => {
    const session = await import("#server/identity/session");
    const auth = await import("#server/identity/auth");
    const request = await signedInPost("/logout", "token-of-a-shopper", false);

    logoutCalls = 0;
    logoutAnswers = [503];
    const startedAt = Date.now();
    const response = await auth.endUserSession(request, "/");
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    expect(response.status).toBe(303);
    expect(response.headers.get("Set-Cookie")).toMatch(/^__session=; .*Expires=Thu, 01 Jan 1970/);
    // A copy of the cookie taken before (a stolen one) signs nobody in any more.
    expect(session.signedInUser(await session.getSession(request), 1)).toBeNull();
    expect(logoutCalls).toBe(1);
    expect(await revocation.tokenRevoker().pending()).toBe(1);
    // The first retry (2 s later) gets through.
    await vi.waitFor(async () => expect(await revocation.tokenRevoker().pending()).toBe(0), {
      timeout: 5_000,
      interval: 100,
    });
    expect(logoutCalls).toBe(2);
  });
});

describe("signing in over a sign-in", () => {
  type Auth = typeof import("#server/identity/auth");
  /** What the upstream's token call answers for user `id` (startUserSession reads these fields). */
  const loginAnswer = (id: number, access: string) =>
    ({ access, refresh: "r", user: { id } }) as Parameters<Auth["startUserSession"]>[1]["login"];

  it.each([
    ["as another account", 10],
    ["as the same account", 9],
  ])("%s ends the old one: its cookie signs nobody in and its token is revoked", async (_case, userId) => {
    const session = await import("#server/identity/session");
    const auth = await import("#server/identity/auth");
    const request = await signedInPost("/login", `token-of-the-first-sign-in-${userId}`, true);
    expect(session.signedInUser(await session.getSession(request), 1)).not.toBeNull();

    logoutCalls = 0;
    loggedOutTokens = [];
    logoutAnswers = [];
    const response = await auth.startUserSession(request, {
      shopId: 1,
      login: loginAnswer(userId, "token-of-the-second-sign-in"),
      remember: false,
      redirectTo: "/profile",
    });

    expect(response.status).toBe(303);
    const newCookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    const signedIn = session.signedInUser(
      await session.getSession(new Request("http://demo.localhost/", { headers: { Cookie: newCookie } })),
      1,
    );
    expect(signedIn).toEqual({ userId, token: "token-of-the-second-sign-in" });
    // The cookie of the first sign-in (a copy someone kept) is dead, and its token was revoked upstream.
    expect(session.signedInUser(await session.getSession(request), 1)).toBeNull();
    expect(loggedOutTokens).toEqual([`token-of-the-first-sign-in-${userId}`]);
  });

  it("with the upstream failing, the old token waits for its revocation as at sign-out", async () => {
    const auth = await import("#server/identity/auth");
    const request = await signedInPost("/login", "token-of-a-sign-in-during-an-outage", false);
    loggedOutTokens = [];
    logoutAnswers = [503];
    const response = await auth.startUserSession(request, {
      shopId: 1,
      login: loginAnswer(9, "token-b"),
      remember: false,
    });
    expect(response.status).toBe(303);
    expect(await revocation.tokenRevoker().pending()).toBe(1);
    await vi.waitFor(async () => expect(await revocation.tokenRevoker().pending()).toBe(0), {
      timeout: 5_000,
      interval: 100,
    });
    expect(loggedOutTokens).toEqual(["token-of-a-sign-in-during-an-outage", "token-of-a-sign-in-during-an-outage"]);
  });

  it("with no sign-in before, revokes nothing", async () => {
    const auth = await import("#server/identity/auth");
    logoutCalls = 0;
    const response = await auth.startUserSession(new Request("http://demo.localhost/login", { method: "POST" }), {
      shopId: 1,
      login: loginAnswer(11, "token-a"),
      remember: false,
    });
    expect(response.status).toBe(303);
    expect(logoutCalls).toBe(0);
  });
});
