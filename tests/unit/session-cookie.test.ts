import { createCookieSessionStorage } from "@remix-run/node";

/**
 * The session cookie is sealed: its value shows neither the upstream token nor a password
 * reset's verified code, a changed byte makes it no session, secrets rotate (first seals, all
 * open), old signed-only cookies read as no session, and a signed-out or expired sign-in is
 * refused even when its cookie is presented again.
 */

type SessionModule = typeof import("#server/identity/session");

const OLD_SECRET = "old-secret-of-at-least-thirty-two-characters";
const NEW_SECRET = "new-secret-of-at-least-thirty-two-characters";
const TOKEN = "tOkEn-0123456789abcdefghijklmnopqrstuvwxyzAB";
const OTP = "482913";

/** The session module as a process with this SESSION_SECRET would load it. */
async function sessionModule(secret: string): Promise<SessionModule> {
  vi.resetModules();
  process.env.SESSION_SECRET = secret;
  return import("#server/identity/session");
}

/** The `name=value` part of a Set-Cookie header, as a browser sends it back. */
const cookieHeader = (setCookie: string) => setCookie.split(";")[0]!;
const requestWith = (cookie: string) => new Request("http://demo.localhost/", { headers: { Cookie: cookie } });

/** Every way the value could be read: as sent, URL-decoded, and base64-decoded (twice). */
function readings(setCookie: string): string[] {
  const value = decodeURIComponent(cookieHeader(setCookie).slice(cookieHeader(setCookie).indexOf("=") + 1));
  const once = Buffer.from(value, "base64").toString("utf8");
  const inner = once.replace(/^"|"$/g, "");
  const parts = inner.split(/[*.]/).map((part) => Buffer.from(part, "base64url").toString("latin1"));
  return [value, once, inner, Buffer.from(inner, "base64").toString("latin1"), ...parts];
}

async function signedInCookie(module: SessionModule, remember = false) {
  const session = await module.freshSession();
  module.beginSignIn(session, { token: TOKEN, userId: 7, tenantId: 1, remember });
  session.set("passwordReset", { shopId: 1, step: 2, email: "someone@example.com", code: OTP, startedAt: Date.now() });
  return { session, setCookie: await module.commitSession(session) };
}

afterEach(() => {
  vi.useRealTimers();
  process.env.SESSION_SECRET = "unit-test-secret";
});

describe("the sealed session cookie", () => {
  it("shows neither the token nor the verified reset code, in any encoding", async () => {
    const module = await sessionModule(NEW_SECRET);
    const { setCookie } = await signedInCookie(module);
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/HttpOnly/);
    for (const reading of readings(setCookie)) {
      expect(reading).not.toContain(TOKEN);
      expect(reading).not.toContain(OTP);
      expect(reading).not.toContain("someone@example.com");
    }
    // … while the storefront itself reads it back.
    const session = await module.getSession(requestWith(cookieHeader(setCookie)));
    expect(module.signedInUser(session, 1)).toEqual({ token: TOKEN, userId: 7 });
    expect(session.get("passwordReset")?.code).toBe(OTP);
  });

  it("a tampered value reads as no session", async () => {
    const module = await sessionModule(NEW_SECRET);
    const { setCookie } = await signedInCookie(module);
    const header = cookieHeader(setCookie);
    const value = decodeURIComponent(header.slice(header.indexOf("=") + 1));
    const sealed = Buffer.from(value, "base64").toString("utf8");
    // Flip one character of the encrypted part (the fifth field of an iron seal) and re-wrap it.
    const fields = sealed.split("*");
    fields[4] = fields[4]!.slice(0, 5) + (fields[4]![5] === "A" ? "B" : "A") + fields[4]!.slice(6);
    const forged = encodeURIComponent(Buffer.from(fields.join("*")).toString("base64"));
    const session = await module.getSession(requestWith(`__session=${forged}`));
    expect(session.data).toEqual({});
    // A value that is not even base64 is no session either.
    expect((await module.getSession(requestWith("__session=garbage.value"))).data).toEqual({});
  });

  it("rotation: the first secret seals, every listed secret opens, a removed one does not", async () => {
    const before = await sessionModule(OLD_SECRET);
    const { setCookie: oldCookie } = await signedInCookie(before);

    const rotated = await sessionModule(`${NEW_SECRET},${OLD_SECRET}`);
    expect(rotated.signedInUser(await rotated.getSession(requestWith(cookieHeader(oldCookie))), 1)?.userId).toBe(7);
    const { setCookie: newCookie } = await signedInCookie(rotated);

    const retired = await sessionModule(NEW_SECRET);
    expect(retired.signedInUser(await retired.getSession(requestWith(cookieHeader(newCookie))), 1)?.userId).toBe(7);
    expect((await retired.getSession(requestWith(cookieHeader(oldCookie)))).data).toEqual({});
  });

  it("an old signed-only cookie (Remix's signed JSON) reads as no session", async () => {
    const legacy = createCookieSessionStorage({
      cookie: { name: "__session", secrets: [NEW_SECRET], path: "/", sameSite: "lax", httpOnly: true },
    });
    const session = await legacy.getSession();
    session.set("token", TOKEN);
    session.set("userId", 7);
    session.set("tenantId", 1);
    const legacyCookie = cookieHeader(await legacy.commitSession(session));
    const module = await sessionModule(NEW_SECRET);
    const read = await module.getSession(requestWith(legacyCookie));
    expect(read.data).toEqual({});
    expect(module.signedInUser(read, 1)).toBeNull();
  });

  it("a signed-out session's cookie, presented again, is signed out", async () => {
    const module = await sessionModule(NEW_SECRET);
    const { setCookie } = await signedInCookie(module);
    const stolen = requestWith(cookieHeader(setCookie));
    const session = await module.getSession(stolen);
    expect(await module.revokeSignIn(session)).toBe(TOKEN);
    const replayed = await module.getSession(stolen);
    expect(module.signedInUser(replayed, 1)).toBeNull();
    expect(replayed.data).toEqual({});
  });

  it("a sign-in expires: a day without 'Remember Me', 30 days with it (and its cookie says so)", async () => {
    const module = await sessionModule(NEW_SECRET);
    const { setCookie: browserCookie } = await signedInCookie(module, false);
    const { setCookie: rememberedCookie } = await signedInCookie(module, true);
    expect(browserCookie).not.toMatch(/Expires=|Max-Age=/i);
    const expires = new Date(/Expires=([^;]+)/.exec(rememberedCookie)![1]!).getTime();
    expect(Math.abs(expires - (Date.now() + module.REMEMBERED_SESSION_SECONDS * 1000))).toBeLessThan(5_000);

    vi.useFakeTimers({ now: Date.now() + module.BROWSER_SESSION_SECONDS * 1000 + 60_000 });
    expect(module.signedInUser(await module.getSession(requestWith(cookieHeader(browserCookie))), 1)).toBeNull();
    expect(module.signedInUser(await module.getSession(requestWith(cookieHeader(rememberedCookie))), 1)?.userId).toBe(
      7,
    );
    vi.setSystemTime(Date.now() + module.REMEMBERED_SESSION_SECONDS * 1000);
    expect(module.signedInUser(await module.getSession(requestWith(cookieHeader(rememberedCookie))), 1)).toBeNull();
  });

  it("expiredSessionCookie deletes the cookie exactly as destroySession does", async () => {
    const module = await sessionModule(NEW_SECRET);
    const { session } = await signedInCookie(module);
    expect(module.expiredSessionCookie()).toBe(await module.destroySession(session));
  });
});

