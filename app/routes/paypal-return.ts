import type { LoaderFunctionArgs } from "@remix-run/node";
import { PAYPAL_RETURN, providerReturn } from "#server/checkout/provider-return";
import { inRememberedLanguage, shopRoute } from "#server/tenancy/route";
import { textsIn } from "~/lib/texts.server";

/** PayPal's return (spec: the PayPal return screen): server/checkout/provider-return.ts. */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(inRememberedLanguage(args), ({ request, shop, language }) =>
    providerReturn(PAYPAL_RETURN, request, shop.id, textsIn(language).CHECKOUT_TEXTS),
  );
}

/** Never shown: the loader always redirects; a refusal (unknown host, 503) renders the error page instead of JSON. */
export default function PaymentReturn() {
  return null;
}
