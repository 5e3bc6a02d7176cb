import { startFaultProxy, type FaultProxy } from "./fault-proxy";
import { SESSION_SECRET } from "./helpers";

/**
 * The outage tests' second stack (tests/e2e/outage.spec.ts): a storefront whose three upstream
 * URLs point at a fault-injecting proxy (fault-proxy.ts) in front of the run's reference upstream.
 * Its catalogue is fresh for 1 s, then served stale for 10 minutes; each upstream call gives up
 * after OUTAGE_TIMEOUT_MS (a GET is tried twice).
 *
 * A worker fixture of the one `test` every spec imports (fixtures.ts), started only in a worker
 * that runs an outage test. Declared there rather than by an `extend` in the spec: a spec with
 * fixtures of its own gets workers of its own, which Playwright schedules after every other file
 * of the project, so the outage file ran last, in a new worker and browser, while the others
 * had finished.
 */

export const OUTAGE_TIMEOUT_MS = 1500;

export type Outage = {
  proxy: FaultProxy;
  /** A URL on the outage storefront; "localhost" is the first shop and is what Node can resolve (page.request). */
  url: (path: string, host?: string) => string;
};

/** Starts the proxy and the storefront behind it, gives them to `provide`, then stops both. */
export async function withOutageStack(provide: (outage: Outage) => Promise<void>) {
  // Imported here, not at the top: the stack module and what it loads are for this worker only.
  const { pointAtReferenceUpstream, startStack } = await import("../../scripts/stack.ts");
  const proxy = await startFaultProxy(process.env.E2E_UPSTREAM_URL!);
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "production",
    SESSION_SECRET,
    SAMPLE_STORE_HOST: "demo.localhost",
    TRUST_PROXY: "false",
    RATE_LIMIT_CLIENT_MAX: "100000",
    UPSTREAM_TIMEOUT_MS: String(OUTAGE_TIMEOUT_MS),
    CACHE_TTL_SECONDS: "1",
    CACHE_STALE_SECONDS: "600",
    TENANT_CACHE_TTL_SECONDS: "1",
  };
  pointAtReferenceUpstream(env, proxy.url);
  try {
    const stack = await startStack({ port: 0, host: "127.0.0.1", quiet: true, env });
    try {
      const port = new URL(stack.url).port;
      await provide({ proxy, url: (path, host = "demo.localhost") => `http://${host}:${port}${path}` });
    } finally {
      await stack.stop();
    }
  } finally {
    await proxy.close();
  }
}
