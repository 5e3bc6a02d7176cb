import { readFileSync } from "node:fs";
import { Agent, request as httpRequest, type Server } from "node:http";
import { sendRaw, type Reply } from "../support/raw-http";
import type { AddressInfo } from "node:net";
import express from "express";
import {
  accessLog,
  createEdgeServer,
  edgeErrors,
  formPostsOnly,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_FORM_BYTES,
  protocolOf,
  securityHeaders,
  settleHost,
  SHUTDOWN_IDLE_MS,
  trackIdleConnections,
  urlLength,
} from "#server/edge/http";
import { CLIENT_ADDRESS_HEADER } from "#server/platform/request";

/**
 * The HTTP edge in front of Remix (server/edge/http.ts), with an echo handler in Remix's
 * place: what the edge lets through, what it refuses with a page of its own, and what
 * every response carries.
 */

function edgeApp(trustProxy: false | number) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(accessLog, securityHeaders, urlLength, settleHost, formPostsOnly);
  app.all("*", (req, res) => {
    if (req.path === "/cookie") res.setHeader("Set-Cookie", "a=b");
    res.json({
      host: req.headers.host,
      url: `${req.protocol}://${req.publicHost}${req.originalUrl}`,
      // What the hit lane (server/edge/hit-lane.ts) reads without Express: the same scheme.
      laneProtocol: protocolOf(req, Boolean(req.app.get("trust proxy fn")(req.socket.remoteAddress ?? "", 0))),
      client: req.headers[CLIENT_ADDRESS_HEADER],
      forwardedFor: req.headers["x-forwarded-for"] ?? null,
      bodyBytes: Buffer.isBuffer(req.body) ? req.body.length : 0,
    });
  });
  app.use(edgeErrors);
  return app;
}

const servers: Server[] = [];
let direct: number;
let proxied: number;

function listen(app: express.Express): Promise<number> {
  return new Promise((resolve) => {
    const server = createEdgeServer(app).listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
    servers.push(server);
  });
}

beforeAll(async () => {
  direct = await listen(edgeApp(false));
  proxied = await listen(edgeApp(1));
});
afterAll(() => {
  for (const server of servers) server.close();
});

const send = sendRaw;

const json = (reply: Reply) =>
  JSON.parse(reply.body) as {
    host: string;
    url: string;
    client: string;
    forwardedFor: string | null;
    laneProtocol: string;
    bodyBytes: number;
  };

describe("the Host", () => {
  it("must be a host name or an IP literal with an optional port", async () => {
    for (const host of ["shop.example", "shop.example:8080", "127.0.0.1:3000", "[::1]:3500", "demo.localhost"]) {
      expect((await send(direct, { headers: { host } })).status, host).toBe(200);
    }
    for (const host of [
      "[::1]:3500@evil.example",
      "shop.example/evil",
      "shop example",
      "a:b:c",
      "evil.example:99999999",
      "-bad-.example",
      "shop.example:99999",
      "[::::::]",
      "[1.2.3.4]",
    ]) {
      const reply = await send(direct, { headers: { host } });
      expect(reply.status, host).toBe(400);
      expect(reply.headers["content-type"]).toMatch(/text\/html/);
      expect(reply.body).toContain("valid shop address");
    }
  });

  it("without a trusted proxy, forwarded headers are dropped and the socket is the client", async () => {
    const reply = json(
      await send(direct, {
        headers: {
          "x-forwarded-host": "other.example",
          "x-forwarded-proto": "https",
          "x-forwarded-for": "203.0.113.9",
        },
      }),
    );
    expect(reply.url).toBe(`http://shop.example:${direct}/`);
    expect(reply.client).toBe("127.0.0.1");
    expect(reply.forwardedFor).toBeNull();
  });

  it("a client cannot set the internal client-address header", async () => {
    expect(json(await send(direct, { headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.1" } })).client).toBe("127.0.0.1");
  });
});

describe("behind a trusted proxy (one hop)", () => {
  it("takes the public host and scheme from the proxy, and the address the proxy saw — never the first X-Forwarded-For entry", async () => {
    const reply = json(
      await send(proxied, {
        headers: {
          "x-forwarded-host": "Shop.Example.com",
          "x-forwarded-proto": "https",
          "x-forwarded-for": "6.6.6.6, 203.0.113.9",
        },
      }),
    );
    expect(reply.url).toBe("https://shop.example.com/");
    expect(reply.laneProtocol).toBe("https");
    expect(reply.client).toBe("203.0.113.9");
  });

  it("refuses a forwarded host that is not a host", async () => {
    expect((await send(proxied, { headers: { "x-forwarded-host": "[::1]:3500@evil.example" } })).status).toBe(400);
  });
});

describe("posts", () => {
  const form = { "content-type": "application/x-www-form-urlencoded" };

  it("from this very site pass, with the body", async () => {
    const reply = await send(direct, {
      method: "POST",
      path: "/cart",
      headers: { ...form, origin: `http://shop.example:${direct}` },
      body: "intent=add&productId=1",
    });
    expect(reply.status).toBe(200);
    expect(json(reply).bodyBytes).toBe(22);
    const byReferer = await send(direct, {
      method: "POST",
      headers: { ...form, referer: `http://shop.example:${direct}/cart` },
      body: "a=1",
    });
    expect(byReferer.status).toBe(200);
  });

  it("from anywhere else (foreign, null, garbage or missing Origin/Referer) get a 403 page", async () => {
    const senders: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { referer: "not a url" },
      {},
      { origin: `https://shop.example:${direct}` },
    ];
    for (const headers of senders) {
      const reply = await send(direct, { method: "POST", headers: { ...form, ...headers }, body: "a=1" });
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(reply.body).toContain("This form was sent from another site");
      expect(reply.headers["content-type"]).toMatch(/text\/html/);
    }
  });

  it("only as HTML forms, and only POST", async () => {
    const origin = `http://shop.example:${direct}`;
    const json415 = await send(direct, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: "{}",
    });
    expect(json415.status).toBe(415);
    expect(json415.body).toContain("HTML form");
    const put = await send(direct, { method: "PUT", headers: { origin, ...form }, body: "a=1" });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD, POST");
  });

  it("a chunked 5 MB form is refused with 413 after 64 KiB, without reading it all", async () => {
    const reply = await new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
      let sentBytes = 0;
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port: direct,
          method: "POST",
          path: "/cart",
          headers: {
            host: `shop.example:${direct}`,
            origin: `http://shop.example:${direct}`,
            ...form,
            "transfer-encoding": "chunked",
          },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, sentBytes });
          req.destroy();
        },
      );
      req.on("error", (error) => (sentBytes > 0 ? undefined : reject(error)));
      // 16 KiB every 2 ms: 5 MB would take over half a second; the answer must come long before.
      const chunk = Buffer.alloc(16 * 1024, "a");
      const timer = setInterval(() => {
        if (req.destroyed || sentBytes >= 5 * 1024 * 1024) {
          clearInterval(timer);
          if (!req.destroyed) req.end();
          return;
        }
        sentBytes += chunk.length;
        req.write(chunk);
      }, 2);
    });
    expect(reply.status).toBe(413);
    // The answer came right after the limit, long before the 5 MB were sent.
    expect(reply.sentBytes).toBeLessThan(1024 * 1024);
    expect(MAX_FORM_BYTES).toBe(64 * 1024);
  });
});

