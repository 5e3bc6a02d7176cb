import { upstreamIsReady } from "../../server/health.server";
import { redisState } from "../../server/redis.server";

/**
 * Readiness: the commerce upstream answers. A load balancer stops routing here while it is
 * 503. Redis is reported, not required: without it this replica still serves (from its own
 * memory, see docs/operations.md), so an outage must not take every replica out at once.
 */
export async function loader() {
  const ready = await upstreamIsReady();
  return new Response(JSON.stringify({ status: ready ? "ready" : "upstream unavailable", redis: redisState() }), {
    status: ready ? 200 : 503,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
