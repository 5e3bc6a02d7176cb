import { spawnSync } from "node:child_process";
import path from "node:path";

/** The guard in setup-env.ts: a console.error fails the test it happens in, unless the test mocks it. */
it("fails exactly the test that called console.error", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules", "vitest", "vitest.mjs"),
      "run",
      "--config",
      "tests/unit/console-guard/vitest.config.ts",
      "--reporter",
      "verbose",
    ],
    { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } },
  );
  const output = run.stdout + run.stderr;
  expect(run.status, output).toBe(1);
  expect(output).toContain("console.error was called during this test:\nsomething broke");
  expect(output).toMatch(/Tests\s+1 failed \| 2 passed/);
});
