/**
 * The reference upstream (upstream/main.ts) as a child process of the stack: started on a free
 * port, kept alive for the demo (restarted with a bounded backoff when it dies), and the
 * storefront's settings that point at it. Part of scripts/stack.ts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { ROOT, stopChild, waitForLine } from "./children.ts";
import { freePort } from "./ports.ts";

/** Options of the reference upstream's process. */
export type ReferenceUpstreamOptions = {
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
