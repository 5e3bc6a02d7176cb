/**
 * The stack's child processes: the folder they run in (the repository's root), waiting for a
 * line one prints or for its HTTP answer, and stopping one promptly. Part of scripts/stack.ts.
 */
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export function waitForLine(child: ChildProcess, prefix: string, timeoutMs: number): Promise<string> {
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

export async function waitForHttp(url: string, timeoutMs: number) {
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

export function stopChild(child: ChildProcess): Promise<void> {
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
