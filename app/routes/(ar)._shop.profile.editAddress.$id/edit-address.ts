import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadAddress, loadCountries, updateAddress } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { newFormToken } from "#server/identity/form-once";
import { idOrNotFound, shopRoute } from "#server/tenancy/route";
import { saveAddressAction } from "~/forms/address-action.server";
import { textsIn } from "~/lib/texts.server";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, params, shop, language }) => {
    const user = await requireUser(request, shop.id);
    // Junk ids here, another shopper's address at the upstream: both 404.
    const id = idOrNotFound(params.id);
    const [address, countries] = await Promise.all([loadAddress(shop.id, user, id, language), loadCountries(language)]);
    return { address, countries, formToken: newFormToken() };
  });
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, params, shop, language }) => {
    const user = await requireUser(request, shop.id);
    const id = idOrNotFound(params.id);
    // An untick of the main address is not sent: it stays main.
    return saveAddressAction(
      request,
      await request.formData(),
      { shopId: shop.id, userId: user.userId },
      (address) => updateAddress(shop.id, user, id, address, language),
      textsIn(language).ADDRESS_SAVED,
      language,
    );
  });
}
