/**
 * `npm run bench`: the production build against a fresh reference upstream. For the home page, a
 * category page and a product page, in one run:
 * - upstream calls of one page view: cold caches, warm (a page cache hit), and a page cache miss
 *   with the catalogue warm;
 * - page cache hits: req/s and p95 at BENCH_CONCURRENCY connections; a bare node:http server
 *   sending the same bytes (scripts/bare-server.ts), and the ratio of the two;
 * - a signed-in shopper's view (the demo buyer, signed in through /login), against a hit (these
 *   three in BENCH_MISS_ROUNDS turns, with the median of the rounds' ratios);
 * - page cache misses (each request a new query string, so each one renders and is kept);
 * - the same misses on the baseline commit BENCH_BASELINE (default: the last commit before the
 *   page cache; "" skips it), built side by side under .tmp/ with the dependencies as published
 *   (without patches/), in BENCH_MISS_ROUNDS turns (3) of this build then the baseline, and the
 *   median of the rounds' ratios;
 * - the same misses on variants of this build, BENCH_MISS_COMPARE: each a storefront of the same
 *   build with NAME=value settings of its environment (variants separated by ";"), on the same
 *   upstream, measured in the same turns (a throwaway switch in the code reads the setting: how
 *   a change is weighed side by side, in one run, on one machine);
 * - the home page's largest script: its brotli copy made at build time against compressing it per
 *   request (deflate, which has no copy), req/s and the ratio;
 * - the storefront's memory after the runs, and each minute of BENCH_SOAK_SECONDS of mixed load
 *   (hits across the shop's pages, one miss in ten, one view in three by signed-in shoppers, half of
 *   them with a cart line) and after it, when set: RSS split into the V8
 *   heap, external memory (Buffers) and the rest (the `memory` line of `kill -USR2`, server/platform/memory.ts),
 *   and the storefront's CPU time per request of the soak; BENCH_SOAK_COMPARE (Node flags and
 *   environment settings, e.g. "--max-semi-space-size=16" or "MALLOC_MMAP_THRESHOLD_=") soaks a
 *   second storefront with them at the same time, on the same upstream, so both see the same
 *   machine (a loaded machine moves req/s, not the ratio);
 * - the JavaScript (gzip and brotli, as sent) and CSS each page loads, all its chunks
 *   (scripts/check-client-bundle.ts).
 * Env: BENCH_SECONDS (5), BENCH_CONCURRENCY (20), BENCH_BASELINE, BENCH_MISS_ROUNDS (3), BENCH_MISS_COMPARE,
 * BENCH_SOAK_SECONDS (0), BENCH_SOAK_ONLY (1: skip the per-page runs, for iterating on memory),
 * BENCH_SOAK_COMPARE, BENCH_PIN (1: the servers on one core, the load generator on the other), BENCH_WRK
 * (0: hits with Node's fetch even where Debian's `wrk` is installed; scripts/bench/wrk.ts).
 * Its parts are under scripts/bench/: the baseline, the bare server, wrk, the shoppers, what it reads of the
 * storefront's processes.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { startBaseline } from "./bench/baseline.ts";
import { FETCH_ACCEPT_ENCODING, rawPage, startBare } from "./bench/bare.ts";
import { cpuMs, hearMemory, listed, load, memoryOf } from "./bench/process.ts";
import { signedInCookie, withCartLine } from "./bench/shoppers.ts";
import { hasWrk, measureWithWrk } from "./bench/wrk.ts";
import { BUILD_DIR, kb, routeBundles } from "./check-client-bundle.ts";
import { describe, measure, type LoadResult } from "./load.ts";
import { startStack, type Stack } from "./stack.ts";

const seconds = Number(process.env.BENCH_SECONDS || 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 20);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS || 0);
const soakOnly = process.env.BENCH_SOAK_ONLY === "1";
/** NAME=value settings of the environment (NAME= unsets one). */
const envSettings = (tokens: string[]) =>
  Object.fromEntries(
    tokens.map((token) => [token.slice(0, token.indexOf("=")), token.slice(token.indexOf("=") + 1) || undefined]),
  );
