import { parseWithZod } from "@conform-to/zod";
import { data, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createAddress, loadAddresses, loadCountries, redirectWithFlash } from "../../server/account.server";
import { requireUser } from "../../server/auth.server";
import { shopAction, shopLoader } from "../../server/route.server";
import { UpstreamError } from "../../server/upstream/client.server";
import { AddressForm } from "~/components/AddressForm";
import { AddressFormSchema, ADDRESS_FAILED } from "~/forms/account";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Add Address", "Add a shipping address");

export const loader = shopLoader(async ({ request, shop }) => {
  const user = await requireUser(request, shop.id);
  const [countries, addresses] = await Promise.all([loadCountries(), loadAddresses(shop.id, user)]);
  return { countries, isFirst: addresses.length === 0 };
});

export const action = shopAction(async ({ request, shop }) => {
  const user = await requireUser(request, shop.id);
  const submission = parseWithZod(await request.formData(), { schema: AddressFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await createAddress(shop.id, user, submission.value);
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "rejected")
      return data(submission.reply({ formErrors: [ADDRESS_FAILED] }), { status: 400 });
    throw error;
  }
  // The spec's text, trailing space included.
  return redirectWithFlash(request, "/profile/displayAddress", "success", "Address is added successfully ");
});

export default function CreateAddress() {
  const { countries, isFirst } = useLoaderData<typeof loader>();
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
      />
    </ProfileSection>
  );
}
