import type { LoaderFunctionArgs } from "@remix-run/node";
import { CARD_CHECKOUT_RETURN, providerReturn } from "#server/checkout/provider-return";
import { inRememberedLanguage, shopRoute } from "#server/tenancy/route";
import { textsIn } from "~/lib/texts.server";

/** Card checkout's success return: server/checkout/provider-return.ts. */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(inRememberedLanguage(args), ({ request, shop, language }) =>
    providerReturn(CARD_CHECKOUT_RETURN, request, shop.id, textsIn(language).CHECKOUT_TEXTS),
  );
}

/** Never shown: the loader always redirects; a refusal (unknown host, 503) renders the error page instead of JSON. */
export default function PaymentReturn() {
  return null;
}
