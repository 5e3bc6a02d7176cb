import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/Link";
import type { CspHandle } from "#server/platform/security";
import { shopMeta } from "~/lib/meta";
import { useLocalizedPath, useT } from "~/lib/language";
import { BACK_ARROW } from "~/messages/BACK_ARROW";
import { BACK_TO_CART } from "~/messages/BACK_TO_CART";
import { CHECKOUT } from "~/messages/CHECKOUT";
import { CHECKOUT_DESCRIPTION } from "~/messages/CHECKOUT_DESCRIPTION";
import type { action, loader } from "./check-out";
import { useCheckoutChoices } from "./CheckoutChoices";
import { PayWithSection, ShippingSection } from "./CheckoutSections";
import { OrderSummary } from "./OrderSummary";

export { action, loader } from "./check-out";

export const meta: MetaFunction = (args) => shopMeta(args, CHECKOUT, CHECKOUT_DESCRIPTION);

/** The pay form is redirected to hosted payment pages (card checkout, PayPal). */
export const handle: CspHandle = { csp: ["payment-pages"] };

export default function CheckoutPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  const checkoutPath = useLocalizedPath()("/check-out");
  const reply = actionData && "form" in actionData ? actionData : null;
  const addressResult = actionData && !("form" in actionData) ? actionData : null;
  const { chosenAddress, setAddressId, methodId, setMethodId } = useCheckoutChoices(
    page.addresses,
    page.defaultAddressId,
    reply,
  );

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/cart" className="text-sm font-medium text-main hover:underline">
        {t(BACK_ARROW)} {t(BACK_TO_CART)}
      </Link>
      <h1 className="mb-6 mt-2 text-2xl font-bold text-ink">{t(CHECKOUT)}</h1>
      {/* The pay form: its fields sit in both columns and belong to it through form="checkout-form". */}
      <Form id="checkout-form" method="post" action={checkoutPath} replace>
        <input type="hidden" name="token" value={page.token} />
      </Form>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-8">
          <ShippingSection
            addresses={page.addresses}
            countries={page.countries}
            addressFormToken={page.addressFormToken}
            addressResult={addressResult}
            checkoutPath={checkoutPath}
            chosenAddress={chosenAddress}
            setAddressId={setAddressId}
          />

          <PayWithSection methods={page.methods} methodId={methodId} setMethodId={setMethodId} />
        </div>

        <OrderSummary
          lines={page.lines}
          subtotalLabel={page.subtotalLabel}
          shippingLabel={page.shippingLabel}
          totalLabel={page.totalLabel}
          payLabel={page.payLabel}
          reply={reply}
          ready={chosenAddress !== null && methodId !== null}
        />
      </div>
    </section>
  );
}
