import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/Link";
import { AddressForm } from "~/components/AddressForm";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import { FormTokenInput } from "~/forms/form-ui";
import { useSubmissionPending } from "~/forms/pending";
import { useT } from "~/lib/language";
import { BACK_TO_ADDRESSES } from "~/messages/BACK_TO_ADDRESSES";
import { EDIT_ADDRESS } from "~/messages/EDIT_ADDRESS";
import { EDIT_ADDRESS_DESCRIPTION } from "~/messages/EDIT_ADDRESS_DESCRIPTION";
import { EDIT_ADDRESS_HEADING } from "~/messages/EDIT_ADDRESS_HEADING";
import { SAVE_ADDRESS } from "~/messages/SAVE_ADDRESS";
import type { loader, action } from "./edit-address";

export { action, loader } from "./edit-address";

export const meta: MetaFunction = (args) => shopMeta(args, EDIT_ADDRESS, EDIT_ADDRESS_DESCRIPTION);

export default function EditAddress() {
  const { address, countries, formToken } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const t = useT();
  return (
    <ProfileSection
      title={t(EDIT_ADDRESS_HEADING)}
      aside={
        <Link to="/profile/displayAddress" className="text-sm text-main hover:underline">
          {t(BACK_TO_ADDRESSES)}
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
        submitLabel={t(SAVE_ADDRESS)}
        busy={useSubmissionPending()}
      >
        <FormTokenInput token={formToken} />
      </AddressForm>
    </ProfileSection>
  );
}
