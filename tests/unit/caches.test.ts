import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { UpstreamRequest } from "#server/upstream/client";
import { startUpstream } from "../../upstream/server.ts";

/**
 * The cache stores against a real reference upstream, counting the storefront's upstream
 * calls. Floods (made-up hosts, search terms, filter values) are answered by the counting
 * wrapper itself, so that thousands of them cost no HTTP: only the storefront's caching is
 * under test. The stores are made small here (bytes: a made-up host's miss counts about
 * 350 bytes, an empty search result about 310), except that the floods exceed the old single
 * store's default bound (2000 entries), so these tests fail on a shared store.
 */

vi.hoisted(() => {
  process.env.SAMPLE_STORE_HOST = "demo.localhost";
  process.env.TENANT_CACHE_MAX_MB = "0.01";
  process.env.TENANT_MISS_CACHE_MAX_MB = "0.02";
  process.env.CATALOGUE_CACHE_MAX_MB = "1";
  process.env.SEARCH_CACHE_MAX_MB = "0.05";
  process.env.TENANT_CACHE_TTL_SECONDS = "60";
});

const FLOOD = 2100;
const calls: string[] = [];
const callsTo = (prefix: string) => calls.filter((call) => call.startsWith(prefix)).length;

vi.mock("#server/upstream/client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#server/upstream/client")>();
  return {
    ...actual,
    upstreamRequest: vi.fn(async (request: UpstreamRequest<never>) => {
      const host = String(request.query?.host ?? "");
      calls.push(`${request.path} ${host || JSON.stringify(request.query ?? {})}`);
      if (host.endsWith(".flood.test")) throw new actual.UpstreamError("not_found", "unknown host", 404);
      if (host.endsWith(".down.test")) throw new actual.UpstreamError("unavailable", "upstream down", 503);
      if (request.path === "products/search" && String(request.query?.search).startsWith("flood")) {
        return { count: 0, next: null, previous: null, total_pages: 1, results: [] };
      }
      if (request.path === "products" && request.query?.price__gte !== undefined) {
        return { count: 0, next: null, previous: null, total_pages: 1, results: [] };
      }
      return actual.upstreamRequest(request);
    }),
  };
});

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let dataDir: string;
let shop: typeof import("#server/tenancy/shop");
let catalog: typeof import("#server/catalog/catalog");
let cache: typeof import("#server/platform/cache");

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "caches-test-"));
  upstream = await startUpstream({ dataDir, port: 0 });
  // The configuration is read on first use: point it at the reference upstream first.
  process.env.COMMERCE_API_URL = `${upstream.url}/api/`;
  shop = await import("#server/tenancy/shop");
  catalog = await import("#server/catalog/catalog");
  cache = await import("#server/platform/cache");
});

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The load context the edge builds for a request to `host` (server/edge/main.ts). */
const contextFor = (host: string) => ({
  shop: () => shop.resolveShop(host),
  nonce: "test",
  requestId: "test",
  clientAddress: "127.0.0.1",
  language: "en" as const,
});

/** The status of the response shopFrom throws, or 200 when it returns a shop. */
async function shopStatus(host: string): Promise<number> {
  try {
    await shop.shopFrom(contextFor(host));
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("tenants", () => {
  it("asks the upstream about an unknown host once a minute, however often it is requested", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 20; i++) expect(await shopStatus("random-1.flood.test")).toBe(404);
    expect(callsTo("tenants/lookup/ random-1.flood.test")).toBe(1);
    // Concurrent requests for a new unknown host share one call too.
    const statuses = await Promise.all(Array.from({ length: 10 }, () => shopStatus("random-2.flood.test")));
    expect(statuses).toEqual(Array(10).fill(404));
    expect(callsTo("tenants/lookup/ random-2.flood.test")).toBe(1);

    vi.setSystemTime(Date.now() + 61_000);
    expect(await shopStatus("random-1.flood.test")).toBe(404);
    expect(callsTo("tenants/lookup/ random-1.flood.test")).toBe(2);
  });

  it("does not remember an upstream failure as an unknown host", async () => {
    expect(await shopStatus("shop.down.test")).toBe(503);
    expect(await shopStatus("shop.down.test")).toBe(503);
    expect(callsTo("tenants/lookup/ shop.down.test")).toBe(2);
  });

  it("keeps the known shops while a flood of made-up hosts passes, and bounds the misses", async () => {
    expect(await shopStatus("demo.localhost")).toBe(200);
    expect(await shopStatus("second.localhost")).toBe(200);
    const known = callsTo("tenants/lookup/");
    for (let i = 0; i < FLOOD; i++) expect(await shopStatus(`host-${i}.flood.test`)).toBe(404);
    expect(callsTo("tenants/lookup/")).toBe(known + FLOOD);

    expect(await shopStatus("demo.localhost")).toBe(200);
    expect(await shopStatus("second.localhost")).toBe(200);
    expect(callsTo("tenants/lookup/ demo.localhost")).toBe(1);
    expect(callsTo("tenants/lookup/ second.localhost")).toBe(1);
    // The misses store is bounded: the oldest made-up hosts were let go and are asked again.
    expect(await shopStatus("host-0.flood.test")).toBe(404);
    expect(callsTo("tenants/lookup/ host-0.flood.test")).toBe(2);
  });

  it("answers a shop confirmed within the minute without asking about misses; a stale one, the misses first", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await shopStatus("second.localhost")).toBe(200);
    // Remembered as unknown meanwhile (say by a replica whose lookup was answered 404):
    await cache.rememberMiss("tenant-misses", "second.localhost", 10 * 60_000);
    expect(await shopStatus("second.localhost")).toBe(200);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await shopStatus("second.localhost")).toBe(404);
  });
});