describe("an upstream 401 ends the session in the redirect to /login", () => {
  it("toHttpError: 303 to /login with the page to come back to, and the cookie deleted", async () => {
    vi.resetModules();
    const { toHttpError } = await import("#server/tenancy/route");
    const { UpstreamError } = await import("#server/upstream/client");
    const response = toHttpError(
      new UpstreamError("unauthorized", "upstream answered 401", 401),
      "/profile/orders",
    ) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile%2Forders");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
  });
});

describe("a sealed cookie opened again", () => {
  it("gives the same value, read-only for every reader, and a changed byte still opens nothing", async () => {
    const { createSealedCookie } = await import("#server/platform/sealed-cookie");
    const cookie = createSealedCookie("__sealed", { path: "/" }, [NEW_SECRET]);
    const header = cookieHeader(await cookie.serialize({ cart: [1, 2], name: "Amal" }));
    const first = await cookie.parse(`other=1; ${header}`);
    expect(() => first.cart.push(3)).toThrow(TypeError);
    expect(() => (first.name = "Huda")).toThrow(TypeError);
    expect(await cookie.parse(header)).toEqual({ cart: [1, 2], name: "Amal" });
    expect(await cookie.parse(`${header}; x=2`)).toEqual({ cart: [1, 2], name: "Amal" });
    const value = header.slice(header.indexOf("=") + 1);
    const changed = value.slice(0, 40) + (value[40] === "A" ? "B" : "A") + value.slice(41);
    expect(await cookie.parse(`__sealed=${changed}`)).toBeNull();
  });

  it("reads each header for itself when the same header comes twice, an absent cookie as null", async () => {
    const { createSealedCookie } = await import("#server/platform/sealed-cookie");
    const cookie = createSealedCookie("__sealed", { path: "/" }, [NEW_SECRET]);
    const amal = cookieHeader(await cookie.serialize({ name: "Amal" }));
    const huda = cookieHeader(await cookie.serialize({ name: "Huda" }));
    // Opened once each, then read from memory, alternating: each header its own value, every time.
    for (const round of [1, 2, 3]) {
      expect(await cookie.parse(amal), `round ${round}`).toEqual({ name: "Amal" });
      expect(await cookie.parse(amal)).toEqual({ name: "Amal" });
      expect(await cookie.parse(`other=1; ${huda}`)).toEqual({ name: "Huda" });
      expect(await cookie.parse("other=1")).toBeNull();
      expect(await cookie.parse("other=1")).toBeNull();
      expect(await cookie.parse("__sealed=")).toBeNull();
      expect(await cookie.parse(null)).toBeNull();
      expect(await cookie.parse(huda)).toEqual({ name: "Huda" });
    }
    // Another cookie of the same secret does not take this one's last value for its own name.
    const other = createSealedCookie("__other", { path: "/" }, [NEW_SECRET]);
    expect(await cookie.parse(amal)).toEqual({ name: "Amal" });
    expect(await other.parse(amal)).toBeNull();
  });
});
