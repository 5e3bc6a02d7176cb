import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/Link";
import { AddressForm } from "~/components/AddressForm";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import { FormTokenInput } from "~/forms/form-ui";
import { useSubmissionPending } from "~/forms/pending";
import type { loader, action } from "./edit-address";

export { action, loader } from "./edit-address";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Edit Address", "Edit a shipping address");

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
