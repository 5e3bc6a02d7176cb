import { defineConfig } from "vitest/config";
import path from "node:path";

/**
 * `npm run test:cluster`: two storefront replicas, Redis and nginx as real processes
 * (tests/cluster). Separate from `npm run test:unit`: it needs the production build and takes
 * half a minute.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    globals: true,
    environment: "node",
    include: ["tests/cluster/**/*.test.ts"],
    setupFiles: ["tests/unit/setup-env.ts"],
    // One file, its steps in order, on the shared processes.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
