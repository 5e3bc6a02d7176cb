import type { ComponentProps } from "react";
import type { AddressView } from "#server/account/account";
import type { NamedPaymentMethod } from "#server/checkout/checkout";
import { AddressForm } from "~/components/AddressForm";
import { FormTokenInput } from "~/forms/form-ui";
import { useSubmissionPending } from "~/forms/pending";
import { useT } from "~/lib/language";
import { ADD_ADDRESS } from "~/messages/ADD_ADDRESS";
import { ADD_SHIPPING_ADDRESS } from "~/messages/ADD_SHIPPING_ADDRESS";
import { NO_ADDRESS } from "~/messages/NO_ADDRESS";
import { PAYMENT_METHOD } from "~/messages/PAYMENT_METHOD";
import { PAY_WITH } from "~/messages/PAY_WITH";
import { SHIPPING } from "~/messages/SHIPPING";
import { SHIPPING_ADDRESS_LEGEND } from "~/messages/SHIPPING_ADDRESS_LEGEND";
import { AddressChoice, MethodChoice, SectionTitle } from "./CheckoutChoices";

type AddressFormProps = ComponentProps<typeof AddressForm>;

/** The shopper's addresses to ship to, and the form adding one (open when there is none yet). */
export function ShippingSection({
  addresses,
  countries,
  addressFormToken,
  addressResult,
  checkoutPath,
  chosenAddress,
  setAddressId,
}: {
  addresses: AddressView[];
  countries: AddressFormProps["countries"];
  addressFormToken: string;
  /** The address form's last answer (its field errors), if the last POST was it. */
  addressResult: AddressFormProps["lastResult"];
  /** The checkout page's path in the page's language, which the address form posts to. */
  checkoutPath: string;
  chosenAddress: number | null;
  setAddressId: (id: number) => void;
}) {
  const addingAddress = useSubmissionPending("address");
  const t = useT();
  const noAddress = addresses.length === 0;
  return (
    <section aria-labelledby="shipping-title">
      <SectionTitle>
        <span id="shipping-title">{t(SHIPPING)}</span>
      </SectionTitle>
      {noAddress ? (
        <p role="alert" className="mb-3 rounded border-s-4 border-amber-500 bg-amber-50 px-4 py-3 text-amber-900">
          {t(NO_ADDRESS)}
        </p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="sr-only">{t(SHIPPING_ADDRESS_LEGEND)}</legend>
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
        <summary className="cursor-pointer font-medium text-main">{t(ADD_SHIPPING_ADDRESS)}</summary>
        <div className="mt-4">
          <AddressForm
            id="checkout-address"
            countries={countries}
            lastResult={addressResult}
            defaultValue={noAddress ? { mainAddress: true } : undefined}
            mainLocked={noAddress ? "first" : null}
            submitLabel={t(ADD_ADDRESS)}
            action={checkoutPath}
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
  const t = useT();
  return (
    <section aria-labelledby="pay-with-title">
      <SectionTitle>
        <span id="pay-with-title">{t(PAY_WITH)}</span>
      </SectionTitle>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t(PAYMENT_METHOD)}</legend>
        {methods.map((method) => (
          <MethodChoice key={method.id} method={method} checked={methodId === method.id} onChoose={setMethodId} />
        ))}
      </fieldset>
    </section>
  );
}
