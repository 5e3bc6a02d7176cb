import { startFaultProxy, type FaultProxy } from "./fault-proxy";
import { startSecondStorefront } from "./second-storefront";

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
  const proxy = await startFaultProxy(process.env.E2E_UPSTREAM_URL!);
  try {
    const storefront = await startSecondStorefront(proxy.url, {
      UPSTREAM_TIMEOUT_MS: String(OUTAGE_TIMEOUT_MS),
      CACHE_TTL_SECONDS: "1",
      CACHE_STALE_SECONDS: "600",
      TENANT_CACHE_TTL_SECONDS: "1",
    });
    try {
      await provide({ proxy, url: storefront.url });
    } finally {
      await storefront.stop();
    }
  } finally {
    await proxy.close();
  }
}
