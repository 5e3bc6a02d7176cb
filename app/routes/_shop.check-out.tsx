import type { MetaFunction, ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "#link";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { createAddress, loadAddresses, loadCountries, type AddressView } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { checkoutTotal, formatPrice, shippingLabel } from "#server/catalog/format";
import { readCart } from "#server/cart/cart";
import { buildCartView, type CartLineView } from "#server/cart/cart-view";
import {
  cartFingerprint,
  issueCheckoutToken,
  runCheckoutAttempt,
  usedCheckoutToken,
} from "#server/checkout/checkout-attempts";
import { loadPaymentMethods, type PaymentMethodOption } from "#server/checkout/checkout";
import { newFormToken } from "#server/identity/form-once";
import { data, redirect, shopRoute } from "#server/tenancy/route";
import type { CspHandle } from "#server/platform/security";
import { redirectWithFlash } from "#server/identity/session";
import { AddressForm } from "~/components/AddressForm";
import { FormMessage } from "~/components/AuthForm";
import { saveAddressAction } from "~/forms/address-action.server";
import {
  ADD_SHIPPING_ADDRESS,
  ADDRESS_ADDED,
  BACK_TO_CART,
  CART_CHANGED,
  CART_EMPTY_ERROR,
  CHECKOUT_EXPIRED,
  DISCOUNT_UNAVAILABLE,
  NO_ADDRESS,
  NO_METHOD,
  CHECKOUT_TEXTS,
  PAY_WITH,
  payButtonText,
  TOTAL_NOTE,
} from "~/texts";
import { outcomeResponse, pay } from "#server/checkout/pay";
import { shopMeta } from "~/lib/meta";
import { PayFormSchema } from "~/forms/action-schemas.server";
import { FormTokenInput } from "~/forms/form-ui";
import { useSubmissionPending } from "~/forms/pending";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Checkout", "Shipping, payment and order summary");

/** The pay form is redirected to hosted payment pages (card checkout, PayPal). */
export const handle: CspHandle = { csp: ["payment-pages"] };

/**
 * Everything the page shows, for the loader and for an action that answers with the page
 * again (a refused pay keeps the shopper's choices).
 */
async function checkoutPage(request: Request, shop: { id: number; currency: string }) {
  const user = await requireUser(request, shop.id);
  const lines = await readCart(request, shop.id);
  if (lines.length === 0) throw await redirectWithFlash(request, "/cart", "error", CART_EMPTY_ERROR);
  const [cart, addresses, methods, countries] = await Promise.all([
    buildCartView(shop.id, shop.currency, lines),
    loadAddresses(shop.id, user),
    loadPaymentMethods(shop.id),
    loadCountries(),
  ]);
  // Products that are gone: the cart page drops them and says so.
  if (cart.droppedCount > 0) throw redirect("/cart", { status: 303 });
  const fingerprint = cartFingerprint(lines);
  return { user, lines, cart, addresses, methods, countries, fingerprint };
}

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const { user, cart, addresses, methods, countries, fingerprint } = await checkoutPage(request, shop);
    const requested = Number(new URL(request.url).searchParams.get("address"));
    const chosenAddress =
      addresses.find((address) => address.id === requested) ??
      addresses.find((address) => address.mainAddress) ??
      addresses[0];
    const total = checkoutTotal(cart.total);
    return data(
      {
        lines: cart.lines,
        subtotalLabel: cart.totalLabel,
        shippingLabel: shippingLabel(shop),
        totalLabel: formatPrice(total, shop.currency),
        payLabel: payButtonText(formatPrice(total, ""), shop.currency),
        addresses,
        methods,
        countries,
        defaultAddressId: chosenAddress?.id ?? null,
        token: await issueCheckoutToken({ shopId: shop.id, userId: user.userId }, fingerprint, total),
        addressFormToken: newFormToken(),
      },
      // The one-time tokens are this shopper's: never stored by a cache.
      { headers: { "Cache-Control": "private, no-store" } },
    );
  });
}

/** What a refused pay or an applied discount code answers: the message and the choices to keep. */
type PayFormReply = {
  form: "pay";
  intent: "pay" | "discount";
  message: string;
  kind: "error" | "info";
  address: number | null;
  method: number | null;
  code: string;
};

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const formData = await request.formData();
    const intent = formData.get("intent");
    const user = await requireUser(request, shop.id);

    if (intent === "address") {
      return saveAddressAction(
        request,
        formData,
        { shopId: shop.id, userId: user.userId },
        (address) => createAddress(shop.id, user, address),
        ADDRESS_ADDED,
        (saved) => `/check-out?${new URLSearchParams({ address: String(saved.id) })}`,
      );
    }

    const parsed = PayFormSchema.safeParse({
      token: formData.get("token") ?? "",
      address: formData.get("address") || undefined,
      method: formData.get("method") || undefined,
    });
    const keep = {
      address: parsed.data?.address ?? null,
      method: parsed.data?.method ?? null,
      code: String(formData.get("code") ?? "").slice(0, 100),
    };
    const reply = (fields: Omit<PayFormReply, "form" | "address" | "method" | "code">, status = 400) =>
      data<PayFormReply>({ form: "pay", ...fields, ...keep }, { status });

    if (intent === "discount") return reply({ intent: "discount", kind: "info", message: DISCOUNT_UNAVAILABLE }, 200);
    if (intent !== "pay" || !parsed.success) return reply({ intent: "pay", kind: "error", message: CHECKOUT_EXPIRED });

    const owner = { shopId: shop.id, userId: user.userId };
    // A used token (double click, resubmission, second tab) gets its attempt's answer, even
    // once that attempt emptied the cart.
    const earlier = await usedCheckoutToken(parsed.data.token, owner);
    if (earlier?.kind === "expired") return reply({ intent: "pay", kind: "error", message: CHECKOUT_EXPIRED });
    if (earlier?.kind === "outcome") return outcomeResponse(request, shop.id, earlier.outcome, earlier.cartFingerprint);

    const { lines, addresses, methods, fingerprint } = await checkoutPage(request, shop);
    const address = addresses.find((candidate: AddressView) => candidate.id === parsed.data.address);
    if (!address) return reply({ intent: "pay", kind: "error", message: NO_ADDRESS });
    const method = methods.find((candidate) => candidate.id === parsed.data.method);
    if (!method) return reply({ intent: "pay", kind: "error", message: NO_METHOD });

    // The order must cost what the page showed with this token, not the cache's total of now.
    const result = await runCheckoutAttempt(parsed.data.token, owner, fingerprint, (shownTotal) =>
      pay({ request, shop, user, lines, shownTotal, addressId: address.id, methodId: method.id }, CHECKOUT_TEXTS),
    );
    if (result.kind === "expired") return reply({ intent: "pay", kind: "error", message: CHECKOUT_EXPIRED });
    if (result.kind === "cart-changed") return reply({ intent: "pay", kind: "error", message: CART_CHANGED });
    return outcomeResponse(request, shop.id, result.outcome, result.cartFingerprint);
  });
}

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
