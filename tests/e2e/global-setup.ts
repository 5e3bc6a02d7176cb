import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startStack } from "../../scripts/stack.ts";
import { SESSION_SECRET } from "./helpers";

/**
 * One fresh stack for the whole run: a new SQLite database, free ports, the production build.
 * The reference upstream runs strict (only the documented calls, as documented): a call of the
 * storefront, or of a test, that the contract does not document fails the run.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
  const refused: string[] = [];
  const stack = await startStack({
    port: 0,
    host: "127.0.0.1",
    quiet: true,
    reseed: true,
    onUpstreamLogLine: (line) => {
      process.stderr.write(`[upstream] ${line}\n`);
      if (line.includes("strict upstream refused")) refused.push(line);
    },
    env: {
      UPSTREAM_STRICT: "1",
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SESSION_SECRET,
      COMMERCE_API_URL: "",
      PAYMENT_API_URL: "",
      TRACKING_API_URL: "",
      SAMPLE_STORE_HOST: "demo.localhost",
      TRUST_PROXY: "false",
      // Every test browser comes from 127.0.0.1: the per-client limit would make them
      // trip over each other. The per-account limits stay as configured.
      RATE_LIMIT_CLIENT_MAX: "100000",
      // Tests flip a shop's tracking switches at the upstream: the storefront sees a flip within a second.
      SERVICES_CACHE_TTL_SECONDS: "1",
    },
  });
  // Workers inherit these: tests build URLs for each demo host from the port.
  process.env.E2E_PORT = new URL(stack.url).port;
  process.env.E2E_UPSTREAM_URL = stack.upstreamUrl ?? "";
  // Removed with the run: the locks of tests that must not overlap (helpers.ts exclusively).
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (refused.length > 0) {
      throw new Error(
        `the strict reference upstream refused ${refused.length} undocumented call(s) (docs/upstream-api.md):\n${refused.join("\n")}`,
      );
    }
  };
}
