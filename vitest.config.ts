import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    globals: true,
    environment: "node",
    include: [
      "tests/unit/**/*.test.{ts,tsx}",
      "upstream/**/*.test.ts",
      "server/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
    ],
    setupFiles: ["tests/unit/setup-env.ts"],
    // More test files at once than cores: most of these tests wait (servers, sockets, timers)
    // rather than compute. Vitest's default on a 2-core machine is one file at a time (52 s
    // there, against 22 s with four).
    maxWorkers: Math.max(4, availableParallelism()),
    minWorkers: 1,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
