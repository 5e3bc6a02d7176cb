import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { sendRaw, type Reply } from "../support/raw-http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { accessLog, settleHost } from "#server/edge/http";
import { visitorReport, type FirstVisitReporter } from "#server/edge/visitor-report";
import { startUpstream } from "../../upstream/server.ts";

/**
 * The visitor report: the edge middleware (server/edge/visitor-report.ts) with a stand-in
 * reporter, on a real socket; and the reporter (server/tenancy/visitor-report.ts) against the
 * reference upstream, through a proxy that can make the tracking API hang or fail.
 */

type Visit = Parameters<FirstVisitReporter>[0];

const servers: Server[] = [];
function listen(server: Server): Promise<number> {
  servers.push(server);
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

function send(
  port: number,
  options: { method?: string; path?: string; headers?: Record<string, string> },
): Promise<Reply> {
  return sendRaw(port, {
    ...options,
    headers: { accept: "text/html", "sec-fetch-dest": "document", ...options.headers },
  });
}

/* The reference upstream and a proxy in front of its tracking API, set up before anything reads the configuration. */
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let dataDir: string;
let reporter: typeof import("#server/tenancy/visitor-report");
/** The tracking API as the storefront sees it: "pass", "hang" (never answers) or "fail" (500). */
let tracking: "pass" | "hang" | "fail" = "pass";

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "visitor-report-test-"));
  upstream = await startUpstream({ dataDir, port: 0, log: false });
  const proxy = createServer((req, res) => {
    if (tracking === "hang") return;
    if (tracking === "fail") return void res.writeHead(500).end("{}");
    const forward = httpRequest(
      `${upstream.url}/tracking${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  const proxyPort = await listen(proxy);
  process.env.COMMERCE_API_URL = `${upstream.url}/api/`;
  process.env.TRACKING_API_URL = `http://127.0.0.1:${proxyPort}/`;
  process.env.SERVICES_CACHE_TTL_SECONDS = "1";
  process.env.UPSTREAM_TIMEOUT_MS = "3000";
  reporter = await import("#server/tenancy/visitor-report");
});
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  for (const server of servers) server.close();
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the edge middleware", () => {
  const visits: Visit[] = [];
  let answer: (visit: Visit) => Promise<boolean> = async () => true;
  let port: number;

  beforeAll(async () => {
    const app = express();
    app.use(accessLog, settleHost);
    app.use(
      visitorReport(() => async (visit) => {
        visits.push(visit);
        return answer(visit);
      }),
    );
    app.all("*", (_req, res) => void res.send("page"));
    port = await listen(createServer(app));
  });
  beforeEach(() => {
    visits.length = 0;
    answer = async () => true;
  });

  it("reports a first page view, marks the visitor for a year and drops s with a 303", async () => {
    const reply = await send(port, {
      path: "/category/4?page=2&s=spring-mail&s=other",
      headers: { referer: "https://news.example/a?b=c" },
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe("/category/4?page=2");
    expect(reply.headers["set-cookie"]).toEqual([
      expect.stringMatching(/^visited=1; Max-Age=31536000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/),
    ]);
    expect(visits).toEqual([
      {
        host: "shop.example",
        page: "/category/4",
        referer: "https://news.example/a?b=c",
        ip: "127.0.0.1",
        reference: "spring-mail",
      },
    ]);
  });

  it("serves the page itself when there is no s, with the cookie", async () => {
    const reply = await send(port, { path: "/about-us" });
    expect([reply.status, reply.body]).toEqual([200, "page"]);
    expect(reply.headers["set-cookie"]?.[0]).toMatch(/^visited=1;/);
    expect(visits).toEqual([
      { host: "shop.example", page: "/about-us", referer: null, ip: "127.0.0.1", reference: null },
    ]);
  });

  it("never redirects off the site", async () => {
    const reply = await send(port, { path: "/a/..//evil.example/x?s=1" });
    expect(reply.headers.location).toBe("/evil.example/x");
  });

  it("leaves the page and the visitor alone when the view does not count or the reporter fails", async () => {
    answer = async () => false;
    const off = await send(port, { path: "/?s=ref" });
    expect([off.status, off.body, off.headers["set-cookie"]]).toEqual([200, "page", undefined]);
    answer = async () => {
      throw new Error("build without a reporter");
    };
    const broken = await send(port, { path: "/?s=ref" });
    expect([broken.status, broken.body, broken.headers["set-cookie"]]).toEqual([200, "page", undefined]);
  });

  it("asks nothing for a visitor already marked, or for anything that is not a page view", async () => {
    const notViews: Parameters<typeof send>[1][] = [
      { path: "/?s=1", headers: { cookie: "theme=x; visited=1" } },
      { method: "HEAD", path: "/" },
      { method: "POST", path: "/" },
      { path: "/build/entry.client-ABC.js" },
      { path: "/media/products/1-1.svg" },
      { path: "/healthz" },
      { path: "/readyz" },
      { path: "/robots.txt" },
      { path: "/sitemap.xml" },
      { path: "/favicon.svg" },
      { path: "/category/4.data" },
      { path: "/category/4?_data=routes%2F_shop" },
      { path: "/category/4?page=2&_data" },
      { path: "/category/4?_data[route]=x" },
      { path: "/", headers: { "sec-fetch-dest": "empty" } },
      { path: "/", headers: { "sec-fetch-dest": "document", "sec-purpose": "prefetch;prerender" } },
      { path: "/", headers: { "sec-fetch-dest": "", accept: "*/*" } },
      { path: "/", headers: { "sec-fetch-dest": "", accept: "text/html", purpose: "prefetch" } },
    ];
    for (const request of notViews) {
      const reply = await send(port, request);
      expect(reply.headers["set-cookie"], JSON.stringify(request)).toBeUndefined();
    }
    expect(visits).toEqual([]);
    // Without Sec-Fetch-Dest, a request for HTML is a page view.
    await send(port, { path: "/", headers: { "sec-fetch-dest": "", accept: "text/html,application/xhtml+xml" } });
    expect(visits).toHaveLength(1);
  });
});

describe("reportFirstVisit against the reference upstream", () => {
  const reports = async (tenantId: number) => {
    const response = await fetch(`${upstream.url}/tracking/reports/?tenant_id=${tenantId}`);
    return (
      (await response.json()) as {
        results: Array<{ page: string; source_website: string; ip: string; reference: string | null }>;
      }
    ).results;
  };
  const visit = (overrides: Partial<Visit> = {}): Visit => ({
    host: "demo.localhost",
    page: "/",
    referer: null,
    ip: "203.0.113.7",
    reference: null,
    ...overrides,
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("sends the page, the Referer's origin, the client address and the reference, in the background", async () => {
    expect(
      await reporter.reportFirstVisit(
        visit({ page: "/category/4", referer: "https://news.example/story?id=1", reference: " spring-mail " }),
      ),
    ).toBe(true);
    await expect
      .poll(() => reports(1))
      .toEqual([
        expect.objectContaining({
          page: "/category/4",
          source_website: "https://news.example",
          ip: "203.0.113.7",
          reference: "spring-mail",
        }),
      ]);
  });

  it("sends no origin for a missing or odd Referer, and leaves out a reference the API would refuse", () => {
    for (const referer of [null, "not a url", "javascript:alert(1)", "data:text/html,x"])
      expect(reporter.visitorReportOf(visit({ referer }))?.source_website).toBe("");
    expect(reporter.visitorReportOf(visit({ reference: "x".repeat(501) }))?.reference).toBeNull();
    expect(reporter.visitorReportOf(visit({ reference: "   " }))?.reference).toBeNull();
    expect(reporter.visitorReportOf(visit({ page: "not a path" }))).toBeNull();
  });

  it("counts nothing for an unknown host, an unpublished shop, or a shop with the visitor service off", async () => {
    expect(await reporter.reportFirstVisit(visit({ host: "nowhere.localhost" }))).toBe(false);
    expect(await reporter.reportFirstVisit(visit({ host: "soon.localhost" }))).toBe(false);
    await fetch(`${upstream.url}/tracking/dev/services/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ tenant: 2, visitor: false }),
    });
    expect(await reporter.reportFirstVisit(visit({ host: "second.localhost", reference: "off" }))).toBe(false);
    await sleep(500);
    expect(await reports(2)).toEqual([]);
  });

  it("never holds a page for long: a hanging tracking API counts nothing after a short wait", async () => {
    await sleep(1100); // past the cached services answer
    tracking = "hang";
    const startedAt = Date.now();
    expect(await reporter.reportFirstVisit(visit({ reference: "hanging" }))).toBe(false);
    expect(Date.now() - startedAt).toBeLessThan(reporter.SERVICES_WAIT_MS + 400);
    tracking = "pass";
  });

  it("logs a failed report and goes on", async () => {
    const { log } = await import("#server/platform/log");
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    tracking = "fail";
    await reporter.sendVisitorReport(1, { page: "/", source_website: "", ip: "", reference: null });
    expect(warn).toHaveBeenCalledWith("visitor report failed", expect.objectContaining({ shopId: 1 }));
    tracking = "pass";
    warn.mockRestore();
  });
});
