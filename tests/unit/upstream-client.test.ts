import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startUpstream } from "../../upstream/server.ts";

/**
 * The storefront's typed client against a real reference upstream on a free port, plus a tiny
 * misbehaving server for the failure modes (slow, 500 then 200, broken payloads).
 */

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let dataDir: string;
let flaky: Server;
let flakyUrl: string;
const flakyHits: Record<string, number> = {};

type Client = typeof import("#server/upstream/client");
type Contract = typeof import("#server/upstream/contract");
let client: Client;
let contract: Contract;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "client-test-"));
  upstream = await startUpstream({ dataDir, port: 0, strict: true });

  flaky = createServer((req, res) => {
    const key = req.url ?? "";
    flakyHits[key] = (flakyHits[key] ?? 0) + 1;
    if (key.startsWith("/api/slow/")) {
      setTimeout(() => res.end("{}"), 4_000);
      return;
    }
    if (key.startsWith("/api/flaky/") && flakyHits[key] === 1) {
      res.writeHead(502).end("bad gateway");
      return;
    }
    if (key.startsWith("/api/flaky/")) {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ status: "ok" }));
      return;
    }
    if (key.startsWith("/api/broken/")) {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ status: 42 }));
      return;
    }
    if (key.startsWith("/api/post-fails/")) {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => flaky.listen(0, "127.0.0.1", resolve));
  flakyUrl = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;

  // The client reads the configuration once: point it at the reference upstream.
  process.env.COMMERCE_API_URL = `${upstream.url}/api/`;
  process.env.PAYMENT_API_URL = `${upstream.url}/payment-api/`;
  process.env.TRACKING_API_URL = `${upstream.url}/tracking/`;
  process.env.UPSTREAM_TIMEOUT_MS = "1200";
  client = await import("#server/upstream/client");
  contract = await import("#server/upstream/contract");
});

afterAll(async () => {
  await upstream?.close();
  await new Promise((resolve) => flaky?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe("upstream client against the reference upstream", () => {
  it("parses a tenant looked up by host, decimals as numbers", async () => {
    const tenant = await client.upstreamRequest({
      path: "tenants/lookup/",
      query: { host: "demo.localhost" },
      schema: contract.TenantSchema,
    });
    expect(tenant.published).toBe(true);
    expect(tenant.name.length).toBeGreaterThan(0);
    expect(typeof tenant.defaultShippingCost).toBe("number");
  });

  it("parses a product page", async () => {
    const tenant = await client.upstreamRequest({
      path: "tenants/lookup/",
      query: { host: "demo.localhost" },
      schema: contract.TenantSchema,
    });
    const page = await client.upstreamRequest({
      path: "products",
      query: { tenantId: tenant.id, page_size: 500, buyer: true },
      schema: contract.ProductPageSchema,
    });
    expect(page.results.length).toBeGreaterThanOrEqual(40);
    for (const product of page.results) expect(typeof product.price).toBe("number");
  });

  it("maps an unknown host to not_found", async () => {
    const error = await client
      .upstreamRequest({ path: "tenants/lookup/", query: { host: "nowhere.example" }, schema: contract.TenantSchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(client.UpstreamError);
    expect((error as InstanceType<Client["UpstreamError"]>).kind).toBe("not_found");
  });

  it("maps a refused sign-in to rejected or unauthorized with the upstream's detail", async () => {
    const tenant = await client.upstreamRequest({
      path: "tenants/lookup/",
      query: { host: "demo.localhost" },
      schema: contract.TenantSchema,
    });
    const error = (await client
      .upstreamRequest({
        method: "POST",
        path: "users/api/token/",
        query: { tenantId: tenant.id },
        json: { mobile: "buyer@example.com", password: "wrong-password", tenant: tenant.id },
        schema: contract.LoginResponseSchema,
      })
      .catch((e: unknown) => e)) as InstanceType<Client["UpstreamError"]>;
    expect(["rejected", "unauthorized"]).toContain(error.kind);
    expect(error.detail).toBeTruthy();
  });

  it("signs in with the demo buyer", async () => {
    const tenant = await client.upstreamRequest({
      path: "tenants/lookup/",
      query: { host: "demo.localhost" },
      schema: contract.TenantSchema,
    });
    const login = await client.upstreamRequest({
      method: "POST",
      path: "users/api/token/",
      query: { tenantId: tenant.id },
      json: { mobile: "buyer@example.com", password: "Password1", tenant: tenant.id },
      schema: contract.LoginResponseSchema,
    });
    expect(login.access.length).toBeGreaterThan(20);
    expect(login.user.id).toBeGreaterThan(0);
  });
});

describe("upstream client failure modes", () => {
  const schema = () => contract.HealthSchema;

  it("times out instead of hanging (and retries a GET once)", async () => {
    const started = Date.now();
    const error = (await client
      .upstreamRequest({ path: `${flakyUrl}/api/slow/a`, schema: schema() })
      .catch((e: unknown) => e)) as InstanceType<Client["UpstreamError"]>;
    expect(error.kind).toBe("unavailable");
    expect(Date.now() - started).toBeLessThan(3_500);
    expect(flakyHits["/api/slow/a"]).toBe(2);
  });

  it("a side call: its own short timeout and no retry", async () => {
    const started = Date.now();
    const error = (await client
      .upstreamRequest({ path: `${flakyUrl}/api/slow/side`, schema: schema(), timeoutMs: 300, retry: false })
      .catch((e: unknown) => e)) as InstanceType<Client["UpstreamError"]>;
    expect(error.kind).toBe("unavailable");
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(flakyHits["/api/slow/side"]).toBe(1);
    // A 5xx is not tried again either.
    const flakyError = (await client
      .upstreamRequest({ path: `${flakyUrl}/api/flaky/side`, schema: schema(), ...client.sideCall() })
      .catch((e: unknown) => e)) as InstanceType<Client["UpstreamError"]>;
    expect(flakyError.kind).toBe("unavailable");
    expect(flakyHits["/api/flaky/side"]).toBe(1);
  });

  it("retries an idempotent GET once after a 5xx", async () => {
    const health = await client.upstreamRequest({ path: `${flakyUrl}/api/flaky/b`, schema: schema() });
    expect(health.status).toBe("ok");
    expect(flakyHits["/api/flaky/b"]).toBe(2);
  });

  it("never retries a POST", async () => {
    const error = (await client
      .upstreamRequest({ method: "POST", path: `${flakyUrl}/api/post-fails/c`, json: {}, schema: schema() })
      .catch((e: unknown) => e)) as InstanceType<Client["UpstreamError"]>;
    expect(error.kind).toBe("unavailable");
    expect(flakyHits["/api/post-fails/c"]).toBe(1);
  });

  it("reports a payload that breaks the contract as invalid_response", async () => {
    const error = (await client
      .upstreamRequest({ path: `${flakyUrl}/api/broken/d`, schema: schema() })
      .catch((e: unknown) => e)) as InstanceType<Client["UpstreamError"]>;
    expect(error.kind).toBe("invalid_response");
  });

  it("reports an unreachable upstream as unavailable", async () => {
    const error = (await client
      .upstreamRequest({ path: "http://127.0.0.1:9/api/x/", schema: schema() })
      .catch((e: unknown) => e)) as InstanceType<Client["UpstreamError"]>;
    expect(error.kind).toBe("unavailable");
  });
});
