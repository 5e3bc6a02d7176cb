import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "#server/identity/auth";
import { redirect, shopRoute } from "#server/tenancy/route";
import { getSession } from "#server/identity/session";

/**
 * A card payment that could not become an order (decision 0005): the card was charged, the shop
 * refunds it (docs/operations.md, Payments without an order). The payment id comes from the
 * session the callback wrote, never from the URL, so no link can show this page to anyone else.
 */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    await requireUser(request, shop.id);
    const payment = (await getSession(request)).get("notOrderedPayment");
    if (!payment || payment.shopId !== shop.id) throw redirect("/profile/orders", { status: 303 });
    return { paymentId: payment.paymentId };
  });
}
