import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    globals: true,
    environment: "node",
    include: ["tests/unit/**/*.test.{ts,tsx}", "upstream/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/unit/setup-env.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
