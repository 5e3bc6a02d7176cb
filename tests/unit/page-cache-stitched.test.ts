import {
  behaviours,
  cache,
  decoded,
  FRESH_MS,
  fragmentsAskedFor,
  guestRenders,
  moveClock,
  release,
  renders,
  send,
  setCookieBeforeCache,
  setUpPageCacheApp,
  STALE_MS,
  until,
} from "../support/page-cache-server.ts";

/**
 * The page cache's answers to visitors with a session (decision 0029): the guest's page of the
 * URL, kept as a shell, with the visitor's own fragments stitched in (server/edge/page-cache.ts,
 * stitched-page.ts). The fake render (tests/support/page-cache-server.ts) makes a shell with
 * two slots when a path has `slots`; its fragments are the visitor's name.
 */

setUpPageCacheApp();

const asVisitor = (name: string, path = "/p", headers: Record<string, string> = {}) =>
  send(path, { headers: { cookie: `session=${name}`, ...headers } });

describe("a visitor with a session", () => {
  beforeEach(() => behaviours.set("/p", { slots: true }));

  it("gets the guest's page, rendered once without their cookies, with their own fragments", async () => {
    const reply = await asVisitor("amal");
    expect(reply.status).toBe(200);
    expect(reply.headers["x-page-cache"]).toBe("stitched");
    expect(reply.headers["content-encoding"]).toBe("gzip");
    expect(reply.headers["cache-control"]).toBe("private, no-store");
    expect(reply.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(reply.headers.etag).toBeUndefined();
    expect(reply.headers["content-security-policy"]).toBe("script-src 'self'");
    const html = decoded(reply).toString();
    expect(html).toMatch(
      /<a>amal<\/a><main>x<\/main><script type="application\/json">"amal"<\/script><footer><\/footer>$/,
    );
    expect(html).not.toContain("visitor-slot");
    expect(guestRenders).toEqual(["/p"]);
    expect(renders).toEqual(["/p"]);
  });

  it("shares the shell with guests, whose page has the guest's content in its slots", async () => {
    await asVisitor("amal");
    const guest = await send("/p");
    expect(guest.headers["x-page-cache"]).toBe("hit");
    expect(decoded(guest).toString()).toMatch(/<a>Login<\/a><main>x<\/main><footer><\/footer>$/);
    expect(renders).toHaveLength(1);
  });

  it("is cut into compressed pieces only on the first stitched view, and those count towards the cache's bound", async () => {
    await send("/p");
    const guestOnly = cache.stats().bytes;
    expect((await send("/p")).headers["x-page-cache"]).toBe("hit");
    expect(cache.stats().bytes).toBe(guestOnly);
    await asVisitor("amal");
    expect(cache.stats().bytes).toBeGreaterThan(guestOnly);
    expect(cache.stats().pages).toBe(1);
  });

  it("remembers a view by the app's remembered list: made once, compressed whole off the request's path, each view with its own one-time value", async () => {
    const views = [await asVisitor("same"), await asVisitor("same")];
    // The second view of the list has its runs compressed again, whole, in the background.
    await new Promise(setImmediate);
    views.push(await asVisitor("same"));
    const texts = views.map((reply) => decoded(reply).toString());
    texts.forEach((text, index) => {
      expect(text).toContain(`<a>same#${index + 1}</a>`);
      expect(text.replace(`same#${index + 1}`, "")).toBe(texts[0]!.replace("same#1", ""));
    });
    // Its two copies of the same words: the second a reference to the first once compressed whole.
    expect(Number(views[2]!.headers["content-length"])).toBeLessThan(Number(views[1]!.headers["content-length"]) - 100);
    // A new shell (the page rendered again): the list's view of the old one is not used.
    moveClock(FRESH_MS + 1);
    await asVisitor("same");
    // The render that replaces the stale page has started; wait until it is kept (a guest's hit shows it).
    await until(() => renders.length === 2);
    for (
      let i = 0;
      i < 200 &&
      !decoded(await send("/p"))
        .toString()
        .includes("#2</p>");
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 10));
    const afterRefresh = decoded(await asVisitor("same")).toString();
    expect(afterRefresh).toContain(`#2</p>`);
    expect(afterRefresh).toContain("<a>same#5</a>");
  });

  it("remembers a span of shared fragments (hearts) between per-visitor slots: compressed whole once two visitors' views share it", async () => {
    behaviours.set("/h", { slots: true, hearts: true });
    const amal = await asVisitor("amal", "/h");
    // Badr's first view has the same hearts: the span is seen again, and compressed whole meanwhile.
    await asVisitor("badr", "/h");
    await new Promise(setImmediate);
    const chen = await asVisitor("chen", "/h");
    const text = decoded(chen).toString();
    expect(text).toMatch(/<a>chen<\/a><main>x<i title="[0-9a-f]+">♥<\/i><p>y<\/p><i title="[0-9a-f]+">♥<\/i><\/main>/);
    expect(text.replaceAll("chen", "amal")).toBe(decoded(amal).toString());
    // Its two hearts' same words: the second a reference to the first once compressed whole.
    expect(Number(chen.headers["content-length"])).toBeLessThan(Number(amal.headers["content-length"]) - 300);
  });

  it("renders the shell once for many visitors at once, each getting only their own fragments", async () => {
    const { gate, open } = release();
    behaviours.set("/p", { slots: true, gate });
    const names = Array.from({ length: 12 }, (_, index) => `visitor${index}`);
    const replies = Promise.all(names.map((name) => asVisitor(name)));
    await until(() => renders.length === 1);
    open();
    for (const [index, reply] of (await replies).entries()) {
      const html = decoded(reply).toString();
      expect(html).toContain(`<a>${names[index]}</a>`);
      expect(html.match(/<a>visitor\d+<\/a>/g)).toEqual([`<a>${names[index]}</a>`]);
    }
    expect(renders).toHaveLength(1);
  });

  it("is answered from a stale shell while one render replaces it", async () => {
    await asVisitor("amal");
    moveClock(FRESH_MS + 1);
    const stale = await asVisitor("badr");
    expect(stale.headers["x-page-cache"]).toBe("stitched");
    expect(decoded(stale).toString()).toContain("<a>badr</a>");
    await until(() => guestRenders.length === 2);
    moveClock(STALE_MS);
    expect(decoded(await asVisitor("badr")).toString()).toContain("<a>badr</a>");
  });

  it("sets the cookie reading their fragments needs (a flash message read), besides those set before the cache", async () => {
    const reply = await asVisitor("withflash");
    expect(reply.headers["set-cookie"]).toEqual(["session=read; Path=/"]);
    expect(reply.headers["cache-control"]).toBe("private, no-store");
    setCookieBeforeCache(true);
    expect((await asVisitor("withflash")).headers["set-cookie"]).toEqual(["visited=1; Path=/", "session=read; Path=/"]);
  });

  it("gets the page uncompressed when their client takes no gzip, and only headers for a HEAD", async () => {
    const plain = await asVisitor("amal", "/p", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("<a>amal</a>");
    const head = await send("/p", { method: "HEAD", headers: { cookie: "session=amal" } });
    expect(head.headers["x-page-cache"]).toBe("stitched");
    expect(head.body).toHaveLength(0);
  });

  it("has their page rendered whole when their fragments cannot be made, or fail", async () => {
    await send("/p");
    for (const name of ["none", "broken"]) {
      const reply = await asVisitor(name);
      expect(reply.status).toBe(200);
      expect(reply.headers["x-page-cache"]).toBeUndefined();
    }
    expect(fragmentsAskedFor).toEqual(["none", "broken"]);
    expect(renders).toHaveLength(3);
  });

  it("has their page rendered whole where there is nothing to stitch: no slots, a data request, no page kept", async () => {
    behaviours.set("/plain", {});
    behaviours.set("/missing", { status: 404, slots: true });
    for (const path of ["/plain", "/p.data", "/missing", "/account"]) {
      const reply = await asVisitor("amal", path);
      expect(reply.headers["x-page-cache"], path).toBeUndefined();
    }
    expect(fragmentsAskedFor).toEqual([]);
  });
});
