import { SESSION_SECRET } from "./helpers";

/** A storefront of the run's build besides the global one, for a worker fixture (outage-stack.ts, full-render-stack.ts). */
export type SecondStorefront = {
  /** A URL on it; "localhost" is the first shop and is what Node can resolve (page.request). */
  url: (path: string, host?: string) => string;
  stop: () => Promise<void>;
};

/**
 * Starts one on the upstream at `upstreamUrl` with the run's SESSION_SECRET (a session cookie of
 * the global storefront opens here too) and `settings` over the tests' usual ones.
 */
export async function startSecondStorefront(
  upstreamUrl: string,
  settings: Record<string, string>,
): Promise<SecondStorefront> {
  // Imported here, not at the top: the stack module and what it loads are for this worker only.
  const { pointAtReferenceUpstream, startStack } = await import("../../scripts/stack.ts");
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "production",
    SESSION_SECRET,
    SAMPLE_STORE_HOST: "demo.localhost",
    TRUST_PROXY: "false",
    RATE_LIMIT_CLIENT_MAX: "100000",
    ...settings,
  };
  pointAtReferenceUpstream(env, upstreamUrl);
  const stack = await startStack({ port: 0, host: "127.0.0.1", quiet: true, env });
  const port = new URL(stack.url).port;
  return { url: (path, host = "demo.localhost") => `http://${host}:${port}${path}`, stop: () => stack.stop() };
}
