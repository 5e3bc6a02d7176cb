import { startSecondStorefront } from "./second-storefront";

/**
 * The privacy test's second storefront (tests/e2e/stitched-pages.spec.ts): the same build on the
 * run's reference upstream with the same session secret, its page cache off, so that every page
 * it answers is a full render for the visitor whose cookies came with the request: what a
 * stitched page (decision 0029) must equal. A worker fixture of fixtures.ts, started only in a
 * worker that runs a test using it (outage-stack.ts says why it is declared there).
 */

export type FullRender = {
  /** A URL on the full-render storefront; "localhost" is the first shop (what Node resolves). */
  url: (path: string, host?: string) => string;
};

export async function withFullRenderStack(provide: (fullRender: FullRender) => Promise<void>) {
  const storefront = await startSecondStorefront(process.env.E2E_UPSTREAM_URL!, { PAGE_CACHE_MAX_MB: "0" });
  try {
    await provide({ url: storefront.url });
  } finally {
    await storefront.stop();
  }
}
