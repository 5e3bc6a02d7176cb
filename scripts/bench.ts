/**
 * `npm run bench`: the production build against a fresh reference upstream. For the home page, a
 * category page and a product page it prints the number of upstream requests one page view
 * makes with a cold cache and with a warm one, then requests per second and p95 latency at
 * 20 concurrent connections with a warm cache, and the JavaScript and CSS each page loads
 * (gzipped, all its chunks: scripts/check-client-bundle.ts). Env: BENCH_SECONDS (5), BENCH_CONCURRENCY (20).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BUILD_DIR, kb, routeBundles } from "./check-client-bundle.ts";
import { describe, measure } from "./load.ts";
import { startStack } from "./stack.ts";

const seconds = Number(process.env.BENCH_SECONDS || 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 20);
const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-bench-"));

let upstreamCalls = 0;
const stack = await startStack({
  port: 0,
  host: "127.0.0.1",
  quiet: true,
  reseed: true,
  env: { NODE_ENV: "production", DATA_DIR: dataDir, COMMERCE_API_URL: "", PAYMENT_API_URL: "", TRACKING_API_URL: "" },
  onUpstreamLine: (line) => {
    if (line.includes('"path":"/api/')) upstreamCalls++;
  },
});

async function upstreamCallsFor(url: string): Promise<number> {
  const before = upstreamCalls;
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await new Promise((r) => setTimeout(r, 300)); // let the upstream's log lines arrive
  return upstreamCalls - before;
}

try {
  // localhost shows the sample (first) shop; pick a real category and product from its pages.
  const base = stack.url.replace("127.0.0.1", "localhost");
  const home = await (await fetch(`${stack.upstreamUrl}/api/tenants/lookup/?host=demo.localhost`)).json() as { id: number };
  const products = await (await fetch(`${stack.upstreamUrl}/api/products?tenantId=${home.id}&page_size=1&buyer=true`)).json() as {
    results: { id: number; category: { id: number } }[];
  };
  const product = products.results[0]!;
  const pages = { home: `${base}/`, category: `${base}/category/${product.category.id}`, product: `${base}/single-product/${product.id}` };

  console.log(`storefront bench: ${concurrency} connections, ${seconds} s per page, Node ${process.version}`);
  for (const [name, url] of Object.entries(pages)) {
    const cold = await upstreamCallsFor(url);
    const warm = await upstreamCallsFor(url);
    const result = await measure(url, { seconds, concurrency });
    console.log(`${name.padEnd(8)} ${new URL(url).pathname.padEnd(20)} upstream calls cold ${cold}, warm ${warm} | ${describe(result)}`);
  }
  // The build startStack just made or found: what each page makes the browser download.
  const bundles = routeBundles(BUILD_DIR);
  const routeIds = { home: "routes/_shop._index", category: "routes/_shop.category.$id", product: "routes/_shop.single-product.$id" };
  for (const [name, routeId] of Object.entries(routeIds)) {
    const bundle = bundles.find((candidate) => candidate.route === routeId);
    if (bundle) console.log(`${name.padEnd(8)} ${bundle.path.padEnd(20)} JS ${kb(bundle.js)} gzipped (budget ${kb(bundle.budget)}), CSS ${kb(bundle.css)} gzipped`);
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