describe("every response", () => {
  it("carries nosniff, a Permissions-Policy and an id; a cookie-setting one is private", async () => {
    for (const path of ["/", "/cookie", "/nowhere"]) {
      const reply = await send(direct, { path });
      expect(reply.headers["x-content-type-options"]).toBe("nosniff");
      expect(reply.headers["permissions-policy"]).toContain("camera=()");
      expect(reply.headers["permissions-policy"]).toContain("payment=()");
      expect(reply.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    }
    expect((await send(direct, { path: "/cookie" })).headers["cache-control"]).toBe("private, no-store");
    expect((await send(direct, { path: "/", headers: { cookie: "__session=abc" } })).headers["cache-control"]).toBe(
      "private, no-store",
    );
  });

  it("a path that is not one (bad percent-encoding, `*`, a whole URL) gets a 400 page, not a 500", async () => {
    for (const path of ["/%FF", "/search/%C0%AF", "*", "http://evil.example/"]) {
      const reply = await send(direct, { path });
      expect(reply.status, path).toBe(400);
      expect(reply.body, path).toContain("This address is not valid.");
    }
  });

  it("a URL over 16 KB gets a small page", async () => {
    const reply = await send(direct, { path: `/search?q=${"a".repeat(17 * 1024)}` });
    expect(reply.status).toBe(414);
    expect(reply.body).toContain("too long");
    expect(reply.body.length).toBeLessThan(2000);
  });
});

describe("idle connections and the proxy in front", () => {
  test("an idle keep-alive connection is kept for KEEP_ALIVE_TIMEOUT_MS, and answers say so", async () => {
    const reply = await send(direct, { headers: { connection: "keep-alive" } });
    expect(reply.headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  });

  test("nginx (deploy/nginx) closes its idle connections to a replica before the replica would, and within its drain", () => {
    // A POST nginx was writing on a connection the replica closed is answered 502 by nginx
    // (docs/decisions/0018): nginx must always be the one to close.
    const conf = readFileSync(new URL("../../deploy/nginx/storefront.conf", import.meta.url), "utf8");
    const upstream = /upstream storefront \{[^}]*\}/.exec(conf)?.[0] ?? "";
    const seconds = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(upstream)?.[1]);
    expect(seconds * 1000).toBeLessThan(SHUTDOWN_IDLE_MS);
    expect(SHUTDOWN_IDLE_MS).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  test("a drain closes only the connections idle for the time given, never one with an answer under way", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const app = express();
    app.get("/held", (_req, res) => void held.then(() => res.send("late")));
    app.get("*", (_req, res) => void res.send("ok"));
    const server = createEdgeServer(app);
    servers.push(server);
    const closeIdleFor = trackIdleConnections(server);
    const port = await new Promise<number>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
    );
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ body: string; reused: boolean }>((resolve, reject) => {
        const sent = httpRequest({ host: "127.0.0.1", port, path, agent }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ body, reused: sent.reusedSocket }));
        });
        sent.on("error", reject);
        sent.end();
      });
    try {
      await get("/");
      // Idle for less than the time given: still open, the next request goes on it.
      closeIdleFor(60_000);
      expect(await get("/")).toEqual({ body: "ok", reused: true });
      // An answer under way is never cut, whatever the time.
      const late = get("/held");
      await new Promise((resolve) => setTimeout(resolve, 50));
      closeIdleFor(0);
      release();
      expect(await late).toEqual({ body: "late", reused: true });
      // Idle (for at least 0 ms): closed, so the next request needs a new connection.
      closeIdleFor(0);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await get("/")).toEqual({ body: "ok", reused: false });
    } finally {
      agent.destroy();
    }
  });
});
