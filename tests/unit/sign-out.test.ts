import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Sign-out when the upstream is down: the shopper is signed out at once, a copy of the cookie
 * no longer signs anyone in, and the token's revocation is retried in the background, a
 * bounded number of times, leaving no timer behind.
 */

type Revocation = typeof import("../../server/token-revocation.server");
type Upstream = typeof import("../../server/upstream/client.server");

let revocation: Revocation;
let upstreamClient: Upstream;

/** A commerce API whose logout answers `logoutAnswers` in turn (then 200), and counts the calls. */
let upstream: Server;
let logoutCalls = 0;
let logoutAnswers: number[] = [];

beforeAll(async () => {
  upstream = createServer((request, response) => {
    if (request.url?.startsWith("/api/users/logout/")) {
      logoutCalls += 1;
      const status = logoutAnswers.shift() ?? 200;
      response.writeHead(status, { "Content-Type": "application/json" }).end(status === 200 ? '{"detail":"Logged out."}' : "{}");
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  process.env.COMMERCE_API_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api/`;
  vi.resetModules();
  revocation = await import("../../server/token-revocation.server");
  upstreamClient = await import("../../server/upstream/client.server");
});

afterAll(async () => {
  revocation.tokenRevoker().stop();
  await new Promise((resolve) => upstream.close(resolve));
});

const unavailable = () => new upstreamClient.UpstreamError("unavailable", "upstream unreachable");
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST to `path` carrying the cookie of a sign-in (user 9 of shop 1) holding `token`. */
async function signedInPost(path: string, token: string, remember: boolean): Promise<Request> {
  const session = await import("../../server/session.server");
  const signIn = await session.freshSession();
  session.beginSignIn(signIn, { token, userId: 9, tenantId: 1, remember });
  const cookie = (await session.commitSession(signIn)).split(";")[0]!;
  return new Request(`http://demo.localhost${path}`, { method: "POST", headers: { Cookie: cookie } });
}

describe("the token revoker", () => {
  it("one try when the upstream answers; an expired token counts as revoked", async () => {
    const send = vi.fn(async () => {});
    const revoker = revocation.createTokenRevoker({ send, retryDelaysMs: [10, 10] });
    await revoker.revoke("t1");
    expect(send).toHaveBeenCalledTimes(1);
    expect(revoker.pending()).toBe(0);

    const expired = vi.fn(async () => {
      throw new upstreamClient.UpstreamError("unauthorized", "upstream answered 401", 401);
    });
    const other = revocation.createTokenRevoker({ send: expired, retryDelaysMs: [10, 10] });
    await other.revoke("t2");
    expect(other.pending()).toBe(0);
  });

  it("retries a transient failure in the background until it works", async () => {
    let failures = 2;
    const send = vi.fn(async () => {
      if (failures-- > 0) throw unavailable();
    });
    const revoker = revocation.createTokenRevoker({ send, retryDelaysMs: [20, 20, 20] });
    await revoker.revoke("t3");
    expect(send).toHaveBeenCalledTimes(1);
    expect(revoker.pending()).toBe(1);
    await vi.waitFor(() => expect(revoker.pending()).toBe(0));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("gives up after the last retry, with nothing left scheduled", async () => {
    const send = vi.fn(async () => {
      throw unavailable();
    });
    const revoker = revocation.createTokenRevoker({ send, retryDelaysMs: [10, 10] });
    await revoker.revoke("t4");
    await vi.waitFor(() => expect(revoker.pending()).toBe(0));
    expect(send).toHaveBeenCalledTimes(3);
    await wait(50);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("does not retry a refusal, caps the tokens waiting, and stop() cancels every timer", async () => {
    const refused = vi.fn(async () => {
      throw new upstreamClient.UpstreamError("rejected", "upstream answered 400", 400);
    });
    const strict = revocation.createTokenRevoker({ send: refused, retryDelaysMs: [10] });
    await strict.revoke("t5");
    expect(strict.pending()).toBe(0);

    const send = vi.fn(async () => {
      throw unavailable();
    });
    const revoker = revocation.createTokenRevoker({ send, retryDelaysMs: [60_000], maxPending: 2 });
    for (const token of ["a", "b", "c"]) await revoker.revoke(token);
    expect(revoker.pending()).toBe(2);
    revoker.stop();
    expect(revoker.pending()).toBe(0);
  });
});

describe("sign-out", () => {
  it("with the upstream failing: signed out at once, the old cookie is dead, the revocation retried later", async () => {
    const session = await import("../../server/session.server");
    const auth = await import("../../server/auth.server");
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
    expect(revocation.tokenRevoker().pending()).toBe(1);
    // The first retry (2 s later) gets through.
    await vi.waitFor(() => expect(revocation.tokenRevoker().pending()).toBe(0), { timeout: 5_000, interval: 100 });
    expect(logoutCalls).toBe(2);
  });
});

describe("signing in over a sign-in", () => {
  type Auth = typeof import("../../server/auth.server");
  /** What the upstream's token call answers for user `id` (startUserSession reads these fields). */
  const loginAnswer = (id: number, access: string) => ({ access, refresh: "r", user: { id } }) as Parameters<Auth["startUserSession"]>[1]["login"];

  it("ends the old one: its cookie signs nobody in and its token is revoked", async () => {
    const session = await import("../../server/session.server");
    const auth = await import("../../server/auth.server");
    const request = await signedInPost("/login", "token-of-the-first-sign-in", true);
    expect(session.signedInUser(await session.getSession(request), 1)).not.toBeNull();

    logoutCalls = 0;
    logoutAnswers = [];
    const response = await auth.startUserSession(request, { shopId: 1, login: loginAnswer(10, "token-of-the-second-sign-in"), remember: false, redirectTo: "/profile" });

    expect(response.status).toBe(303);
    const newCookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    const signedIn = session.signedInUser(await session.getSession(new Request("http://demo.localhost/", { headers: { Cookie: newCookie } })), 1);
    expect(signedIn?.userId).toBe(10);
    // The cookie of the first sign-in (a copy someone kept) is dead, and its token was revoked upstream.
    expect(session.signedInUser(await session.getSession(request), 1)).toBeNull();
    expect(logoutCalls).toBe(1);
  });

  it("with no sign-in before, revokes nothing", async () => {
    const auth = await import("../../server/auth.server");
    logoutCalls = 0;
    const response = await auth.startUserSession(new Request("http://demo.localhost/login", { method: "POST" }), { shopId: 1, login: loginAnswer(11, "token-a"), remember: false });
    expect(response.status).toBe(303);
    expect(logoutCalls).toBe(0);
  });
});
