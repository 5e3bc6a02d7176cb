import type { LoaderFunctionArgs } from "@remix-run/node";
import { isOrderStatus, loadOrders } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { notFound, shopRoute } from "#server/tenancy/route";
import { textsIn } from "~/lib/texts.server";

/** A query value that must be a small positive integer; missing or empty is the default. */
function intParam(raw: string | null, pattern: RegExp, fallback: number): number {
  if (raw === null || raw === "") return fallback;
  return pattern.test(raw) ? Number(raw) : notFound();
}

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const user = await requireUser(request, shop.id);
    const params = new URL(request.url).searchParams;
    // Spec §4: status 1 and page 1 by default. Junk, page 0 or a page past the last: 404.
    const status = intParam(params.get("status"), /^[1-9]$/, 1);
    const page = intParam(params.get("page"), /^[1-9]\d{0,5}$/, 1);
    if (!isOrderStatus(status)) notFound();
    const result = await loadOrders(shop, user, status, page, language, textsIn(language).ORDER_STATUS_NAMES);
    return { status, page, ...result };
  });
}
