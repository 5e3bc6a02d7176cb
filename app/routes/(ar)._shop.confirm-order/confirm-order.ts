import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadOrder } from "#server/account/account";
import { textsIn } from "~/lib/texts.server";
import { requireUser } from "#server/identity/auth";
import { idOrNotFound, redirect, shopRoute } from "#server/tenancy/route";
import { UpstreamError } from "#server/upstream/client";

/**
 * The success page (spec §2) for one of the shopper's orders, read back from the upstream:
 * the pay flow comes here only after the upstream confirmed the order. Without an order of
 * theirs, the order history is the place to look.
 */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const user = await requireUser(request, shop.id);
    const raw = new URL(request.url).searchParams.get("order");
    if (!raw) throw redirect("/profile/orders", { status: 303 });
    try {
      return { order: await loadOrder(shop, user, idOrNotFound(raw), language, textsIn(language).ORDER_STATUS_NAMES) };
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === "not_found")
        throw redirect("/profile/orders", { status: 303 });
      throw error;
    }
  });
}
