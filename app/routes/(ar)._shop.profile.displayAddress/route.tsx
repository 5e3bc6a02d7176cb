import type { MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/Link";
import type { AddressView } from "#server/account/account";
import { EmptyNote, ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import { NO_ADDRESSES } from "~/texts";
import { useSubmissionPending } from "~/forms/pending";
import type { loader } from "./display-address";

export { action, loader } from "./display-address";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Shipping Address", "Your shipping addresses");

function AddressLines({ address }: { address: AddressView }) {
  const building = [
    address.buildingNum && `Building ${address.buildingNum}`,
    address.apartmentNum && `Apartment ${address.apartmentNum}`,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <address className="not-italic leading-relaxed text-ink/80">
      {address.streetName}, {address.area}
      <br />
      {address.city}, {address.countryName}
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
  return (
    <ProfileSection
      title="Shipping Address"
      aside={
        <Link
          to="/profile/createAddress"
          className="rounded bg-main px-4 py-2 text-sm font-semibold text-white hover:bg-main-deep"
        >
          Add new address
        </Link>
      }
    >
      {addresses.length === 0 ? (
        <EmptyNote testId="no-addresses">{NO_ADDRESSES}</EmptyNote>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Addresses">
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
                  <span className="rounded bg-main px-2 py-0.5 text-xs font-semibold text-white">Main address</span>
                ) : null}
              </div>
              <AddressLines address={address} />
              <div className="mt-4 flex flex-wrap gap-2">
                <Link
                  to={`/profile/editAddress/${address.id}`}
                  className={`${BUTTON} border-ink/20 hover:border-main hover:text-main`}
                >
                  Edit
                </Link>
                {address.mainAddress ? null : (
                  <AddressAction
                    id={address.id}
                    intent="set-main"
                    disabled={busy}
                    className={`${BUTTON} border-ink/20 hover:border-main hover:text-main`}
                  >
                    Set as main
                  </AddressAction>
                )}
                <AddressAction
                  id={address.id}
                  intent="delete"
                  disabled={busy}
                  className={`${BUTTON} border-red-300 text-red-700 hover:bg-red-50`}
                >
                  Delete
                </AddressAction>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