/** BENCH_SOAK_COMPARE: Node flags (all of them, in place of ours) and NAME=value settings of the environment (NAME= unsets one). */
const soakCompare = process.env.BENCH_SOAK_COMPARE?.split(" ").filter(Boolean);
const soakCompareFlags = soakCompare?.filter((token) => token.startsWith("--"));
const soakCompareEnv = envSettings((soakCompare ?? []).filter((token) => !token.startsWith("--")));
/** BENCH_MISS_COMPARE: variants of this build, ";" between them, each NAME=value settings of the environment. */
const missCompare = (process.env.BENCH_MISS_COMPARE ?? "")
  .split(";")
  .map((variant) => variant.trim())
  .filter(Boolean)
  .map((variant) => ({ name: variant, env: envSettings(variant.split(" ").filter(Boolean)) }));
/** Before issue 10 (page cache, cheaper misses). */
const baselineRevision = process.env.BENCH_BASELINE ?? "bb12039";
const missRounds = Number(process.env.BENCH_MISS_ROUNDS || 3);
const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-bench-"));
const sessionSecret = randomBytes(32).toString("hex");

/** The soak signs the demo buyer in SOAK_SHOPPERS times at once: /login's limits are not what the bench measures. */
const SIGN_IN_LIMITS = { RATE_LIMIT_MAX: "1000", RATE_LIMIT_CLIENT_MAX: "1000" };

function storefrontEnv(upstreamUrl: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SESSION_SECRET: sessionSecret,
    ...SIGN_IN_LIMITS,
    COMMERCE_API_URL: `${upstreamUrl}/api/`,
    PAYMENT_API_URL: `${upstreamUrl}/payment-api/`,
    TRACKING_API_URL: `${upstreamUrl}/tracking/`,
  };
}

const missUrl = (url: string) => (n: number) =>
  `${url}${url.includes("?") ? "&" : "?"}bench-miss=${Date.now().toString(36)}-${n}`;
const ratio = (a: LoadResult, b: LoadResult) => (a.rps / b.rps).toFixed(2);

/** Signed-in shoppers in the soak. */
const SOAK_SHOPPERS = 20;

/**
 * BENCH_PIN=1: the storefront and the bare server on the first core, this process (the load
 * generator) on the second, all their threads: the issue's isolated cores in miniature, so that
 * hit/bare is not the load generator's share of the same cores.
 */
const pinned = process.env.BENCH_PIN === "1" && cpus().length >= 2;
function pin(pid: number | undefined, cpu: number) {
  if (pinned && pid) execFileSync("taskset", ["-a", "-cp", String(cpu), String(pid)], { stdio: "ignore" });
}
pin(process.pid, 1);

/**
 * Hits, the bare server and signed-in views (thousands a second) are measured with `wrk` where it
 * is installed: Node's fetch costs more than the server it loads, so it measured itself.
 */
const withWrk = process.env.BENCH_WRK !== "0" && hasWrk();
const measureFast = (url: string, headers: Record<string, string> = {}) =>
  withWrk
    ? measureWithWrk(url, {
        seconds,
        concurrency,
        headers: { "Accept-Encoding": FETCH_ACCEPT_ENCODING, ...headers },
        cpu: pinned ? 1 : undefined,
        dir: dataDir,
      })
    : measure(url, { seconds, concurrency, headers });

let upstreamCalls = 0;
const stack = await startStack({
  port: 0,
  host: "127.0.0.1",
  quiet: true,
  reseed: true,
  env: {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SESSION_SECRET: sessionSecret,
    ...SIGN_IN_LIMITS,
    COMMERCE_API_URL: "",
    PAYMENT_API_URL: "",
    TRACKING_API_URL: "",
  },
  onUpstreamLine: (line) => {
    if (line.includes('"path":"/api/')) upstreamCalls++;
  },
  onStorefrontLine: (line) => {
    // Only after start (SIGUSR2): `stack` is set by then.
    if (line.includes('"msg":"memory"')) hearMemory(stack.pid, line);
  },
});
pin(stack.pid, 0);
let baseline: { stack: Stack; commit: string } | undefined;
let compared: Stack | undefined;
const variants: { name: string; stack: Stack }[] = [];

async function upstreamCallsFor(url: string): Promise<number> {
  const before = upstreamCalls;
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await new Promise((r) => setTimeout(r, 300)); // let the upstream's log lines arrive
  return upstreamCalls - before;
}

