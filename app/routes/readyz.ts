import { upstreamIsReady } from "#server/upstream/health";
import { redisState } from "#server/platform/redis";
import { tokenRevoker } from "#server/identity/token-revocation";

/**
 * Readiness: the commerce upstream answers. A load balancer stops routing here while it is
 * 503. Redis is reported, not required: without it this replica still serves (from its own
 * memory, see docs/operations.md), so an outage must not take every replica out at once.
 * `revocationsPending`: sign-outs whose token the upstream has not confirmed revoked yet.
 */
export async function loader() {
  const [ready, revocationsPending] = await Promise.all([upstreamIsReady(), tokenRevoker().pending()]);
  return new Response(
    JSON.stringify({ status: ready ? "ready" : "upstream unavailable", redis: redisState(), revocationsPending }),
    {
      status: ready ? 200 : 503,
      headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
    },
  );
}
