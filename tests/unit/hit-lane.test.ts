import { log } from "#server/platform/log";
import {
  behaviours,
  decoded,
  expressSaw,
  fragmentsAskedFor,
  FRESH_MS,
  moveClock,
  send,
  setCookieBeforeCache,
  setDraining,
  setHitLane,
  setUpPageCacheApp,
  variantsRead,
  type Reply,
} from "../support/page-cache-server.ts";

/**
 * Fresh page-cache hits answered before Express (server/edge/hit-lane.ts, decision 0030), in
 * the page cache's test app (tests/support/page-cache-server.ts), which puts the lane in front
 * of Express as server/edge/main.ts does: the lane's answer is the one Express would have sent,
 * and everything that is not a fresh hit the middleware would leave alone still goes to Express.
 */

setUpPageCacheApp();

/** Headers that differ between any two answers. */
const VOLATILE = new Set(["date", "x-request-id", "age"]);
const lasting = (reply: Reply) => Object.entries(reply.headers).filter(([name]) => !VOLATILE.has(name));

describe("a fresh hit", () => {
  it("is answered before Express with the answer Express would send", async () => {
    await send("/category/1");
    expect(expressSaw).toBe(1);
    const lane = await send("/category/1");
    expect(expressSaw).toBe(1);
    setHitLane(false);
    const express = await send("/category/1");
    expect(expressSaw).toBe(2);
    expect(lane.status).toBe(200);
    expect(lane.headers["x-page-cache"]).toBe("hit");
    expect(lasting(lane)).toEqual(lasting(express));
    expect(lane.body).toEqual(express.body);
    // The edge's own headers (server/edge/http.ts) on both.
    expect(lane.headers["x-content-type-options"]).toBe("nosniff");
    expect(lane.headers["x-frame-options"]).toBe("DENY");
    expect(lane.headers["x-request-id"]).toMatch(/^[\w-]{8,100}$/);
  });

  it("gets a 304 when the client has it, and only headers for a HEAD", async () => {
    const miss = await send("/p");
    const notModified = await send("/p", { headers: { "if-none-match": miss.headers.etag! } });
    expect(notModified.status).toBe(304);
    const head = await send("/p", { method: "HEAD" });
    expect(head.headers["x-page-cache"]).toBe("hit");
    expect(head.body).toHaveLength(0);
    expect(expressSaw).toBe(1);
  });

  it("logs one access line with the request's id, path, status, host and address", async () => {
    await send("/p?x=1");
    const info = vi.mocked(log.info);
    info.mockClear();
    const hit = await send("/p?x=1", { headers: { "x-request-id": "proxy-id-1234" } });
    expect(hit.headers["x-request-id"]).toBe("proxy-id-1234");
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
    expect(info.mock.calls[0]).toEqual([
      "request",
      expect.objectContaining({
        id: "proxy-id-1234",
        method: "GET",
        path: "/p",
        status: 200,
        host: "shop.example",
        ip: "127.0.0.1",
      }),
    ]);
  });

  it("closes its connection while the process drains", async () => {
    await send("/p");
    setDraining(true);
    expect((await send("/p")).headers.connection).toBe("close");
    expect(expressSaw).toBe(1);
  });

  it("of a cart's variant is answered too, and a visitor's own host and query are other pages", async () => {
    await send("/p", { headers: { cookie: "cart=two" } });
    expect((await send("/p", { headers: { cookie: "cart=two" } })).headers["cache-control"]).toBe("private, no-cache");
    expect(expressSaw).toBe(1);
    expect((await send("/p", { headers: { host: "Other.Example" } })).headers["x-page-cache"]).toBe("miss");
    expect((await send("/p?b=1")).headers["x-page-cache"]).toBe("miss");
    // The host is compared as settled: lowercase.
    expect((await send("/p", { headers: { host: "OTHER.example" } })).headers["x-page-cache"]).toBe("hit");
    expect(expressSaw).toBe(3);
  });
});

describe("a visitor with a session", () => {
  beforeEach(() => behaviours.set("/p", { slots: true }));

  it("gets a fresh shell stitched with their fragments before Express, as Express would send it", async () => {
    await send("/p");
    const lane = await send("/p", { headers: { cookie: "session=amal" } });
    expect(expressSaw).toBe(1);
    setHitLane(false);
    const express = await send("/p", { headers: { cookie: "session=amal" } });
    expect(expressSaw).toBe(2);
    expect(lane.headers["x-page-cache"]).toBe("stitched");
    expect(lane.headers["cache-control"]).toBe("private, no-store");
    expect(lasting(lane)).toEqual(lasting(express));
    expect(decoded(lane).toString()).toContain("<a>amal</a>");
    expect(lane.body).toEqual(express.body);
  });

  it("meets a bug in the lane with Express's error answer, and the server goes on", async () => {
    await send("/p");
    const errors = vi.spyOn(log, "error").mockImplementation(() => undefined);
    expect((await send("/p", { headers: { cookie: "session=short" } })).status).toBe(500);
    expect(errors).toHaveBeenCalledWith("hit lane failed", expect.objectContaining({ path: "/p" }));
    expect((await send("/p")).headers["x-page-cache"]).toBe("hit");
  });

  it("with a flash message gets its cookie from the lane too", async () => {
    await send("/p");
    const reply = await send("/p", { headers: { cookie: "session=withflash" } });
    expect(expressSaw).toBe(1);
    expect(reply.headers["set-cookie"]).toEqual(["session=read; Path=/"]);
  });
});

describe("Express still answers", () => {
  beforeEach(() => behaviours.set("/p", { slots: true }));

  it("a stale page, a miss, a session, a POST, a bad host, a long URL, and what the middleware in front would change", async () => {
    await send("/p");
    const seen = expressSaw;
    const throughExpress = async (reply: Promise<Reply>, count = 1) => {
      const before = expressSaw;
      await reply;
      expect(expressSaw - before).toBe(count);
    };
    // Fragments that cannot be made: their page is rendered whole, and they are asked for once.
    await throughExpress(send("/p", { headers: { cookie: "session=broken" } }));
    expect(fragmentsAskedFor).toEqual(["broken"]);
    await throughExpress(send("/p", { method: "POST" }));
    await throughExpress(send("/p", { headers: { host: "bad host" } }));
    await throughExpress(send(`/p?${"q".repeat(17 * 1024)}`));
    setCookieBeforeCache(true);
    const withCookie = await send("/p");
    expect(withCookie.headers["set-cookie"]).toEqual(["visited=1; Path=/"]);
    setCookieBeforeCache(false);
    expect(expressSaw - seen).toBe(5);
    // A file: no page, and no visitor's variant read for it.
    const variantsBefore = variantsRead;
    await throughExpress(send("/build/app.js", { headers: { cookie: "cart=two" } }));
    expect(variantsRead).toBe(variantsBefore);
    moveClock(FRESH_MS + 1);
    await throughExpress(send("/p"));
    await throughExpress(send("/other"));
  });
});