try {
  const upstreamUrl = stack.upstreamUrl!;
  if (baselineRevision && !soakOnly) baseline = await startBaseline(baselineRevision, storefrontEnv(upstreamUrl));
  for (const variant of soakOnly ? [] : missCompare) {
    const env = { ...storefrontEnv(upstreamUrl), ...variant.env };
    variants.push({ name: variant.name, stack: await startStack({ port: 0, host: "127.0.0.1", quiet: true, env }) });
  }
  // Misses are compared on the same core as this build's (they run in turns, never at once).
  for (const other of [baseline?.stack, ...variants.map((variant) => variant.stack)]) pin(other?.pid, 0);
  // localhost shows the sample (first) shop; pick a real category and product from its pages.
  const local = (base: string) => base.replace("127.0.0.1", "localhost");
  const home = (await (await fetch(`${upstreamUrl}/api/tenants/lookup/?host=demo.localhost`)).json()) as { id: number };
  const products = (await (
    await fetch(`${upstreamUrl}/api/products?tenantId=${home.id}&page_size=40&buyer=true`)
  ).json()) as {
    results: { id: number; category: { id: number } }[];
  };
  const product = products.results[0]!;
  const pages = { home: "/", category: `/category/${product.category.id}`, product: `/single-product/${product.id}` };

  console.log(`storefront bench: ${concurrency} connections, ${seconds} s per measurement, Node ${process.version}`);
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? "?"}; load average at start ${load()}`);
  if (pinned)
    console.log("pinned: the storefront and the bare server on CPU 0, the load generator on CPU 1 (BENCH_PIN)");
  console.log(
    withWrk
      ? "hits, bare server and signed-in views: wrk (one thread); misses: Node's fetch"
      : "load generator: Node's fetch (install Debian's wrk for hits: it costs the machine far less)",
  );
  for (const [name, pathname] of Object.entries(soakOnly ? {} : pages)) {
    const url = `${local(stack.url)}${pathname}`;
    const cold = await upstreamCallsFor(url);
    const warm = await upstreamCallsFor(url);
    const miss = await upstreamCallsFor(missUrl(url)(0));
    console.log(
      `\n${name} ${pathname}: upstream calls per view: cold ${cold}, warm (page cache hit) ${warm}, page cache miss ${miss}`,
    );
    // Hits, the bare server and signed-in views in turns too: the ratios of each round, and their
    // medians. Hits in the middle, so that each ratio compares two measurements made one after the
    // other (this machine's speed drifts within seconds).
    const bare = await startBare(await rawPage(url), dataDir);
    pin(bare.pid, 0);
    const signedInHeaders = { Cookie: await signedInCookie(local(stack.url)) };
    const hitRatios = { bare: [] as number[], signedIn: [] as number[] };
    for (let round = 1; round <= missRounds; round++) {
      const bareResult = await measureFast(bare.url);
      console.log(`  bare node:http, round ${round} ${describe(bareResult)}`);
      const hit = await measureFast(url);
      hitRatios.bare.push(hit.rps / bareResult.rps);
      console.log(`  hit                 ${describe(hit)}  → hit/bare ${ratio(hit, bareResult)}`);
      const signedIn = await measureFast(url, signedInHeaders);
      hitRatios.signedIn.push(signedIn.rps / hit.rps);
      console.log(`  signed in           ${describe(signedIn)}  → signed-in/hit ${ratio(signedIn, hit)}`);
    }
    await bare.stop();
    console.log(`  hit/bare, median of ${missRounds} rounds: ${listed(hitRatios.bare)}`);
    console.log(`  signed-in/hit, median of ${missRounds} rounds: ${listed(hitRatios.signedIn)}`);
    if (!baseline && variants.length === 0) {
      console.log(`  miss                ${describe(await measure(missUrl(url), { seconds, concurrency }))}`);
      continue;
    }
    // Misses of this build, of each variant and of the baseline in turns: a machine whose load
    // drifts during the run moves every side of a round alike, and the median of the rounds'
    // ratios is the figure. CPU time per miss (the storefront's process) moves less with the load
    // of other processes than req/s does.
    const others = [
      ...variants.map((variant) => ({ label: `with ${variant.name}`, short: "that", stack: variant.stack })),
      ...(baseline ? [{ label: `on ${baseline.commit}`, short: "before", stack: baseline.stack }] : []),
    ];
    const missOf = async (target: Stack) => {
      const before = cpuMs(target.pid);
      const result = await measure(missUrl(`${local(target.url)}${pathname}`), { seconds, concurrency, warmup: 20 });
      return { result, cpu: (cpuMs(target.pid) - before) / (result.requests + 20) };
    };
    const cpuText = (cpu: number) => (Number.isFinite(cpu) ? `, CPU ${cpu.toFixed(2)} ms per miss` : "");
    const ratios = others.map(() => ({ rps: [] as number[], cpu: [] as number[] }));
    for (let round = 1; round <= missRounds; round++) {
      const mine = await missOf(stack);
      console.log(`  miss, round ${round}       ${describe(mine.result)}${cpuText(mine.cpu)}`);
      for (const [index, other] of others.entries()) {
        const theirs = await missOf(other.stack);
        ratios[index]!.rps.push(mine.result.rps / theirs.result.rps);
        ratios[index]!.cpu.push(theirs.cpu / mine.cpu);
        console.log(
          `  miss ${other.label} ${describe(theirs.result)}${cpuText(theirs.cpu)}  → miss/${other.short} ${ratio(mine.result, theirs.result)}`,
        );
      }
    }
    for (const [index, other] of others.entries()) {
      const { rps, cpu } = ratios[index]!;
      const name = other.short === "before" ? "miss/before" : `miss/(miss ${other.label})`;
      console.log(`  ${name}, median of ${missRounds} rounds: req/s ${listed(rps)}`);
      if (cpu.every(Number.isFinite)) console.log(`    its CPU per miss / this build's: ${listed(cpu)}`);
    }
  }
  if (!soakOnly) {
    // The largest script of the home page: its copy made at build time against compressing it
    // per request, which `compression` still does for an encoding without a copy (deflate).
    const chunk = routeBundles(BUILD_DIR)
      .find((bundle) => bundle.route === "routes/(ar)._shop._index")!
      .files.filter((url) => url.endsWith(".js"))
      .map((url) => ({ url, size: statSync(path.join(BUILD_DIR, "public", url)).size }))
      .sort((a, b) => b.size - a.size)[0]!;
    const assetUrl = `${local(stack.url)}${chunk.url}`;
    console.log(`\nlargest script ${chunk.url} (${kb(chunk.size)} before compression)`);
    const copy = await measure(assetUrl, { seconds, concurrency, headers: { "Accept-Encoding": "br" } });
    console.log(`  brotli, made at build time   ${describe(copy)}`);
    const perRequest = await measure(assetUrl, { seconds, concurrency, headers: { "Accept-Encoding": "deflate" } });
    console.log(
      `  deflate, made per request    ${describe(perRequest)}  → build-time/per-request ${ratio(copy, perRequest)}`,
    );

    // A product image of the home page: kept by this build's edge (server/edge/media-cache.ts),
    // against the baseline, whose Remix route fetched it from the upstream on every request.
    const homeHtml = await (await fetch(`${local(stack.url)}/`)).text();
    const imagePath = (/src="(\/media\/products\/[^"]+)"/.exec(homeHtml) ??
      /src="(\/media\/[^"]+)"/.exec(homeHtml))?.[1];
    if (imagePath) {
      const imageLoad = async (target: Stack) => {
        const before = cpuMs(target.pid);
        const result = await measure(`${local(target.url)}${imagePath}`, {
          seconds,
          concurrency,
          warmup: 20,
          headers: { "Accept-Encoding": FETCH_ACCEPT_ENCODING },
        });
        const cpu = (cpuMs(target.pid) - before) / (result.requests + 20);
        // The baseline's own stack.ts may not report its storefront's pid.
        return { result, cpu: Number.isFinite(cpu) ? `, CPU ${cpu.toFixed(2)} ms per request` : "" };
      };
      console.log(`\nan image of the home page ${imagePath}`);
      const kept = await imageLoad(stack);
      console.log(`  edge media cache    ${describe(kept.result)}${kept.cpu}`);
      if (baseline) {
        const proxied = await imageLoad(baseline.stack);
        console.log(
          `  on ${baseline.commit}      ${describe(proxied.result)}${proxied.cpu}  → cache/before ${ratio(kept.result, proxied.result)}`,
        );
      }
    }
  }
  // Not the memory goal's figure (that is the soak's, BENCH_SOAK_SECONDS=300): these runs end with
  // thousands of hits a second and a script compressed per request, which leave malloc's heap high.
  console.log(
    `\nstorefront memory after the runs (the memory goal is read after a soak): ${await memoryOf(stack.pid)}; load average ${load()}`,
  );

  if (soakSeconds > 0) {
    const urls = [
      "/",
      "/categories",
      "/product/newArrival",
      "/product/topRated",
      ...[...new Set(products.results.map((item) => item.category.id))].map((id) => `/category/${id}`),
      ...products.results.map((item) => `/single-product/${item.id}`),
      ...["lamp", "bag", "tea", "shirt"].map((q) => `/search?q=${q}`),
    ];
    if (soakCompare) {
      compared = await startStack({
        port: 0,
        host: "127.0.0.1",
        quiet: true,
        nodeFlags: soakCompareFlags?.length ? soakCompareFlags : undefined,
        env: { ...storefrontEnv(upstreamUrl), ...soakCompareEnv },
        onStorefrontLine: (line) => {
          if (line.includes('"msg":"memory"')) hearMemory(compared!.pid, line);
        },
      });
    }
    const soaked = [
      { name: "storefront", stack },
      ...(compared ? [{ name: `storefront with ${soakCompare!.join(" ")}`, stack: compared }] : []),
    ];
    // Signed-in shoppers in the mix (issue 37): SOAK_SHOPPERS sessions of the demo buyer, half
    // of them with a cart line, each asking for every third page.
    const shoppersOf = async (base: string) =>
      Promise.all(
        Array.from({ length: SOAK_SHOPPERS }, async (_, index) => {
          const cookie = await signedInCookie(base);
          return index % 2 === 0 ? cookie : await withCartLine(base, cookie, products.results[index]!.id);
        }),
      );
    const shoppers = await Promise.all(soaked.map((each) => shoppersOf(local(each.stack.url))));
    const mixed = (base: string, cookies: string[]) => (n: number) => {
      const url = n % 10 === 9 ? missUrl(`${base}${urls[n % urls.length]}`)(n) : `${base}${urls[n % urls.length]}`;
      return n % 3 === 1 ? { url, headers: { Cookie: cookies[n % cookies.length]! } } : url;
    };
    const started = Date.now();
    const cpuBefore = soaked.map((each) => cpuMs(each.stack.pid));
    const eachMinute = setInterval(() => {
      for (const { name, stack } of soaked) {
        void memoryOf(stack.pid).then((memory) =>
          console.log(`  soak ${Math.round((Date.now() - started) / 1000)} s, ${name}: ${memory}`),
        );
      }
    }, 60_000);
    const results = await Promise.all(
      soaked.map((each, index) =>
        measure(mixed(local(each.stack.url), shoppers[index]!), { seconds: soakSeconds, concurrency }),
      ),
    );
    clearInterval(eachMinute);
    for (const [index, { name, stack }] of soaked.entries()) {
      const result = results[index]!;
      const cpu = (cpuMs(stack.pid) - cpuBefore[index]!) / result.requests;
      console.log(
        `soak ${soakSeconds} s over ${urls.length} pages, one miss in ten, one view in three by ${SOAK_SHOPPERS} signed-in shoppers, ${name}: ${describe(result)}, CPU ${cpu.toFixed(2)} ms per request`,
      );
      console.log(`${name} memory after the soak: ${await memoryOf(stack.pid)}; load average ${load()}`);
    }
  }
  // The build startStack just made or found: what each page makes the browser download.
  const bundles = routeBundles(BUILD_DIR);
  const routeIds = {
    home: "routes/(ar)._shop._index",
    category: "routes/(ar)._shop.category.$id",
    product: "routes/(ar)._shop.single-product.$id",
  };
  for (const [name, routeId] of Object.entries(routeIds)) {
    const bundle = bundles.find((candidate) => candidate.route === routeId);
    if (bundle)
      console.log(
        `${name.padEnd(8)} ${bundle.path.padEnd(20)} JS ${kb(bundle.js)} gzipped, ${kb(bundle.jsBrotli)} brotli (budget ${kb(bundle.budget)}), CSS ${kb(bundle.css)} gzipped`,
      );
  }
} finally {
  await Promise.all([stack.stop(), baseline?.stack.stop(), compared?.stop(), ...variants.map((v) => v.stack.stop())]);
  rmSync(dataDir, { recursive: true, force: true });
}