describe("catalogue and search", () => {
  it("keeps the catalogue while a flood of search terms and filter values passes", async () => {
    const { id: shopId } = await shop.shopFrom(contextFor("demo.localhost"));
    const products = await catalog.loadProducts(shopId, { pageSize: 5 });
    const productId = products.results[0]!.id;
    await catalog.loadProduct(shopId, productId);
    expect(callsTo(`products/${productId}/`)).toBe(1);

    for (let i = 0; i < FLOOD; i++) {
      await catalog.searchProducts(shopId, `flood ${i}`);
      await catalog.loadProducts(shopId, { category: 1, minPrice: i });
    }

    await catalog.loadProduct(shopId, productId);
    await catalog.loadProducts(shopId, { pageSize: 5 });
    expect(callsTo(`products/${productId}/`)).toBe(1);
    expect(
      calls.filter(
        (call) => call === `products ${JSON.stringify({ tenantId: shopId, buyer: true, page: 1, page_size: 5 })}`,
      ),
    ).toHaveLength(1);
  });

  it("answers a repeated search from its own store, which holds only a few", async () => {
    const { id: shopId } = await shop.shopFrom(contextFor("demo.localhost"));
    const before = callsTo("products/search");
    const first = await catalog.searchProducts(shopId, "Lamp");
    expect(first.results.length).toBeGreaterThan(0);
    // Case and surrounding spaces do not make another search.
    await catalog.searchProducts(shopId, "  lamp ");
    expect(callsTo("products/search")).toBe(before + 1);
    for (let i = 0; i < 200; i++) await catalog.searchProducts(shopId, `flood again ${i}`);
    await catalog.searchProducts(shopId, "lamp");
    expect(callsTo("products/search")).toBe(before + 1 + 200 + 1);
  });

  it("keys a search by what the upstream compares: ASCII letters folded, any other letter as typed", async () => {
    const { id: shopId } = await shop.shopFrom(contextFor("demo.localhost"));
    // The upstream folds the case of ASCII letters only (docs/upstream-api.md §6.2; the reference
    // upstream is SQLite's LIKE). "S\u212AILLET", with the Kelvin sign that toLowerCase turns into
    // an ASCII "k", finds nothing there: it must not be answered with the skillet from the cache.
    expect((await catalog.searchProducts(shopId, "SKILLET")).count).toBe(1);
    expect((await catalog.searchProducts(shopId, "S\u212AILLET")).count).toBe(0);
    // "Ä" and "ä" are two searches there, so two entries here; the ASCII letters still fold.
    const before = callsTo("products/search");
    await catalog.searchProducts(shopId, "Äpfel");
    await catalog.searchProducts(shopId, "äpfel");
    await catalog.searchProducts(shopId, "ÄPFEL");
    expect(callsTo("products/search")).toBe(before + 2);
  });
});

describe("the stores' bounds", () => {
  it("count bytes: a few large values push out the oldest, however few they are", async () => {
    const fetched: number[] = [];
    // About 20 KB each as counted: the search store's 50 KB hold two of them.
    const large = (n: number) => async () => (fetched.push(n), { n, text: "x".repeat(10_000) });
    for (let n = 0; n < 4; n++) await cache.sharedCached(`large:${n}`, large(n), { store: "search" });
    await cache.sharedCached("large:3", large(3), { store: "search" });
    await cache.sharedCached("large:0", large(0), { store: "search" });
    expect(fetched).toEqual([0, 1, 2, 3, 0]);
    expect(
      cache.entryBytes({ value: { n: 0, text: "x".repeat(10_000) }, metadata: { createdTime: 0 } }, "search:large:0"),
    ).toBeGreaterThan(20_000);
  });
});
