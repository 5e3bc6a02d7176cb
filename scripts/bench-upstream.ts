/**
 * `npm run bench:upstream`: start the reference upstream (upstream/main.ts, in a child
 * process so the load generator does not share its thread) on a free port with a fresh
 * temporary database, then measure
 *   GET /api/products?page_size=500&tenantId=<first shop>&buyer=true
 * at 20 concurrent connections for ~5 s with plain fetch; print req/s, p50 and p95.
 * Env: BENCH_SECONDS (5), BENCH_CONCURRENCY (20).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

const seconds = Number(process.env.BENCH_SECONDS || 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 20);

const dataDir = mkdtempSync(path.join(tmpdir(), "upstream-bench-"));
const child = spawn(process.execPath, [path.join(import.meta.dirname, "..", "upstream", "main.ts")], {
  env: { ...process.env, DATA_DIR: dataDir, UPSTREAM_PORT: "0", UPSTREAM_HOST: "127.0.0.1", UPSTREAM_LOG: "0" },
  stdio: ["ignore", "pipe", "inherit"],
});
const upstream = await new Promise<{ url: string }>((resolve, reject) => {
  const rl = createInterface({ input: child.stdout! });
  rl.on("line", (line) => {
    const m = /^UPSTREAM_READY (\S+)$/.exec(line);
    if (m?.[1]) resolve({ url: m[1] });
  });
  child.once("exit", (code) => reject(new Error(`upstream exited with ${code}`)));
});
try {
  const tenant = (await (await fetch(`${upstream.url}/api/tenants/lookup/?host=demo.localhost`)).json()) as { id: number };
  const url = `${upstream.url}/api/products?page_size=500&tenantId=${tenant.id}&buyer=true`;

  // warm-up
  let bytes = 0;
  for (let i = 0; i < 20; i++) bytes = (await (await fetch(url)).arrayBuffer()).byteLength;

  const latencies: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const s = performance.now();
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const rps = latencies.length / elapsed;
  console.log(`GET ${url.replace(upstream.url, "")}`);
  console.log(`response size: ${(bytes / 1024).toFixed(1)} KiB`);
  console.log(`concurrency ${concurrency}, ${elapsed.toFixed(1)} s, ${latencies.length} requests, ${errors} errors`);
  console.log(`throughput: ${rps.toFixed(1)} req/s`);
  console.log(`latency p50: ${pct(50).toFixed(1)} ms, p95: ${pct(95).toFixed(1)} ms`);
} finally {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
