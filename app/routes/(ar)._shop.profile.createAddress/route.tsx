import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddressForm } from "~/components/AddressForm";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import { FormTokenInput } from "~/forms/form-ui";
import { useSubmissionPending } from "~/forms/pending";
import { useT } from "~/lib/language";
import { ADD_ADDRESS } from "~/messages/ADD_ADDRESS";
import { ADD_ADDRESS_DESCRIPTION } from "~/messages/ADD_ADDRESS_DESCRIPTION";
import { ADD_NEW_ADDRESS } from "~/messages/ADD_NEW_ADDRESS";
import type { loader, action } from "./create-address";

export { action, loader } from "./create-address";

export const meta: MetaFunction = (args) => shopMeta(args, ADD_ADDRESS, ADD_ADDRESS_DESCRIPTION);

export default function CreateAddress() {
  const { countries, isFirst, formToken } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const t = useT();
  return (
    <ProfileSection title={t(ADD_NEW_ADDRESS)}>
      <AddressForm
        id="create-address"
        countries={countries}
        lastResult={lastResult}
        defaultValue={isFirst ? { mainAddress: true } : undefined}
        mainLocked={isFirst ? "first" : null}
        submitLabel={t(ADD_ADDRESS)}
        busy={useSubmissionPending()}
      >
        <FormTokenInput token={formToken} />
      </AddressForm>
    </ProfileSection>
  );
}
