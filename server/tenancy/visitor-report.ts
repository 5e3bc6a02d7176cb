import { z } from "zod";
import type { FirstVisit } from "#server/platform/edge-contract";
import { errorFields, log } from "#server/platform/log";
import { resolveShop } from "./shop";
import { loadShopServices } from "./tracking";
import { VisitorReportResponseSchema } from "#server/upstream/contract";
import { upstreamRequest } from "#server/upstream/client";

/**
 * The visitor report (spec §4, §7): a visitor's first page view of a shop is reported once to
 * the tracking API, only while the shop's visitor service is active. The HTTP edge
 * (server/edge/visitor-report.ts) decides what a first page view is and marks the visitor;
 * this module, reached through the Remix build, decides whether it counts and sends it.
 */

/** How long a first page view may wait for the (cached) services answer; past it, no report this time. */
export const SERVICES_WAIT_MS = 500;
/** The report is sent in the background; it gives up after this long. */
export const REPORT_TIMEOUT_MS = 2000;

/** A first page view as the edge saw it. */
export type { FirstVisit };

/** The Referer's origin (http or https only), or "" for none or anything else. */
function refererOrigin(referer: string | null): string {
  try {
    const url = new URL(referer ?? "");
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : "";
  } catch {
    return "";
  }
}

/** What is reported; a reference the tracking API would refuse (blank, over 500 characters) is left out. */
const ReportSchema = z.object({
  page: z.string().startsWith("/").max(2000),
  source_website: z.string().max(2000),
  ip: z.string().max(64).catch(""),
  reference: z.string().trim().min(1).max(500).nullable().catch(null),
});
export type VisitorReport = z.output<typeof ReportSchema>;

export function visitorReportOf(visit: FirstVisit): VisitorReport | null {
  const report = ReportSchema.safeParse({
    page: visit.page,
    source_website: refererOrigin(visit.referer),
    ip: visit.ip,
    reference: visit.reference,
  });
  return report.success ? report.data : null;
}

/** POST create-report/ (form fields); failures are only logged (spec §8). */
export async function sendVisitorReport(shopId: number, report: VisitorReport): Promise<void> {
  try {
    await upstreamRequest({
      service: "tracking",
      method: "POST",
      path: "create-report/",
      query: { tenant_id: shopId },
      form: {
        page: report.page,
        source_website: report.source_website,
        ip: report.ip,
        ...(report.reference ? { reference: report.reference } : {}),
      },
      timeoutMs: REPORT_TIMEOUT_MS,
      schema: VisitorReportResponseSchema,
    });
  } catch (error) {
    log.warn("visitor report failed", { shopId, ...errorFields(error) });
  }
}

/** `promise`'s value, or undefined when it takes longer than `ms` (it goes on, e.g. filling a cache). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Reports a first page view when the shop exists, is published and has its visitor service
 * on (off when the tracking API fails or does not answer within SERVICES_WAIT_MS). Resolves
 * true when the view counted, so the edge marks the visitor and drops `s`; the report itself
 * goes out in the background and never delays the page.
 */
export async function reportFirstVisit(visit: FirstVisit): Promise<boolean> {
  const report = visitorReportOf(visit);
  if (!report) return false;
  const resolution = await resolveShop(visit.host);
  if (resolution.kind !== "shop") return false;
  const services = await within(loadShopServices(resolution.shop.id), SERVICES_WAIT_MS);
  if (!services?.visitor) return false;
  void sendVisitorReport(resolution.shop.id, report);
  return true;
}
