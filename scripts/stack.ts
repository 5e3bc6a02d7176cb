/**
 * Starts the whole demo stack as child processes: the reference upstream (only when no
 * upstream URL is configured, restarted when it dies) and the production storefront (server/edge/main.ts). Used by
 * `npm start`, the end-to-end harness and the benchmarks, so all three run the same way.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseConfig } from "#server/platform/config";
import { finishBuild } from "./finish-build.ts";

export const ROOT = path.resolve(import.meta.dirname, "..");
// STOREFRONT_BUILD_DIR: see remix.config.js.
const SERVER_BUILD = path.join(ROOT, process.env.STOREFRONT_BUILD_DIR ?? "", "build", "index.js");

/**
 * How the storefront's Node runs, here and in the image (Dockerfile's ENV and CMD; a unit test
 * keeps them in step; docs/decisions/0011): V8's young generation at 2 × 8 MiB instead of
 * growing to 2 × 64 MiB; the old generation allowed to grow to 1.2 times what the last full
 * collection kept (V8's own factor goes up to 4 under load: 130-160 MiB of heap for 50-90 MiB
 * live); incremental marking started at 80 % of that limit (V8's own rule starts it as soon as
 * the room left is smaller than the young generation, which under a 1.2 factor is always: it
 * marked back to back; the soft trigger would wait for a task, which a long synchronous run
 * never gives, and let the heap overshoot).
 */
export const STOREFRONT_NODE_FLAGS = [
  "--max-semi-space-size=8",
  "--heap-growing-percent=20",
  "--incremental-marking-hard-trigger=80",
];
/**
 * glibc's malloc, as the storefront runs it: 2 arenas instead of one per thread (zlib and brotli
 * run on libuv's threads, and each arena keeps its freed memory); the mmap threshold fixed at
 * glibc's own default, 128 KiB, which turns off its raising of the threshold to the size of
 * every mmapped block freed (and of the trim threshold to twice that): otherwise, once the first
 * large buffers have been freed, later ones come from the heap and keep it high.
 */
export const STOREFRONT_MALLOC_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: "2",
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

