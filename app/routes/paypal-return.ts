import type { LoaderFunctionArgs } from "@remix-run/node";
import { PAYPAL_RETURN, providerReturn } from "#server/checkout/provider-return";
import { shopRoute } from "#server/tenancy/route";
import { CHECKOUT_TEXTS } from "~/texts";

/** PayPal's return (spec: the PayPal return screen): server/checkout/provider-return.ts. */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, ({ request, shop }) => providerReturn(PAYPAL_RETURN, request, shop.id, CHECKOUT_TEXTS));
}

/** Never shown: the loader always redirects; a refusal (unknown host, 503) renders the error page instead of JSON. */
export default function PaymentReturn() {
  return null;
}
