import { defineConfig } from "vitest/config";

/** Runs only the sample below with the suite's setup file (see ../console-guard.test.ts). */
export default defineConfig({
  test: {
    globals: true,
    include: ["tests/unit/console-guard/sample.ts"],
    setupFiles: ["tests/unit/setup-env.ts"],
  },
});
