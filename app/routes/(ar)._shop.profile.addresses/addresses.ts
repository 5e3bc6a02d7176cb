import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadAddresses } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { redirect, shopRoute } from "#server/tenancy/route";

/** The Shipping Address tab: the form when the shopper has no address yet, else the list. */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const user = await requireUser(request, shop.id);
    const addresses = await loadAddresses(shop.id, user, language);
    return redirect(addresses.length === 0 ? "/profile/createAddress" : "/profile/displayAddress");
  });
}
