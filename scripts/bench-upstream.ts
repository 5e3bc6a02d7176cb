/**
 * `npm run bench:upstream`: the reference upstream on a free port with a fresh temporary
 * database (a child process, so the load generator does not share its thread), then
 *   GET /api/products?page_size=500&tenantId=<first shop>&buyer=true
 * at 20 concurrent connections for ~5 s; prints req/s, p50 and p95.
 * Env: BENCH_SECONDS (5), BENCH_CONCURRENCY (20).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, measure } from "./load.ts";
import { startReferenceUpstream } from "./stack.ts";

const seconds = Number(process.env.BENCH_SECONDS || 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 20);
const dataDir = mkdtempSync(path.join(tmpdir(), "upstream-bench-"));
const upstream = await startReferenceUpstream({ dataDir, quiet: true, env: { ...process.env, UPSTREAM_LOG: "0" } });
try {
  const tenant = (await (await fetch(`${upstream.url}/api/tenants/lookup/?host=demo.localhost`)).json()) as {
    id: number;
  };
  const url = `${upstream.url}/api/products?page_size=500&tenantId=${tenant.id}&buyer=true`;
  const result = await measure(url, { seconds, concurrency });
  console.log(`GET ${url.replace(upstream.url, "")} at ${concurrency} connections for ${seconds} s`);
  console.log(describe(result));
} finally {
  await upstream.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
