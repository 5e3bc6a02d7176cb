import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPaymentHistory } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { shopRoute } from "#server/tenancy/route";

/** The shopper's real payment records from the payment API; never sample entries. */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const user = await requireUser(request, shop.id);
    return { payments: await loadPaymentHistory(shop.id, user) };
  });
}
