import type { ComponentProps } from "react";
import type { AddressView } from "#server/account/account";
import type { NamedPaymentMethod } from "#server/checkout/checkout";
import { AddressForm } from "~/components/AddressForm";
import { FormTokenInput } from "~/forms/form-ui";
import { useSubmissionPending } from "~/forms/pending";
import { ADD_SHIPPING_ADDRESS, NO_ADDRESS, PAY_WITH } from "~/texts";
import { AddressChoice, MethodChoice, SectionTitle } from "./CheckoutChoices";

type AddressFormProps = ComponentProps<typeof AddressForm>;

/** The shopper's addresses to ship to, and the form adding one (open when there is none yet). */
export function ShippingSection({
  addresses,
  countries,
  addressFormToken,
  addressResult,
  chosenAddress,
  setAddressId,
}: {
  addresses: AddressView[];
  countries: AddressFormProps["countries"];
  addressFormToken: string;
  /** The address form's last answer (its field errors), if the last POST was it. */
  addressResult: AddressFormProps["lastResult"];
  chosenAddress: number | null;
  setAddressId: (id: number) => void;
}) {
  const addingAddress = useSubmissionPending("address");
  const noAddress = addresses.length === 0;
  return (
    <section aria-labelledby="shipping-title">
      <SectionTitle>
        <span id="shipping-title">Shipping</span>
      </SectionTitle>
      {noAddress ? (
        <p role="alert" className="mb-3 rounded border-s-4 border-amber-500 bg-amber-50 px-4 py-3 text-amber-900">
          {NO_ADDRESS}
        </p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="sr-only">Shipping address</legend>
          {addresses.map((address) => (
            <AddressChoice
              key={address.id}
              address={address}
              checked={chosenAddress === address.id}
              onChoose={setAddressId}
            />
          ))}
        </fieldset>
      )}
      <details
        key={addresses.length}
        open={noAddress || Boolean(addressResult)}
        className="mt-3 rounded-lg border border-ink/15 p-3"
      >
        <summary className="cursor-pointer font-medium text-main">{ADD_SHIPPING_ADDRESS}</summary>
        <div className="mt-4">
          <AddressForm
            id="checkout-address"
            countries={countries}
            lastResult={addressResult}
            defaultValue={noAddress ? { mainAddress: true } : undefined}
            mainLocked={noAddress ? "first" : null}
            submitLabel="Add Address"
            action="/check-out"
            busy={addingAddress}
          >
            <input type="hidden" name="intent" value="address" />
            <FormTokenInput token={addressFormToken} />
          </AddressForm>
        </div>
      </details>
    </section>
  );
}

/** The shop's payment methods. */
export function PayWithSection({
  methods,
  methodId,
  setMethodId,
}: {
  methods: NamedPaymentMethod[];
  methodId: number | null;
  setMethodId: (id: number) => void;
}) {
  return (
    <section aria-labelledby="pay-with-title">
      <SectionTitle>
        <span id="pay-with-title">{PAY_WITH}</span>
      </SectionTitle>
      <fieldset className="space-y-2">
        <legend className="sr-only">Payment method</legend>
        {methods.map((method) => (
          <MethodChoice key={method.id} method={method} checked={methodId === method.id} onChoose={setMethodId} />
        ))}
      </fieldset>
    </section>
  );
}
