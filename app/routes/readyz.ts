import { HealthSchema } from "../../server/upstream/contract";
import { upstreamRequest } from "../../server/upstream/client.server";

/** Readiness: the commerce upstream answers. A load balancer stops routing here while it is 503. */
export async function loader() {
  const headers = { "Content-Type": "application/json", "Cache-Control": "no-store" };
  try {
    await upstreamRequest({ path: "health/", schema: HealthSchema });
    return new Response(JSON.stringify({ status: "ready" }), { headers });
  } catch {
    return new Response(JSON.stringify({ status: "upstream unavailable" }), { status: 503, headers });
  }
}
