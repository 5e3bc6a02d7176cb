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
import { parseWithZod } from "@conform-to/zod";
import { saveAddress } from "~/forms/address-action.server";
import { refusedIntent } from "~/forms/fields.server";
import type { SignedInUser } from "#server/identity/session";
import type { ShopInfo } from "#server/tenancy/shop";
import { textsIn, type Texts } from "~/lib/texts.server";
import type { Language } from "#server/platform/language";
import { outcomeResponse, pay } from "#server/checkout/pay";
import { checkoutFormSchema, PayFormKeptSchema, type PayForm } from "./checkout-form";

/**
 * Everything the page shows, for the loader and for an action that answers with the page
 * again (a refused pay keeps the shopper's choices).
 */
async function checkoutPage(request: Request, shop: { id: number; currency: string }, language: Language) {
  const texts = textsIn(language);
  const user = await requireUser(request, shop.id);
  const lines = await readCart(request, shop.id);
  if (lines.length === 0) throw await redirectWithFlash(request, "/cart", "error", texts.CART_EMPTY_ERROR);
  const [cart, addresses, offered, countries] = await Promise.all([
    buildCartView(shop.id, shop.currency, lines, language),
    loadAddresses(shop.id, user, language),
    loadPaymentMethods(shop.id),
    loadCountries(language),
  ]);
  // Each method named in the page's language.
  const methods = offered.map((method) => ({ ...method, ...texts.PAYMENT_METHODS[method.name] }));
  // Products that are gone: the cart page drops them and says so.
  if (cart.droppedCount > 0) throw redirect("/cart", { status: 303 });
  const fingerprint = cartFingerprint(lines);
  return { user, lines, cart, addresses, methods, countries, fingerprint };
}

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const { user, cart, addresses, methods, countries, fingerprint } = await checkoutPage(request, shop, language);
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
        payLabel: textsIn(language).payButtonText(formatPrice(total, ""), shop.currency),
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
export type PayFormReply = {
  form: "pay";
  intent: "pay" | "discount";
  message: string;
  kind: "error" | "info";
  address: number | null;
  method: number | null;
  code: string;
};

type KeptChoices = Pick<PayFormReply, "address" | "method" | "code">;

const payFormReply = (kept: KeptChoices, answer: Pick<PayFormReply, "intent" | "kind" | "message">, status = 400) =>
  data<PayFormReply>({ form: "pay", ...answer, ...kept }, { status });

const discount = (texts: Texts) => ({ intent: "discount", kind: "info", message: texts.DISCOUNT_UNAVAILABLE }) as const;

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const texts = textsIn(language);
    const formData = await request.formData();
    const user = await requireUser(request, shop.id);
    const schema = checkoutFormSchema(language);
    const submission = parseWithZod(formData, { schema });
    const { code } = PayFormKeptSchema.parse(submission.payload);
    if (submission.status !== "success") {
      const intent = refusedIntent(schema, submission.payload);
      if (intent === "address") return data(submission.reply(), { status: 400 });
      // A stale or hand-made pay form: its choices are not kept.
      const kept = { address: null, method: null, code };
      if (intent === "discount") return payFormReply(kept, discount(texts), 200);
      return payFormReply(kept, { intent: "pay", kind: "error", message: texts.CHECKOUT_EXPIRED });
    }
    const form = submission.value;
    switch (form.intent) {
      case "address": {
        const { intent: _intent, ...address } = form;
        return saveAddress(
          request,
          { value: address, reply: submission.reply },
          { shopId: shop.id, userId: user.userId },
          (value) => createAddress(shop.id, user, value, language),
          texts.ADDRESS_ADDED,
          (saved) => `/check-out?${new URLSearchParams({ address: String(saved.id) })}`,
          language,
        );
      }
      case "discount":
        return payFormReply({ address: form.address ?? null, method: form.method ?? null, code }, discount(texts), 200);
      case "pay":
        return payAttempt({ request, shop, user, language }, form, code);
      default:
        return form satisfies never;
    }
  });
}

/**
 * intent=pay: once per checkout token. A used token (double click, resubmission, second tab)
 * gets its attempt's answer, even once that attempt emptied the cart.
 */
async function payAttempt(
  { request, shop, user, language }: { request: Request; shop: ShopInfo; user: SignedInUser; language: Language },
  form: PayForm,
  code: string,
) {
  const texts = textsIn(language);
  const refuse = (message: string) =>
    payFormReply(
      { address: form.address ?? null, method: form.method ?? null, code },
      { intent: "pay", kind: "error", message },
    );
  const owner = { shopId: shop.id, userId: user.userId };
  const earlier = await usedCheckoutToken(form.token, owner);
  if (earlier?.kind === "expired") return refuse(texts.CHECKOUT_EXPIRED);
  if (earlier?.kind === "outcome") return outcomeResponse(request, shop.id, earlier.outcome, earlier.cartFingerprint);

  const { lines, addresses, methods, fingerprint } = await checkoutPage(request, shop, language);
  const address = addresses.find((candidate: AddressView) => candidate.id === form.address);
  if (!address) return refuse(texts.NO_ADDRESS);
  const method = methods.find((candidate) => candidate.id === form.method);
  if (!method) return refuse(texts.NO_METHOD);

  // The order must cost what the page showed with this token, not the cache's total of now.
  const result = await runCheckoutAttempt(form.token, owner, fingerprint, (shownTotal) =>
    pay(
      { request, shop, user, lines, shownTotal, addressId: address.id, methodId: method.id, language },
      texts.CHECKOUT_TEXTS,
    ),
  );
  if (result.kind === "expired") return refuse(texts.CHECKOUT_EXPIRED);
  if (result.kind === "cart-changed") return refuse(texts.CART_CHANGED);
  return outcomeResponse(request, shop.id, result.outcome, result.cartFingerprint);
}
