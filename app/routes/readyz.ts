import { upstreamIsReady } from "../../server/health.server";

/** Readiness: the commerce upstream answers. A load balancer stops routing here while it is 503. */
export async function loader() {
  const ready = await upstreamIsReady();
  return new Response(JSON.stringify({ status: ready ? "ready" : "upstream unavailable" }), {
    status: ready ? 200 : 503,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
