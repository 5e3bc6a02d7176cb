import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadProduct } from "#server/catalog/catalog";
import { InvalidOptionError, parseOptionIds, resolveOptions } from "#server/catalog/options";
import { MAX_LINE_QUANTITY } from "#server/cart/cart-line";
import {
  addLine,
  CartFullError,
  changeCart,
  lineKey,
  newestCartCookie,
  readCart,
  readCartState,
  removeLine,
  setLineQuantity,
} from "#server/cart/cart";
import { created, submitOnce } from "#server/identity/form-once";
import { buildCartView } from "#server/cart/cart-view";
import { data, redirect, shopRoute } from "#server/tenancy/route";
import { safeRedirectPath } from "#server/platform/security";
import { redirectWithFlash } from "#server/identity/session";
import { UpstreamError } from "#server/upstream/client";
import { ADDED_TO_CART, addedUpToMaximum, lineAlreadyAtMaximum } from "~/texts";
import { AddSchema, LineIntentSchema } from "~/forms/action-schemas.server";
import { FORM_TOKEN_FIELD } from "~/forms/form-ui";

const DROPPED = "Some products in your cart are no longer available and were removed.";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const lines = await readCart(request, shop.id);
    const cart = await buildCartView(shop.id, shop.currency, lines);
    const { droppedKeys, droppedCount, ...view } = cart;
    // Write back the cart without lines that no longer exist, and say so once. Only those lines
    // go: the newest cart may have others added meanwhile (another tab) that this read missed.
    const dropped = new Set(droppedKeys);
    return data(
      { ...view, notice: droppedCount > 0 ? DROPPED : null },
      droppedCount > 0
        ? {
            headers: {
              "Set-Cookie": (
                await changeCart(request, shop.id, (now) => now.filter((line) => !dropped.has(lineKey(line))))
              ).cookie,
            },
          }
        : undefined,
    );
  });
}

/** Answers a plain form with a 303 to `to`; a fetcher (JavaScript) asks for data instead. */
async function respond(
  request: Request,
  formData: FormData,
  to: string,
  message: { kind: "success" | "error"; text: string } | null,
  cartCookie?: string,
) {
  const headers = new Headers();
  if (cartCookie) headers.append("Set-Cookie", cartCookie);
  if (formData.get("fetcher") === "1") {
    return data({ ok: message?.kind !== "error", message }, { headers, status: message?.kind === "error" ? 400 : 200 });
  }
  if (message) return redirectWithFlash(request, to, message.kind, message.text, headers);
  return redirect(to, { status: 303, headers });
}

/** What an add says: 'Added to cart', or what the line's maximum left of it. */
function addedMessage(added: number, asked: number): { kind: "success" | "error"; text: string } {
  if (added === 0) return { kind: "error", text: lineAlreadyAtMaximum(MAX_LINE_QUANTITY) };
  return { kind: "success", text: added < asked ? addedUpToMaximum(added, MAX_LINE_QUANTITY) : ADDED_TO_CART };
}

/**
 * intent=add. A plain form carries the cart's revision as its one-time token (decision 0014):
 * the same form sent again (a double click, or Back and submit) adds once, and gets the
 * first one's redirect and message, and the cart's newest cookie. What added nothing (a
 * refusal, a line at its maximum) leaves the token free.
 */
async function add(request: Request, shopId: number, formData: FormData) {
  const parsed = AddSchema.safeParse(Object.fromEntries(formData));
  const back = safeRedirectPath(formData.get("redirectTo"), "/cart");
  if (!parsed.success)
    return respond(request, formData, back, {
      kind: "error",
      text: `Please choose a quantity between 1 and ${MAX_LINE_QUANTITY}.`,
    });
  const options = formData.getAll("option");
  const cart = await readCartState(request, shopId);
  const once = {
    token: formData.get(FORM_TOKEN_FIELD),
    owner: { shopId, userId: cart.id, form: "cart-add" as const },
    contents: { ...parsed.data, options, back },
    // A replay says 'Added to cart' again: its cookie must hold that add, whatever became of the first answer's.
    replayHeaders: async () => {
      const newest = await newestCartCookie(request, shopId);
      return new Headers(newest ? { "Set-Cookie": newest } : {});
    },
  };
  return submitOnce(request, once, async () => {
    try {
      const product = await loadProduct(shopId, parsed.data.productId);
      const choice = resolveOptions(product, parseOptionIds(options), { cartLine: true });
      let added = 0;
      const { cookie } = await changeCart(request, shopId, (lines) => {
        const next = addLine(lines, {
          productId: product.id,
          quantity: parsed.data.quantity,
          optionIds: choice.chosenIds,
        });
        added = next.added;
        return next.lines;
      });
      const message = addedMessage(added, parsed.data.quantity);
      const answer = await respond(request, formData, back, message, cookie);
      return message.kind === "success" ? created(back, message.text, answer) : answer;
    } catch (error) {
      if (error instanceof CartFullError)
        return respond(request, formData, back, {
          kind: "error",
          text: `Your cart is full: ${error.message} Remove something to add more.`,
        });
      if (error instanceof InvalidOptionError)
        return respond(request, formData, back, { kind: "error", text: error.message });
      if (error instanceof UpstreamError && error.kind === "not_found")
        return respond(request, formData, back, { kind: "error", text: "This product is no longer available." });
      throw error;
    }
  });
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const formData = await request.formData();
    const intent = formData.get("intent");

    if (intent === "add") return add(request, shop.id, formData);

    const parsed = LineIntentSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success)
      return respond(request, formData, "/cart", { kind: "error", text: "That cart change was not understood." });
    const change = parsed.data;
    const { cookie } = await changeCart(request, shop.id, (lines) =>
      change.intent === "remove"
        ? removeLine(lines, change.line)
        : setLineQuantity(lines, change.line, change.quantity),
    );
    return respond(request, formData, "/cart", null, cookie);
  });
}
