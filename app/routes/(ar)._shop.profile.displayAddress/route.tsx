import type { MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/Link";
import type { AddressView } from "#server/account/account";
import { EmptyNote, ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import { useT } from "~/lib/language";
import { ADDRESSES } from "~/messages/ADDRESSES";
import { ADDRESSES_DESCRIPTION } from "~/messages/ADDRESSES_DESCRIPTION";
import { ADD_NEW_ADDRESS } from "~/messages/ADD_NEW_ADDRESS";
import { DELETE } from "~/messages/DELETE";
import { EDIT } from "~/messages/EDIT";
import { LIST_SEPARATOR } from "~/messages/LIST_SEPARATOR";
import { MAIN_ADDRESS } from "~/messages/MAIN_ADDRESS";
import { NO_ADDRESSES } from "~/messages/NO_ADDRESSES";
import { SET_AS_MAIN } from "~/messages/SET_AS_MAIN";
import { SHIPPING_ADDRESS } from "~/messages/SHIPPING_ADDRESS";
import { apartmentNumber } from "~/messages/apartmentNumber";
import { buildingNumber } from "~/messages/buildingNumber";
import { useSubmissionPending } from "~/forms/pending";
import type { loader } from "./display-address";

export { action, loader } from "./display-address";

export const meta: MetaFunction = (args) => shopMeta(args, SHIPPING_ADDRESS, ADDRESSES_DESCRIPTION);

function AddressLines({ address }: { address: AddressView }) {
  const t = useT();
  const separator = t(LIST_SEPARATOR);
  const building = [
    address.buildingNum && t(buildingNumber)(address.buildingNum),
    address.apartmentNum && t(apartmentNumber)(address.apartmentNum),
  ]
    .filter(Boolean)
    .join(separator);
  return (
    <address className="not-italic leading-relaxed text-ink/80">
      {address.streetName}
      {separator}
      {address.area}
      <br />
      {address.city}
      {separator}
      {address.countryName}
      {building ? (
        <>
          <br />
          {building}
        </>
      ) : null}
      {address.additionalInfo ? (
        <>
          <br />
          {address.additionalInfo}
        </>
      ) : null}
    </address>
  );
}

const BUTTON = "rounded border px-3 py-1.5 text-sm font-medium";

/** A one-button POST form acting on one address (works without JavaScript). */
function AddressAction({
  id,
  intent,
  disabled,
  className,
  children,
}: {
  id: number;
  intent: "set-main" | "delete";
  disabled: boolean;
  className: string;
  children: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} disabled={disabled} className={className}>
        {children}
      </button>
    </Form>
  );
}

export default function DisplayAddresses() {
  const { addresses } = useLoaderData<typeof loader>();
  const busy = useSubmissionPending();
  const t = useT();
  return (
    <ProfileSection
      title={t(SHIPPING_ADDRESS)}
      aside={
        <Link
          to="/profile/createAddress"
          className="rounded bg-main px-4 py-2 text-sm font-semibold text-white hover:bg-main-deep"
        >
          {t(ADD_NEW_ADDRESS)}
        </Link>
      }
    >
      {addresses.length === 0 ? (
        <EmptyNote testId="no-addresses">{t(NO_ADDRESSES)}</EmptyNote>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t(ADDRESSES)}>
          {addresses.map((address) => (
            <li
              key={address.id}
              data-testid="address-card"
              data-main={address.mainAddress ? "true" : "false"}
              className={`rounded-lg border p-4 ${address.mainAddress ? "border-main" : "border-ink/15"}`}
            >
              <div className="mb-2 flex items-center justify-between gap-2">
                <h3 className="font-semibold">{address.city}</h3>
                {address.mainAddress ? (
                  <span className="rounded bg-main px-2 py-0.5 text-xs font-semibold text-white">
                    {t(MAIN_ADDRESS)}
                  </span>
                ) : null}
              </div>
              <AddressLines address={address} />
              <div className="mt-4 flex flex-wrap gap-2">
                <Link
                  to={`/profile/editAddress/${address.id}`}
                  className={`${BUTTON} border-ink/20 hover:border-main hover:text-main`}
                >
                  {t(EDIT)}
                </Link>
                {address.mainAddress ? null : (
                  <AddressAction
                    id={address.id}
                    intent="set-main"
                    disabled={busy}
                    className={`${BUTTON} border-ink/20 hover:border-main hover:text-main`}
                  >
                    {t(SET_AS_MAIN)}
                  </AddressAction>
                )}
                <AddressAction
                  id={address.id}
                  intent="delete"
                  disabled={busy}
                  className={`${BUTTON} border-red-300 text-red-700 hover:bg-red-50`}
                >
                  {t(DELETE)}
                </AddressAction>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
