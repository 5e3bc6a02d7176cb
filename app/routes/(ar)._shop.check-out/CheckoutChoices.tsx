import { useEffect, useState } from "react";
import type { AddressView } from "#server/account/account";
import type { NamedPaymentMethod } from "#server/checkout/checkout";
import { useT } from "~/lib/language";
import { LIST_SEPARATOR } from "~/messages/LIST_SEPARATOR";
import { MAIN } from "~/messages/MAIN";

/* The checkout page's address and payment method choices: radios of the pay form (form="checkout-form"). */

export function SectionTitle({ children }: { children: React.ReactNode }) {
  return <h2 className="mb-3 text-lg font-bold text-ink">{children}</h2>;
}

/** One choice of a radio group that belongs to the pay form (form="checkout-form"). */
function RadioCard({
  name,
  value,
  checked,
  onChoose,
  children,
}: {
  name: "address" | "method";
  value: number;
  checked: boolean;
  onChoose: (id: number) => void;
  children: React.ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-ink/15 p-3 has-[:checked]:border-main has-[:checked]:bg-main/5">
      <input
        type="radio"
        name={name}
        value={value}
        form="checkout-form"
        checked={checked}
        onChange={() => onChoose(value)}
        className="mt-1 accent-[rgb(var(--color-main))]"
      />
      <span className="text-sm">{children}</span>
    </label>
  );
}

export function AddressChoice({
  address,
  checked,
  onChoose,
}: {
  address: AddressView;
  checked: boolean;
  onChoose: (id: number) => void;
}) {
  const t = useT();
  return (
    <RadioCard name="address" value={address.id} checked={checked} onChoose={onChoose}>
      <span className="font-semibold">
        {address.streetName}
        {address.buildingNum ? ` ${address.buildingNum}` : ""}
        {address.mainAddress ? (
          <span className="ms-2 rounded bg-main px-2 py-0.5 text-xs font-semibold text-white">{t(MAIN)}</span>
        ) : null}
      </span>
      <span className="block text-ink/80">
        {[address.area, address.city, address.countryName].filter(Boolean).join(t(LIST_SEPARATOR))}
      </span>
    </RadioCard>
  );
}

export function MethodChoice({
  method,
  checked,
  onChoose,
}: {
  method: NamedPaymentMethod;
  checked: boolean;
  onChoose: (id: number) => void;
}) {
  return (
    <RadioCard name="method" value={method.id} checked={checked} onChoose={onChoose}>
      <span className="block font-semibold">{method.label}</span>
      <span className="block text-ink/80">{method.note}</span>
    </RadioCard>
  );
}

/**
 * The id of the radio of `name` that the pay form holds checked. Read once the page has
 * hydrated, it is a choice the shopper tapped before (the scripts still loading on a slow
 * phone): hydration does not know it, unchecks it on the next render, and the pay button would
 * wait for a choice already made. The price range takes bounds typed that early over the same way.
 */
function checkedBeforeHydration(name: "address" | "method"): number | null {
  const form = document.getElementById("checkout-form");
  const field = form instanceof HTMLFormElement ? form.elements.namedItem(name) : null;
  // One radio of that name is the input itself; several are a RadioNodeList.
  const value =
    field instanceof RadioNodeList
      ? field.value
      : field instanceof HTMLInputElement && field.checked
        ? field.value
        : "";
  return value ? Number(value) : null;
}

/**
 * The address and method the pay button goes with: the shopper's choice, until the page offers
 * another default address (a new address was added); a refused pay keeps them (`kept`).
 */
export function useCheckoutChoices(
  addresses: { id: number }[],
  defaultAddressId: number | null,
  kept: { address: number | null; method: number | null } | null,
) {
  const [addressChoice, setAddressChoice] = useState({
    from: defaultAddressId,
    id: kept?.address ?? defaultAddressId,
  });
  if (addressChoice.from !== defaultAddressId) setAddressChoice({ from: defaultAddressId, id: defaultAddressId });
  const addressId = addressChoice.id;
  const setAddressId = (id: number) => setAddressChoice({ from: defaultAddressId, id });
  const [methodId, setMethodId] = useState<number | null>(kept?.method ?? null);
  // Choices tapped before hydration, taken over once.
  useEffect(() => {
    const [address, method] = [checkedBeforeHydration("address"), checkedBeforeHydration("method")];
    if (address !== null && address !== addressChoice.id) setAddressChoice({ from: defaultAddressId, id: address });
    if (method !== null) setMethodId(method);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const chosenAddress = addresses.some((address) => address.id === addressId) ? addressId : null;
  return { chosenAddress, setAddressId, methodId, setMethodId };
}
