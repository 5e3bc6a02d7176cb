import type { MetaFunction, ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "#link";
import { useLoaderData } from "@remix-run/react";
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
import { buildCartView, type CartLineView } from "#server/cart/cart-view";
import { data, redirect, shopRoute } from "#server/tenancy/route";
import { safeRedirectPath } from "#server/platform/security";
import { redirectWithFlash } from "#server/identity/session";
import { UpstreamError } from "#server/upstream/client";
import { CloseIcon } from "~/components/icons";
import { CART_ACTION, useCartWriteFetcher } from "~/lib/cart-writes";
import { shopMeta } from "~/lib/meta";
import {
  ADDED_TO_CART,
  addedUpToMaximum,
  CART_EMPTY,
  CART_TOTAL_NOTE,
  cartTitle,
  CONTINUE_SHOPPING,
  CONTINUE_TO_CHECKOUT,
  lineAlreadyAtMaximum,
} from "~/texts";
import { AddSchema, LineIntentSchema } from "~/forms/action-schemas.server";
import { FORM_TOKEN_FIELD } from "~/forms/form-ui";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Cart", "Your shopping cart");

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

/**
 * One line. Its stepper and remove button share the line's own fetcher (keyed by the line),
 * and wait their turn behind any other cart change. "−" and "+" post the quantity one below
 * and one above the quantity the server last confirmed, so a double click or a resubmission
 * asks for the same quantity twice, which sets it once.
 */
function CartLineCard({ line }: { line: CartLineView }) {
  const { fetcher, busy, pending, onSubmit } = useCartWriteFetcher(`cart-line:${line.key}`);
  // Optimistic quantity while a change is on its way.
  const pendingIntent = pending?.get("intent");
  const quantity = pendingIntent === "set-quantity" ? Number(pending?.get("quantity")) : line.quantity;
  if (pendingIntent === "remove") return null;
  return (
    // aria-busy while a change of this line waits or is on its way: its figures are not the cart's yet.
    <li
      className="flex gap-4 rounded-lg border border-ink/10 bg-white p-4"
      data-testid="cart-line"
      data-line={line.key}
      aria-busy={busy || undefined}
    >
      <Link to={`/single-product/${line.productId}`} className="shrink-0">
        {line.imageUrl ? (
          <img src={line.imageUrl} alt={line.title} width={96} height={96} className="h-24 w-24 rounded object-cover" />
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 className="font-semibold text-ink" title={line.title}>
              {line.titleShort}
            </h2>
            <p className="text-sm text-ink/80">{line.subtitleShort}</p>
            {line.optionNames.length > 0 ? <p className="text-xs text-ink/80">{line.optionNames.join(" · ")}</p> : null}
          </div>
          <fetcher.Form method="post" action={CART_ACTION} onSubmit={onSubmit}>
            <input type="hidden" name="line" value={line.key} />
            <button
              type="submit"
              name="intent"
              value="remove"
              className="rounded p-1 text-ink/80 hover:bg-red-50 hover:text-red-600"
              aria-label={`Remove ${line.title}`}
            >
              <CloseIcon width={20} height={20} />
            </button>
          </fetcher.Form>
        </div>
        <div className="mt-auto flex items-center justify-between">
          <fetcher.Form
            method="post"
            action={CART_ACTION}
            onSubmit={onSubmit}
            className="flex items-center rounded border border-ink/20"
          >
            <input type="hidden" name="line" value={line.key} />
            <input type="hidden" name="intent" value="set-quantity" />
            <button
              type="submit"
              name="quantity"
              value={line.quantity - 1}
              disabled={line.quantity <= 1}
              className="px-3 py-1 text-lg disabled:cursor-not-allowed disabled:opacity-40"
              aria-label="Decrease quantity"
            >
              −
            </button>
            <output className="min-w-8 text-center" aria-label="Quantity" data-testid="line-quantity">
              {quantity}
            </output>
            <button
              type="submit"
              name="quantity"
              value={line.quantity + 1}
              disabled={line.quantity >= MAX_LINE_QUANTITY}
              className="px-3 py-1 text-lg disabled:opacity-40"
              aria-label="Increase quantity"
            >
              +
            </button>
          </fetcher.Form>
          <p className="font-semibold text-main" data-testid="line-unit-price">
            {line.unitPriceLabel}
          </p>
        </div>
      </div>
    </li>
  );
}

export default function CartPage() {
  const cart = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-ink">{cartTitle(cart.lines.length)}</h1>
      {cart.notice ? (
        <p role="status" className="mb-4 rounded border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-amber-900">
          {cart.notice}
        </p>
      ) : null}
      {cart.lines.length === 0 ? (
        <div className="py-12 text-center">
          <p className="text-lg text-ink/80">{CART_EMPTY}</p>
          <Link
            to="/"
            className="mt-6 inline-block rounded bg-main px-6 py-2 font-medium text-white hover:bg-main-deep"
          >
            {CONTINUE_SHOPPING}
          </Link>
        </div>
      ) : (
        <>
          <ul className="space-y-4">
            {cart.lines.map((line) => (
              <CartLineCard key={line.key} line={line} />
            ))}
          </ul>
          <div className="mt-8 rounded-lg border border-ink/10 bg-bright-bg p-4">
            <p className="flex items-center justify-between text-lg font-bold">
              <span>Total</span>
              <span data-testid="cart-total">{cart.totalLabel}</span>
            </p>
            <p className="mt-1 text-sm text-ink/80">{CART_TOTAL_NOTE}</p>
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <Link to="/" className="rounded border border-main px-5 py-2 font-medium text-main hover:bg-main/5">
                {CONTINUE_SHOPPING}
              </Link>
              <Link to="/check-out" className="rounded bg-main px-5 py-2 font-medium text-white hover:bg-main-deep">
                {CONTINUE_TO_CHECKOUT}
              </Link>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
