import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadProduct } from "#server/catalog/catalog";
import { InvalidOptionError, parseOptionIds, resolveOptions } from "#server/catalog/options";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "#server/cart/cart-line";
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
  type CartLine,
} from "#server/cart/cart";
import { created, submitOnce } from "#server/identity/form-once";
import { buildCartView } from "#server/cart/cart-view";
import { data, redirect, shopRoute } from "#server/tenancy/route";
import { redirectWithFlash } from "#server/identity/session";
import { UpstreamError } from "#server/upstream/client";
import { textsIn, type Texts } from "~/lib/texts.server";
import { refusedIntent } from "~/forms/fields.server";
import { CartAnswerSchema, CartFormSchema, cartFormInput, type AddForm, type CartAnswer } from "./cart-form";
import { FORM_TOKEN_FIELD } from "~/forms/form-ui";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const lines = await readCart(request, shop.id);
    const cart = await buildCartView(shop.id, shop.currency, lines, language);
    const { droppedKeys, droppedCount, ...view } = cart;
    // Write back the cart without lines that no longer exist, and say so once. Only those lines
    // go: the newest cart may have others added meanwhile (another tab) that this read missed.
    const dropped = new Set(droppedKeys);
    return data(
      { ...view, notice: droppedCount > 0 ? textsIn(language).CART_ITEMS_DROPPED : null },
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
  answer: CartAnswer,
  to: string,
  message: { kind: "success" | "error"; text: string } | null,
  cartCookie?: string,
) {
  const headers = new Headers();
  if (cartCookie) headers.append("Set-Cookie", cartCookie);
  if (answer.fetcher) {
    return data({ ok: message?.kind !== "error", message }, { headers, status: message?.kind === "error" ? 400 : 200 });
  }
  if (message) return redirectWithFlash(request, to, message.kind, message.text, headers);
  return redirect(to, { status: 303, headers });
}

/** What an add says: 'Added to cart', or what the line's maximum left of it. */
function addedMessage(added: number, asked: number, texts: Texts): { kind: "success" | "error"; text: string } {
  if (added === 0) return { kind: "error", text: texts.lineAlreadyAtMaximum(MAX_LINE_QUANTITY) };
  return {
    kind: "success",
    text: added < asked ? texts.addedUpToMaximum(added, MAX_LINE_QUANTITY) : texts.ADDED_TO_CART,
  };
}

/**
 * intent=add. A plain form carries the cart's revision as its one-time token (decision 0014):
 * the same form sent again (a double click, or Back and submit) adds once, and gets the
 * first one's redirect and message, and the cart's newest cookie. What added nothing (a
 * refusal, a line at its maximum) leaves the token free.
 */
async function add(request: Request, shopId: number, form: AddForm, answer: CartAnswer, texts: Texts) {
  const back = answer.redirectTo;
  const { intent, productId, quantity, option: options } = form;
  const cart = await readCartState(request, shopId);
  const once = {
    token: form[FORM_TOKEN_FIELD] ?? null,
    owner: { shopId, userId: cart.id, form: "cart-add" as const },
    contents: { intent, productId, quantity, options, back },
    // A replay says 'Added to cart' again: its cookie must hold that add, whatever became of the first answer's.
    replayHeaders: async () => {
      const newest = await newestCartCookie(request, shopId);
      return new Headers(newest ? { "Set-Cookie": newest } : {});
    },
  };
  return submitOnce(request, once, async () => {
    try {
      const product = await loadProduct(shopId, productId);
      const choice = resolveOptions(product, parseOptionIds(options), { cartLine: true });
      let added = 0;
      const { cookie } = await changeCart(request, shopId, (lines) => {
        const next = addLine(lines, { productId: product.id, quantity, optionIds: choice.chosenIds });
        added = next.added;
        return next.lines;
      });
      const message = addedMessage(added, quantity, texts);
      const response = await respond(request, answer, back, message, cookie);
      return message.kind === "success" ? created(back, message.text, response) : response;
    } catch (error) {
      if (error instanceof CartFullError)
        return respond(request, answer, back, {
          kind: "error",
          text: texts.cartFull(MAX_CART_LINES),
        });
      if (error instanceof InvalidOptionError)
        return respond(request, answer, back, { kind: "error", text: texts.OPTION_INVALID });
      if (error instanceof UpstreamError && error.kind === "not_found")
        return respond(request, answer, back, { kind: "error", text: texts.PRODUCT_GONE });
      throw error;
    }
  });
}

/** A line's quantity or removal; nothing to say but the cart's new cookie. */
async function changeLines(
  request: Request,
  shopId: number,
  answer: CartAnswer,
  change: (lines: CartLine[]) => CartLine[],
) {
  const { cookie } = await changeCart(request, shopId, change);
  return respond(request, answer, "/cart", null, cookie);
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const texts = textsIn(language);
    const input = cartFormInput(await request.formData());
    const answer = CartAnswerSchema.parse(input);
    const parsed = CartFormSchema.safeParse(input);
    if (!parsed.success) {
      if (refusedIntent(CartFormSchema, input) === "add")
        return respond(request, answer, answer.redirectTo, {
          kind: "error",
          text: texts.quantityRefused(MAX_LINE_QUANTITY),
        });
      return respond(request, answer, "/cart", { kind: "error", text: texts.CART_CHANGE_UNREADABLE });
    }
    const form = parsed.data;
    switch (form.intent) {
      case "add":
        return add(request, shop.id, form, answer, texts);
      case "set-quantity":
        return changeLines(request, shop.id, answer, (lines) => setLineQuantity(lines, form.line, form.quantity));
      case "remove":
        return changeLines(request, shop.id, answer, (lines) => removeLine(lines, form.line));
      default:
        return form satisfies never;
    }
  });
}
