import { parseWithZod } from "@conform-to/zod";
import { data, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { addressIdOrNotFound, loadAddress, loadCountries, redirectWithFlash, updateAddress } from "../../server/account.server";
import { requireUser } from "../../server/auth.server";
import { shopAction, shopLoader } from "../../server/route.server";
import { UpstreamError } from "../../server/upstream/client.server";
import { AddressForm } from "~/components/AddressForm";
import { AddressFormSchema, ADDRESS_FAILED } from "~/forms/account";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Edit Address", "Edit a shipping address");

export const loader = shopLoader(async ({ request, params, shop }) => {
  const user = await requireUser(request, shop.id);
  // Junk ids here, another shopper's address at the upstream: both 404.
  const id = addressIdOrNotFound(params.id);
  const [address, countries] = await Promise.all([loadAddress(shop.id, user, id), loadCountries()]);
  return { address, countries };
});

export const action = shopAction(async ({ request, params, shop }) => {
  const user = await requireUser(request, shop.id);
  const id = addressIdOrNotFound(params.id);
  const submission = parseWithZod(await request.formData(), { schema: AddressFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    // An untick of the main address is not sent: it stays main.
    await updateAddress(shop.id, user, id, submission.value);
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "rejected")
      return data(submission.reply({ formErrors: [ADDRESS_FAILED] }), { status: 400 });
    throw error;
  }
  return redirectWithFlash(request, "/profile/displayAddress", "success", "Address saved successfully!");
});

export default function EditAddress() {
  const { address, countries } = useLoaderData<typeof loader>();
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
      />
    </ProfileSection>
  );
}
