import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createAddress, loadAddresses, loadCountries, type AddressView } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { checkoutTotal, formatPrice, shippingLabel } from "#server/catalog/format";
import { readCart } from "#server/cart/cart";
import { buildCartView } from "#server/cart/cart-view";
import {
  cartFingerprint,
  issueCheckoutToken,
  runCheckoutAttempt,
  usedCheckoutToken,
} from "#server/checkout/checkout-attempts";
import { loadPaymentMethods } from "#server/checkout/checkout";
import { newFormToken } from "#server/identity/form-once";
import { data, redirect, shopRoute } from "#server/tenancy/route";
import { redirectWithFlash } from "#server/identity/session";
import { saveAddressAction } from "~/forms/address-action.server";
import {
  ADDRESS_ADDED,
  CART_CHANGED,
  CART_EMPTY_ERROR,
  CHECKOUT_EXPIRED,
  DISCOUNT_UNAVAILABLE,
  NO_ADDRESS,
  NO_METHOD,
  CHECKOUT_TEXTS,
  payButtonText,
} from "~/texts";
import { outcomeResponse, pay } from "#server/checkout/pay";
import { PayFormSchema } from "~/forms/action-schemas.server";

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
