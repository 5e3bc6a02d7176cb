import type { LoaderFunctionArgs } from "@remix-run/node";
import { CARD_PROVIDER_CALLBACK, providerReturn } from "#server/checkout/provider-return";
import { inRememberedLanguage, shopRoute } from "#server/tenancy/route";
import { textsIn } from "~/lib/texts.server";

/** The card provider's callback (spec §4): server/checkout/provider-return.ts. */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(inRememberedLanguage(args), ({ request, shop, language }) =>
    providerReturn(CARD_PROVIDER_CALLBACK, request, shop.id, textsIn(language).CHECKOUT_TEXTS),
  );
}

/** Never shown: the loader always redirects; a refusal (unknown host, 503) renders the error page instead of JSON. */
export default function PaymentReturn() {
  return null;
}
