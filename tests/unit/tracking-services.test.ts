import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startUpstream } from "../../upstream/server.ts";

/**
 * A shop's tracking switches (server/tenancy/tracking.ts) against the reference upstream: read
 * per shop, cached for SERVICES_CACHE_TTL_SECONDS and never served stale, both off on failure.
 */

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let dataDir: string;
let tracking: typeof import("#server/tenancy/tracking");

const flip = (body: Record<string, unknown>) =>
  fetch(`${upstream.url}/tracking/dev/services/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "tracking-test-"));
  upstream = await startUpstream({ dataDir, port: 0, log: false, strict: true });
  process.env.TRACKING_API_URL = `${upstream.url}/tracking/`;
  process.env.SERVICES_CACHE_TTL_SECONDS = "2";
  process.env.UPSTREAM_TIMEOUT_MS = "1000";
  tracking = await import("#server/tenancy/tracking");
});

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("loadShopServices", () => {
  it("reads each shop's switches, caches them briefly, and turns both off when the tracking API fails", async () => {
    const cachedAt = Date.now();
    expect(await tracking.loadShopServices(2)).toEqual({ contact: true, visitor: true });

    expect((await flip({ tenant: 2, contact: false })).ok).toBe(true);
    // Still the cached answer within the TTL (checked only while surely within it, on a slow machine) …
    const cached = await tracking.loadShopServices(2);
    if (Date.now() - cachedAt < 1500) expect(cached).toEqual({ contact: true, visitor: true });
    await sleep(2100);
    // … then the new one, for that shop only.
    expect(await tracking.loadShopServices(2)).toEqual({ contact: false, visitor: true });
    expect(await tracking.loadShopServices(1)).toEqual({ contact: true, visitor: true });

    // Past the TTL with the tracking API gone: both off, never the stale "on".
    await upstream.close();
    await sleep(2100);
    expect(await tracking.loadShopServices(1)).toEqual({ contact: false, visitor: false });
  });
});
