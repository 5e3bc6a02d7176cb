import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddressForm } from "~/components/AddressForm";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import { FormTokenInput } from "~/forms/form-ui";
import { useSubmissionPending } from "~/forms/pending";
import type { loader, action } from "./create-address";

export { action, loader } from "./create-address";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Add Address", "Add a shipping address");

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
