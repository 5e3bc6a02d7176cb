import type { MetaFunction, ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createAddress, loadAddresses, loadCountries } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { newFormToken } from "#server/identity/form-once";
import { shopRoute } from "#server/tenancy/route";
import { AddressForm } from "~/components/AddressForm";
import { ADDRESS_ADDED } from "~/texts";
import { saveAddressAction } from "~/forms/address-action.server";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import { FormTokenInput } from "~/forms/form-ui";
import { useSubmissionPending } from "~/forms/pending";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Add Address", "Add a shipping address");

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const user = await requireUser(request, shop.id);
    const [countries, addresses] = await Promise.all([loadCountries(), loadAddresses(shop.id, user)]);
    return { countries, isFirst: addresses.length === 0, formToken: newFormToken() };
  });
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const user = await requireUser(request, shop.id);
    return saveAddressAction(
      request,
      await request.formData(),
      { shopId: shop.id, userId: user.userId },
      (address) => createAddress(shop.id, user, address),
      ADDRESS_ADDED,
    );
  });
}

export default function CreateAddress() {
  const { countries, isFirst, formToken } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <ProfileSection title="Add new address">
      <AddressForm
        id="create-address"
        countries={countries}
        lastResult={lastResult}
        defaultValue={isFirst ? { mainAddress: true } : undefined}
        mainLocked={isFirst ? "first" : null}
        submitLabel="Add Address"
        busy={useSubmissionPending()}
      >
        <FormTokenInput token={formToken} />
      </AddressForm>
    </ProfileSection>
  );
}
