import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

const MAIN = path.join(import.meta.dirname, "main.ts");

function run(args: string[], env: Record<string, string>) {
  return spawn(process.execPath, [MAIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

describe("upstream CLI", () => {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "upstream-cli-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("--reseed-only seeds and exits", async () => {
    const child = run(["--reseed-only"], { DATA_DIR: dir });
    const code = await new Promise((r) => child.once("exit", r));
    expect(code).toBe(0);
    expect(existsSync(path.join(dir, "upstream.sqlite"))).toBe(true);
  });

  test("prints UPSTREAM_READY, logs JSON lines, stops on SIGTERM", async () => {
    const child = run([], { DATA_DIR: dir, UPSTREAM_PORT: "0" });
    const lines: string[] = [];
    const rl = createInterface({ input: child.stdout! });
    const url = await new Promise<string>((resolve, reject) => {
      rl.on("line", (l) => {
        lines.push(l);
        const m = /^UPSTREAM_READY (http:\/\/127\.0\.0\.1:\d+)$/.exec(l);
        if (m?.[1]) resolve(m[1]);
      });
      child.once("exit", () => reject(new Error("exited early")));
    });
    expect(lines[0]).toMatch(/^UPSTREAM_READY /);
    const r = await fetch(`${url}/api/health/`);
    expect(await r.json()).toEqual({ status: "ok" });
    await new Promise((r) => setTimeout(r, 50));
    const log = JSON.parse(lines[1] ?? "{}") as Record<string, unknown>;
    expect(log).toMatchObject({ method: "GET", status: 200 });
    expect(typeof log.ms).toBe("number");
    child.kill("SIGTERM");
    const code = await new Promise((r) => child.once("exit", r));
    expect(code).toBe(0);
    expect(lines.filter((l) => l.startsWith("UPSTREAM_READY"))).toHaveLength(1);
  });

  test("UPSTREAM_STRICT=1 refuses an undocumented form with a 404 and a line on stderr", async () => {
    const child = run([], { DATA_DIR: dir, UPSTREAM_PORT: "0", UPSTREAM_LOG: "0", UPSTREAM_STRICT: "1" });
    const stderr: string[] = [];
    createInterface({ input: child.stderr! }).on("line", (l) => stderr.push(l));
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on("line", (l) => {
        const m = /^UPSTREAM_READY (\S+)$/.exec(l);
        if (m?.[1]) resolve(m[1]);
      });
      child.once("exit", () => reject(new Error("exited early")));
    });
    try {
      expect((await fetch(`${url}/api/health/`)).status).toBe(200);
      expect((await fetch(`${url}/api/health`)).status).toBe(404);
      await new Promise((r) => setTimeout(r, 50));
      expect(stderr.map((l) => JSON.parse(l) as unknown)).toEqual([
        expect.objectContaining({
          path: "/api/health",
          reason: "the documented path is /api/health/ (trailing slash)",
        }),
      ]);
    } finally {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
  });
});
