/**
 * Starts the whole demo stack as child processes: the reference upstream (only when no
 * upstream URL is configured, restarted when it dies) and the production storefront (server/edge/main.ts,
 * bundled: scripts/bundle-edge.ts). Used by
 * `npm start`, the end-to-end harness and the benchmarks, so all three run the same way. Its
 * parts are under scripts/stack/: free ports, the child processes, the build, the reference
 * upstream.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseConfig } from "#server/platform/config";
import { bundleEdge, EDGE_BUNDLE } from "./bundle-edge.ts";
import { buildIfNeeded } from "./stack/build.ts";
import { ROOT, stopChild, waitForHttp } from "./stack/children.ts";
import { freePort } from "./stack/ports.ts";
import { pointAtReferenceUpstream, superviseReferenceUpstream } from "./stack/reference-upstream.ts";

// The parts, under scripts/stack/, as other scripts and the tests import them from here.
export { buildIfNeeded } from "./stack/build.ts";
export { ROOT } from "./stack/children.ts";
export { ephemeralPortsStart, freePort, LISTEN_PORTS_FROM } from "./stack/ports.ts";
export {
  pointAtReferenceUpstream,
  startReferenceUpstream,
  superviseReferenceUpstream,
} from "./stack/reference-upstream.ts";

/**
 * How the storefront's Node runs, here and in the image (Dockerfile's ENV and CMD; a unit test
 * keeps them in step; docs/decisions/0011): V8's young generation at 2 × 8 MiB instead of
 * growing to 2 × 64 MiB; the old generation allowed to grow to 1.2 times what the last full
 * collection kept (V8's own factor goes up to 4 under load: 130-160 MiB of heap for 50-90 MiB
 * live); incremental marking started at 80 % of that limit (V8's own rule starts it as soon as
 * the room left is smaller than the young generation, which under a 1.2 factor is always: it
 * marked back to back; the soft trigger would wait for a task, which a long synchronous run
 * never gives, and let the heap overshoot). Not `--external-memory-accounted-in-global-limit`: 12
 * MiB less after the soak, but signed-in views cost 12-50 % more CPU (decision 0011's amendment of
 * 2026-11-28).
 */
export const STOREFRONT_NODE_FLAGS = [
  "--max-semi-space-size=8",
  "--heap-growing-percent=20",
  "--incremental-marking-hard-trigger=80",
];
/**
 * glibc's malloc, as the storefront runs it: one arena for every thread instead of one per thread
 * (zlib and brotli run on libuv's threads, and each arena keeps its freed memory; a second arena
 * held 12-15 MiB more after the soak, at the same CPU per request: decision 0011's amendment of
 * 2026-11-28); the mmap threshold fixed at
 * glibc's own default, 128 KiB, which turns off its raising of the threshold to the size of
 * every mmapped block freed (and of the trim threshold to twice that): otherwise, once the first
 * large buffers have been freed, later ones come from the heap and keep it high.
 */
export const STOREFRONT_MALLOC_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: "1",
  MALLOC_MMAP_THRESHOLD_: "131072",
};

export type StackOptions = {
  env?: Record<string, string | undefined>;
  /** Storefront port; 0 picks a free one. */
  port?: number;
  /** Interface to bind; the server binds every interface when unset. */
  host?: string;
  /** The storefront's Node flags (default STOREFRONT_NODE_FLAGS): the bench compares others side by side. */
  nodeFlags?: string[];
  /** Wipe the reference upstream's database and seed it again. */
  reseed?: boolean;
  /** Child output: inherit (npm start) or silence (tests), keeping errors. */
  quiet?: boolean;
  /** Receives each line the reference upstream prints (one JSON line per request it serves). */
  onUpstreamLine?: (line: string) => void;
  /** Receives each line the storefront prints on stdout (its log); without it a quiet stack drops them. */
  onStorefrontLine?: (line: string) => void;
  /** Receives each JSON line the reference upstream logs on stderr (errors, strict refusals); quiet stacks print them otherwise. */
  onUpstreamLogLine?: (line: string) => void;
};

export type Stack = {
  url: string;
  upstreamUrl: string | null;
  /** The storefront process (the bench reads its memory). */
  pid: number | undefined;
  stop: () => Promise<void>;
  exited: Promise<number>;
};

/** The demo keeps a generated session secret in DATA_DIR, so sign-ins survive restarts. */
function demoSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const env = { ...process.env, ...options.env } as NodeJS.ProcessEnv;
  env.NODE_ENV ??= "production";
  const demo = !env.COMMERCE_API_URL;
  if (demo && !env.SESSION_SECRET) env.SESSION_SECRET = demoSessionSecret(path.resolve(ROOT, env.DATA_DIR || "./data"));
  // Validate first: a bad value stops here with one line naming it.
  const settings = parseConfig(env, { requireUpstream: false });
  const stdio: "ignore" | "inherit" = options.quiet ? "ignore" : "inherit";

  let upstream: Awaited<ReturnType<typeof superviseReferenceUpstream>> | undefined;
  let upstreamUrl: string | null = null;
  if (demo) {
    const dataDir = path.resolve(ROOT, settings.dataDir);
    upstream = await superviseReferenceUpstream({
      dataDir,
      reseed: options.reseed,
      quiet: options.quiet,
      onLine: options.onUpstreamLine,
      onLogLine: options.onUpstreamLogLine,
      env,
    });
    upstreamUrl = upstream.url;
    pointAtReferenceUpstream(env, upstreamUrl);
    if (!options.quiet) console.log(`[start] reference upstream at ${upstreamUrl} (data in ${dataDir})`);
  }

  await buildIfNeeded();
  // Every start, built or not: the edge's own sources may have changed since (a bundle takes ~20 ms).
  await bundleEdge();
  const port = options.port === 0 ? await freePort(options.host) : (options.port ?? settings.port);
  const storefront = spawn(process.execPath, [...(options.nodeFlags ?? STOREFRONT_NODE_FLAGS), EDGE_BUNDLE], {
    cwd: ROOT,
    env: { ...STOREFRONT_MALLOC_ENV, ...env, PORT: String(port), ...(options.host ? { HOST: options.host } : {}) },
    stdio: ["ignore", options.onStorefrontLine ? "pipe" : stdio, "pipe"],
  });
  if (options.onStorefrontLine) createInterface({ input: storefront.stdout! }).on("line", options.onStorefrontLine);
  // Keep the storefront's stderr (a config error, a crash) for the failure message.
  let stderr = "";
  storefront.stderr!.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    if (!options.quiet) process.stderr.write(chunk);
  });

  // Only the storefront ends the stack: a dead reference upstream is restarted by its supervisor.
  const exited = new Promise<number>((resolve) => {
    storefront.once("exit", (code) => resolve(code ?? 1));
  });
  const stop = async () => {
    await Promise.all([stopChild(storefront), upstream ? upstream.stop() : Promise.resolve()]);
  };

  const url = `http://${options.host ?? "localhost"}:${port}`;
  try {
    await Promise.race([
      waitForHttp(`http://127.0.0.1:${port}/healthz`, 60_000),
      exited.then((code) => Promise.reject(new Error(`storefront exited with ${code}\n${stderr}`))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, upstreamUrl, pid: storefront.pid, stop, exited };
}
