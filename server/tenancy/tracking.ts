import { sharedCached, tenantKey } from "#server/platform/cache";
import { config } from "#server/platform/config";
import { errorFields, log } from "#server/platform/log";
import { TrackingServicesSchema } from "#server/upstream/contract";
import { upstreamRequest } from "#server/upstream/client";

/** Which of the tracking API's services a shop has switched on (spec §7). */
export type ShopServices = { contact: boolean; visitor: boolean };

/** Spec §7: "both inactive on failure". */
const ALL_OFF: ShopServices = { contact: false, visitor: false };

/**
 * GET identity/services/1/ for one shop (`tenant_id` asks for that shop's switches where the
 * backend keeps them per shop). Cached per shop for SERVICES_CACHE_TTL_SECONDS and never
 * served stale, so a switch-off shows within that time; any failure means both are off
 * (and is not cached: the next request asks again).
 */
export async function loadShopServices(shopId: number): Promise<ShopServices> {
  try {
    return await sharedCached(
      tenantKey(shopId, "services"),
      async () => {
        const services = await upstreamRequest({
          service: "tracking",
          path: "identity/services/1/",
          query: { tenant_id: shopId },
          schema: TrackingServicesSchema,
        });
        return { contact: services.contact.active, visitor: services.visitor.active };
      },
      { ttl: config().servicesCacheTtlMs, staleWhileRevalidate: 0 },
    );
  } catch (error) {
    log.warn("tracking services unavailable: contact and visitor report off", { shopId, ...errorFields(error) });
    return ALL_OFF;
  }
}
