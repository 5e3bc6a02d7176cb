import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "#link";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { AddressView } from "#server/account/account";
import type { CartLineView } from "#server/cart/cart-view";
import type { PaymentMethodOption } from "#server/checkout/checkout";
import type { CspHandle } from "#server/platform/security";
import { AddressForm } from "~/components/AddressForm";
import { FormMessage } from "~/components/AuthForm";
import { ADD_SHIPPING_ADDRESS, BACK_TO_CART, NO_ADDRESS, PAY_WITH, TOTAL_NOTE } from "~/texts";
import { shopMeta } from "~/lib/meta";
import { FormTokenInput } from "~/forms/form-ui";
import { useSubmissionPending } from "~/forms/pending";
import type { loader, action } from "./check-out";

export { action, loader } from "./check-out";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Checkout", "Shipping, payment and order summary");

/** The pay form is redirected to hosted payment pages (card checkout, PayPal). */
export const handle: CspHandle = { csp: ["payment-pages"] };

function SectionTitle({ children }: { children: React.ReactNode }) {
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

function AddressChoice({
  address,
  checked,
  onChoose,
}: {
  address: AddressView;
  checked: boolean;
  onChoose: (id: number) => void;
}) {
  return (
    <RadioCard name="address" value={address.id} checked={checked} onChoose={onChoose}>
      <span className="font-semibold">
        {address.streetName}
        {address.buildingNum ? ` ${address.buildingNum}` : ""}
        {address.mainAddress ? (
          <span className="ml-2 rounded bg-main px-2 py-0.5 text-xs font-semibold text-white">Main</span>
        ) : null}
      </span>
      <span className="block text-ink/80">
        {[address.area, address.city, address.countryName].filter(Boolean).join(", ")}
      </span>
    </RadioCard>
  );
}

function MethodChoice({
  method,
  checked,
  onChoose,
}: {
  method: PaymentMethodOption;
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

function SummaryLine({ line }: { line: CartLineView }) {
  return (
    <li className="flex gap-3 py-3" data-testid="summary-line">
      {line.imageUrl ? (
        <img src={line.imageUrl} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded object-cover" />
      ) : null}
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold" title={line.title}>
          {line.titleShort}
        </p>
        {line.optionNames.length > 0 ? <p className="text-ink/80">{line.optionNames.join(" · ")}</p> : null}
        <p className="text-ink/80">Quantity: {line.quantity}</p>
      </div>
      <p className="text-sm font-semibold" data-testid="summary-line-total">
        {line.lineTotalLabel}
      </p>
    </li>
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

export default function CheckoutPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const reply = actionData && "form" in actionData ? actionData : null;
  const addressResult = actionData && !("form" in actionData) ? actionData : null;
  const hydrated = useHydrated();
  // The shopper's choice, until the page offers another default (a new address was added).
  const [addressChoice, setAddressChoice] = useState({
    from: page.defaultAddressId,
    id: reply?.address ?? page.defaultAddressId,
  });
  if (addressChoice.from !== page.defaultAddressId)
    setAddressChoice({ from: page.defaultAddressId, id: page.defaultAddressId });
  const addressId = addressChoice.id;
  const setAddressId = (id: number) => setAddressChoice({ from: page.defaultAddressId, id });
  const [methodId, setMethodId] = useState<number | null>(reply?.method ?? null);
  // Choices tapped before hydration, taken over once.
  useEffect(() => {
    const [address, method] = [checkedBeforeHydration("address"), checkedBeforeHydration("method")];
    if (address !== null && address !== addressChoice.id)
      setAddressChoice({ from: page.defaultAddressId, id: address });
    if (method !== null) setMethodId(method);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const paying = useSubmissionPending("pay");
  const addingAddress = useSubmissionPending("address");
  const noAddress = page.addresses.length === 0;
  const chosenAddress = page.addresses.some((address) => address.id === addressId) ? addressId : null;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/cart" className="text-sm font-medium text-main hover:underline">
        ← {BACK_TO_CART}
      </Link>
      <h1 className="mb-6 mt-2 text-2xl font-bold text-ink">Checkout</h1>
      {/* The pay form: its fields sit in both columns and belong to it through form="checkout-form". */}
      <Form id="checkout-form" method="post" action="/check-out" replace>
        <input type="hidden" name="token" value={page.token} />
      </Form>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-8">
          <section aria-labelledby="shipping-title">
            <SectionTitle>
              <span id="shipping-title">Shipping</span>
            </SectionTitle>
            {noAddress ? (
              <p role="alert" className="mb-3 rounded border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-amber-900">
                {NO_ADDRESS}
              </p>
            ) : (
              <fieldset className="space-y-2">
                <legend className="sr-only">Shipping address</legend>
                {page.addresses.map((address) => (
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
              key={page.addresses.length}
              open={noAddress || Boolean(addressResult)}
              className="mt-3 rounded-lg border border-ink/15 p-3"
            >
              <summary className="cursor-pointer font-medium text-main">{ADD_SHIPPING_ADDRESS}</summary>
              <div className="mt-4">
                <AddressForm
                  id="checkout-address"
                  countries={page.countries}
                  lastResult={addressResult}
                  defaultValue={noAddress ? { mainAddress: true } : undefined}
                  mainLocked={noAddress ? "first" : null}
                  submitLabel="Add Address"
                  action="/check-out"
                  busy={addingAddress}
                >
                  <input type="hidden" name="intent" value="address" />
                  <FormTokenInput token={page.addressFormToken} />
                </AddressForm>
              </div>
            </details>
          </section>

          <section aria-labelledby="pay-with-title">
            <SectionTitle>
              <span id="pay-with-title">{PAY_WITH}</span>
            </SectionTitle>
            <fieldset className="space-y-2">
              <legend className="sr-only">Payment method</legend>
              {page.methods.map((method) => (
                <MethodChoice key={method.id} method={method} checked={methodId === method.id} onChoose={setMethodId} />
              ))}
            </fieldset>
          </section>
        </div>

        <aside
          aria-labelledby="summary-title"
          className="h-fit rounded-lg border border-ink/10 bg-bright-bg p-4 lg:sticky lg:top-4"
        >
          <SectionTitle>
            <span id="summary-title">Order Summary</span>
          </SectionTitle>
          <ul className="divide-y divide-ink/10">
            {page.lines.map((line) => (
              <SummaryLine key={line.key} line={line} />
            ))}
          </ul>
          <div className="mt-3 flex gap-2">
            <label htmlFor="discount-code" className="sr-only">
              Gift or discount code
            </label>
            <input
              id="discount-code"
              name="code"
              form="checkout-form"
              defaultValue={reply?.code ?? ""}
              placeholder="Gift or discount code"
              className="min-w-0 flex-1 rounded border border-ink/20 bg-white px-3 py-2 text-sm"
            />
            <button
              type="submit"
              form="checkout-form"
              name="intent"
              value="discount"
              className="rounded border border-main px-4 py-2 text-sm font-medium text-main hover:bg-main/5"
            >
              Apply
            </button>
          </div>
          {reply?.intent === "discount" ? <FormMessage text={reply.message} kind="success" /> : null}
          <dl className="mt-4 space-y-1 text-sm">
            <div className="flex justify-between">
              <dt>Subtotal</dt>
              <dd data-testid="checkout-subtotal">{page.subtotalLabel}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Shipping</dt>
              <dd data-testid="checkout-shipping">{page.shippingLabel}</dd>
            </div>
            <div className="flex justify-between border-t border-ink/10 pt-2 text-base font-bold">
              <dt>Total</dt>
              <dd data-testid="checkout-total">{page.totalLabel}</dd>
            </div>
          </dl>
          <p className="mt-1 text-xs text-ink/80">{TOTAL_NOTE}</p>
          {reply?.intent === "pay" ? <FormMessage text={reply.message} /> : null}
          <button
            type="submit"
            form="checkout-form"
            name="intent"
            value="pay"
            // Without JavaScript the server checks the choices; with it, the button waits for them.
            disabled={hydrated && (paying || chosenAddress === null || methodId === null)}
            className="mt-4 w-full rounded bg-main px-5 py-3 font-semibold text-white enabled:hover:bg-main-deep disabled:cursor-not-allowed disabled:opacity-50"
          >
            {paying ? "Processing…" : page.payLabel}
          </button>
        </aside>
      </div>
    </section>
  );
}
