import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "#server/identity/auth";
import { formatPrice } from "#server/catalog/format";
import { loadPublishableKey } from "#server/checkout/checkout";
import { config } from "#server/platform/config";
import { requestOrigin } from "#server/platform/request";
import { shopRoute } from "#server/tenancy/route";
import { getSession, redirectWithFlash } from "#server/identity/session";
import { textsIn } from "~/lib/texts.server";
import { RETURN_PATHS } from "#server/checkout/pay";
import { paymentCartState } from "#server/checkout/payment-return";

/**
 * The card provider's payment page (method 5). The amount comes from the payment started at
 * checkout (kept in the session: the server cart's total), never from the query. Card data
 * goes from the browser straight to the provider, never through this server.
 */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const texts = textsIn(language);
    await requireUser(request, shop.id);
    const session = await getSession(request);
    const pending = session.get("pendingCardPayment");
    const provider = config().cardProvider;
    if (!pending || pending.shopId !== shop.id || !provider)
      throw await redirectWithFlash(session, "/check-out", "error", texts.NO_CARD_PAYMENT);
    // The cart changed since the payment was started (an order placed from another tab, a line
    // added): this amount would pay for a cart that is not the shopper's any more. The pending
    // payment stays: a payment already made from this form in another tab still needs its callback.
    if ((await paymentCartState(request, session, shop.id, pending)) !== "same")
      throw await redirectWithFlash(session, "/check-out", "error", texts.CART_CHANGED);
    return {
      amountLabel: formatPrice(pending.amountMinor / 100, pending.currency),
      provider: {
        scriptUrl: provider.scriptUrl,
        paymentsUrl: provider.paymentsUrl,
        fields: {
          amount: String(pending.amountMinor),
          currency: pending.currency,
          description: texts.orderAt(shop.name),
          callback_url: `${requestOrigin(request)}${RETURN_PATHS.cardProviderCallback}`,
          publishable_api_key: await loadPublishableKey(shop.id),
          // The provider's own form in the shopper's language, where it offers one.
          language,
        },
      },
    };
  });
}