/** Whether a server can listen on `port` now (it is closed again at once). */
function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** The first port of the kernel's ephemeral range (Linux's default is 32768; macOS's is higher). */
export function ephemeralPortsStart(): number {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

/** Where our servers' ports are drawn from: up to the ephemeral range. */
export const LISTEN_PORTS_FROM = 20_000;

/**
 * A free port for one of our servers, drawn from below the kernel's ephemeral range, the ports it
 * gives the local end of every outgoing connection. A server restarted on the port it had (the
 * reference upstream's supervisor, the cluster test's replicas) then never finds it taken by a
 * client's socket in between, however many connections the machine opens meanwhile (an e2e run
 * opens thousands). Past 20 tries (a machine using that whole range), the kernel's own choice.
 */
export async function freePort(host = "127.0.0.1"): Promise<number> {
  const below = ephemeralPortsStart();
  for (let attempt = 0; attempt < 20 && below > LISTEN_PORTS_FROM; attempt++) {
    const port = randomInt(LISTEN_PORTS_FROM, below);
    if (await canListen(port, host)) return port;
  }
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Newest modification time of the files a build is made from. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds when there is no production build, or when app/ or server/ changed since the last one. */
export async function buildIfNeeded() {
  if (existsSync(SERVER_BUILD)) {
    const built = statSync(SERVER_BUILD).mtimeMs;
    if (Math.max(newestSource(path.join(ROOT, "app")), newestSource(path.join(ROOT, "server"))) <= built) return;
    console.log("[start] sources changed since the last build: running remix build");
  } else {
    console.log("[start] no production build yet: running remix build");
  }
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules", "@remix-run", "dev", "dist", "cli.js"), "build"],
    {
      cwd: ROOT,
      // Always the production build: a caller under vitest has NODE_ENV=test, which would make a development one.
      env: { ...process.env, NODE_ENV: "production" },
      stdio: "inherit",
    },
  );
  if (result.status !== 0) throw new Error("remix build failed");
  await finishBuild(path.join(ROOT, process.env.STOREFRONT_BUILD_DIR ?? "", "public", "build"));
}

/** The demo keeps a generated session secret in DATA_DIR, so sign-ins survive restarts. */
function demoSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function waitForLine(child: ChildProcess, prefix: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for "${prefix}"`)), timeoutMs);
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      if (line.startsWith(prefix)) {
        clearTimeout(timer);
        resolve(line.slice(prefix.length).trim());
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`process exited with ${code} before "${prefix}"`));
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      // Connection: close: no idle connection is left behind for the server's drain to wait on.
      const response = await fetch(url, { headers: { Connection: "close" } });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    // SIGINT: a prompt stop (SIGTERM is a rollout's drain, which leaves idle connections to a proxy for seconds).
    child.kill("SIGINT");
  });
}

/** Options of the reference upstream's process. */
type ReferenceUpstreamOptions = {
  dataDir: string;
  reseed?: boolean;
  quiet?: boolean;
  onLine?: (line: string) => void;
  /** Its JSON stderr lines (errors, strict refusals); without it a quiet upstream still prints them. */
  onLogLine?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  /** A free one by default (freePort: below the ephemeral range); a restart asks for the port it had. */
  port?: number;
};

type ReferenceUpstream = { url: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * The reference upstream as a child process; resolves once it prints its URL. On a port of its
 * choosing it tries up to three (another server may take a free port before the upstream listens).
 */
export async function startReferenceUpstream(options: ReferenceUpstreamOptions): Promise<ReferenceUpstream> {
  if (options.port !== undefined) return startReferenceUpstreamOn(options.port, options);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startReferenceUpstreamOn(await freePort(), options);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function startReferenceUpstreamOn(port: number, options: ReferenceUpstreamOptions): Promise<ReferenceUpstream> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "upstream", "main.ts"), ...(options.reseed ? ["--reseed"] : [])],
    {
      cwd: ROOT,
      env: {
        ...(options.env ?? process.env),
        DATA_DIR: options.dataDir,
        UPSTREAM_PORT: String(port),
        NODE_ENV: "development",
      },
      stdio: ["ignore", "pipe", options.quiet || options.onLogLine ? "pipe" : "inherit"],
    },
  );
  if (child.stderr) {
    // Quiet drops its chatter but never an error or a strict refusal (its JSON lines).
    const onLogLine = options.onLogLine ?? ((line: string) => process.stderr.write(`[upstream] ${line}\n`));
    createInterface({ input: child.stderr }).on("line", (line) => {
      if (line.startsWith("{")) onLogLine(line);
    });
  }
  let url: string;
  try {
    url = await waitForLine(child, "UPSTREAM_READY", 30_000);
  } catch (error) {
    // A child that never got ready (timed out) must not linger.
    await stopChild(child);
    throw error;
  }
  // Keep reading its per-request log lines, or the pipe fills and the upstream stalls.
  if (options.onLine) createInterface({ input: child.stdout! }).on("line", options.onLine);
  else if (!options.quiet) child.stdout!.pipe(process.stdout);
  else child.stdout!.resume();
  return { url, child, stop: () => stopChild(child) };
}

/** The storefront's upstream settings for a reference upstream at `upstreamUrl` (unset ones only). */
export function pointAtReferenceUpstream(env: NodeJS.ProcessEnv, upstreamUrl: string) {
  env.COMMERCE_API_URL = `${upstreamUrl}/api/`;
  env.PAYMENT_API_URL ||= `${upstreamUrl}/payment-api/`;
  env.TRACKING_API_URL ||= `${upstreamUrl}/tracking/`;
  // The reference upstream simulates the card provider too.
  env.CARD_PROVIDER_SCRIPT_URL ||= `${upstreamUrl}/payment-api/sim/moyasar/moyasar.js`;
  env.CARD_PROVIDER_PAYMENTS_URL ||= `${upstreamUrl}/payment-api/sim/moyasar/v1/payments/`;
}

/** Restart delays of the supervised upstream: 0.5 s doubling to at most 30 s, back to 0.5 s after a minute up. */
const RESTART_FIRST_MS = 500;
const RESTART_MAX_MS = 30_000;
const RESTART_RESET_AFTER_MS = 60_000;

/**
 * The reference upstream kept alive for the demo: when it dies it is started again on the
 * same port and database (no reseed), with a bounded backoff, so the storefront (which keeps
 * its URL) comes back by itself. Meanwhile the storefront serves its cache stale and 503
 * pages for the rest. `child()` is the process currently running (or last run).
 */
export async function superviseReferenceUpstream(
  options: ReferenceUpstreamOptions,
): Promise<{ url: string; child: () => ChildProcess; stop: () => Promise<void> }> {
  let current = await startReferenceUpstream(options);
  const port = Number(new URL(current.url).port);
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const say = (message: string) => {
    if (!options.quiet) console.error(`[start] ${message}`);
  };
  const scheduleRestart = (reason: string) => {
    const delay = Math.min(RESTART_FIRST_MS * 2 ** failures, RESTART_MAX_MS);
    failures += 1;
    say(`reference upstream ${reason}; restarting in ${delay} ms`);
    timer = setTimeout(() => void restart(), delay);
  };
  const watch = (child: ChildProcess) => {
    const startedAt = Date.now();
    child.once("exit", (code, signal) => {
      if (stopped) return;
      if (Date.now() - startedAt > RESTART_RESET_AFTER_MS) failures = 0;
      scheduleRestart(`exited (${signal ?? code})`);
    });
  };
  const restart = async () => {
    try {
      const next = await startReferenceUpstream({ ...options, reseed: false, port });
      if (stopped) return void (await next.stop());
      current = next;
      watch(next.child);
      say(`reference upstream is back at ${next.url}`);
    } catch (error) {
      // The port taken meanwhile, a broken database …: try again later.
      if (!stopped) scheduleRestart(`could not start (${(error as Error).message})`);
    }
  };
  watch(current.child);
  return {
    url: current.url,
    child: () => current.child,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current.stop();
    },
  };
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
  const port = options.port === 0 ? await freePort(options.host) : (options.port ?? settings.port);
  const storefront = spawn(
    process.execPath,
    [...(options.nodeFlags ?? STOREFRONT_NODE_FLAGS), path.join(ROOT, "server", "edge", "main.ts")],
    {
      cwd: ROOT,
      env: { ...STOREFRONT_MALLOC_ENV, ...env, PORT: String(port), ...(options.host ? { HOST: options.host } : {}) },
      stdio: ["ignore", options.onStorefrontLine ? "pipe" : stdio, "pipe"],
    },
  );
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
