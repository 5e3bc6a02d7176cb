import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ephemeralPortsStart, freePort, LISTEN_PORTS_FROM, superviseReferenceUpstream } from "../../scripts/stack.ts";

/**
 * `npm start`'s reference upstream: when it dies, it comes back on the same port with the
 * same data, so the storefront (which keeps the URL) recovers by itself.
 */

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health/`)).ok;
  } catch {
    return false;
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("freePort", () => {
  it("draws our servers' ports from below the ephemeral range", async () => {
    const ports = await Promise.all(Array.from({ length: 10 }, () => freePort()));
    // A machine whose ephemeral range starts at or below LISTEN_PORTS_FROM leaves no room: freePort then takes the kernel's choice.
    if (ephemeralPortsStart() <= LISTEN_PORTS_FROM) return;
    for (const port of ports)
      expect(port >= LISTEN_PORTS_FROM && port < ephemeralPortsStart(), String(port)).toBe(true);
  });
});

describe("the supervised reference upstream", () => {
  let dataDir = "";
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "upstream-supervisor-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "is restarted on the same port with its data after it dies, and stays down once stopped",
    { timeout: 60_000 },
    async () => {
      const upstream = await superviseReferenceUpstream({
        dataDir,
        reseed: true,
        quiet: true,
        env: { ...process.env, UPSTREAM_LOG: "0" },
      });
      try {
        // Below the ephemeral range: no client's socket can take the port while it is down.
        if (ephemeralPortsStart() > LISTEN_PORTS_FROM)
          expect(Number(new URL(upstream.url).port)).toBeLessThan(ephemeralPortsStart());
        const tenant = await (await fetch(`${upstream.url}/api/tenants/lookup/?host=demo.localhost`)).json();
        const first = upstream.child();
        first.kill("SIGKILL");
        await new Promise((resolve) => first.once("exit", resolve));
        expect(await healthy(upstream.url)).toBe(false);

        await waitFor(() => healthy(upstream.url), 20_000);
        expect(upstream.child().pid).not.toBe(first.pid);
        // Same database, not reseeded: the same shop answers.
        expect(await (await fetch(`${upstream.url}/api/tenants/lookup/?host=demo.localhost`)).json()).toEqual(tenant);

        // A second death is survived too.
        const second = upstream.child();
        second.kill("SIGTERM");
        await new Promise((resolve) => second.once("exit", resolve));
        await waitFor(() => healthy(upstream.url), 20_000);
      } finally {
        await upstream.stop();
      }
      // Stopping is final: nothing comes back.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await healthy(upstream.url)).toBe(false);
    },
  );
});
