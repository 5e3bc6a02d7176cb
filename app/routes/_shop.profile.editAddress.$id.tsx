import type { MetaFunction, ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "#link";
import { useActionData, useLoaderData } from "@remix-run/react";
import { loadAddress, loadCountries, updateAddress } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { newFormToken } from "#server/identity/form-once";
import { idOrNotFound, shopRoute } from "#server/tenancy/route";
import { AddressForm } from "~/components/AddressForm";
import { saveAddressAction } from "~/forms/address-action.server";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import { ADDRESS_SAVED } from "~/texts";
import { FormTokenInput } from "~/forms/form-ui";
import { useSubmissionPending } from "~/forms/pending";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Edit Address", "Edit a shipping address");

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, params, shop }) => {
    const user = await requireUser(request, shop.id);
    // Junk ids here, another shopper's address at the upstream: both 404.
    const id = idOrNotFound(params.id);
    const [address, countries] = await Promise.all([loadAddress(shop.id, user, id), loadCountries()]);
    return { address, countries, formToken: newFormToken() };
  });
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, params, shop }) => {
    const user = await requireUser(request, shop.id);
    const id = idOrNotFound(params.id);
    // An untick of the main address is not sent: it stays main.
    return saveAddressAction(
      request,
      await request.formData(),
      { shopId: shop.id, userId: user.userId },
      (address) => updateAddress(shop.id, user, id, address),
      ADDRESS_SAVED,
    );
  });
}

export default function EditAddress() {
  const { address, countries, formToken } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <ProfileSection
      title="Edit address"
      aside={
        <Link to="/profile/displayAddress" className="text-sm text-main hover:underline">
          Back to addresses
        </Link>
      }
    >
      <AddressForm
        // A new form state for each address edited.
        key={address.id}
        id={`edit-address-${address.id}`}
        countries={countries}
        lastResult={lastResult}
        defaultValue={{ ...address, country: address.countryId }}
        mainLocked={address.mainAddress ? "main" : null}
        submitLabel="Save Address"
        busy={useSubmissionPending()}
      >
        <FormTokenInput token={formToken} />
      </AddressForm>
    </ProfileSection>
  );
}
