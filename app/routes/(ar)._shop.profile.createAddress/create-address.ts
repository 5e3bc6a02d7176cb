import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createAddress, loadAddresses, loadCountries } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { newFormToken } from "#server/identity/form-once";
import { shopRoute } from "#server/tenancy/route";
import { textsIn } from "~/lib/texts.server";
import { saveAddressAction } from "~/forms/address-action.server";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const user = await requireUser(request, shop.id);
    const [countries, addresses] = await Promise.all([loadCountries(language), loadAddresses(shop.id, user, language)]);
    return { countries, isFirst: addresses.length === 0, formToken: newFormToken() };
  });
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const user = await requireUser(request, shop.id);
    return saveAddressAction(
      request,
      await request.formData(),
      { shopId: shop.id, userId: user.userId },
      (address) => createAddress(shop.id, user, address, language),
      textsIn(language).ADDRESS_ADDED,
      language,
    );
  });
}
