import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPaymentHistory } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { shopRoute } from "#server/tenancy/route";
import { textsIn } from "~/lib/texts.server";

/** The shopper's real payment records from the payment API; never sample entries. */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const user = await requireUser(request, shop.id);
    // Dates in the page's language, methods by the catalogue's names.
    return { payments: await loadPaymentHistory(shop.id, user, language, textsIn(language).PAYMENT_HISTORY_METHODS) };
  });
}
