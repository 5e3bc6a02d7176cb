import { log } from "#server/platform/log";
import type { CspNeed } from "#server/platform/security";

/**
 * A shop's Google Analytics (gtag.js) and Google Tag Manager ids (spec §3, §4: the scripts
 * are injected when the tenant has them). Each id is checked here, once per request's shop:
 * an unset or malformed one is null, so nothing but a well-formed id ever reaches a script.
 */
export type ShopAnalytics = { googleAnalyticsId: string | null; googleTagManagerId: string | null };

/** GA4 measurement ids (G-…) and Universal Analytics property ids (UA-…-…). */
const ANALYTICS_ID = /^(?:G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/;
const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Every bad value is logged once per process (shops are resolved on every request). */
const reported = new Set<string>();
const MAX_REPORTED = 1000;

function checkedId(shopId: number, field: string, value: string | null, pattern: RegExp): string | null {
  const id = value?.trim();
  if (!id) return null;
  if (pattern.test(id)) return id;
  const key = `${shopId}\u0000${field}\u0000${id}`;
  if (!reported.has(key) && reported.size < MAX_REPORTED) {
    reported.add(key);
    log.warn("invalid analytics id ignored", { shopId, field, value: id.slice(0, 60) });
  }
  return null;
}

export function shopAnalytics(tenant: {
  id: number;
  google_analytics_id: string | null;
  google_tag_manager_id: string | null;
}): ShopAnalytics {
  return {
    googleAnalyticsId: checkedId(tenant.id, "google_analytics_id", tenant.google_analytics_id, ANALYTICS_ID),
    googleTagManagerId: checkedId(tenant.id, "google_tag_manager_id", tenant.google_tag_manager_id, TAG_MANAGER_ID),
  };
}

/** The Content-Security-Policy needs of a shop's pages: only for the snippets it loads. */
export function analyticsCspNeeds(analytics: ShopAnalytics): CspNeed[] {
  return [
    ...(analytics.googleAnalyticsId ? ["google-analytics" as const] : []),
    ...(analytics.googleTagManagerId ? ["google-tag-manager" as const] : []),
  ];
}
