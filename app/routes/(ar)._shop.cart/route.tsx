import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/Link";
import { MAX_LINE_QUANTITY } from "#server/cart/cart-line";
import type { CartLineView } from "#server/cart/cart-view";
import { CloseIcon } from "~/components/icons";
import { CART_ACTION, useCartWriteFetcher } from "~/lib/cart-writes";
import { shopMeta } from "~/lib/meta";
import { useLocalizedPath, useT } from "~/lib/language";
import { CART, cartTitle } from "~/messages/_frame";
import { CART_DESCRIPTION } from "~/messages/CART_DESCRIPTION";
import { CART_EMPTY } from "~/messages/CART_EMPTY";
import { CART_TOTAL_NOTE } from "~/messages/CART_TOTAL_NOTE";
import { CONTINUE_SHOPPING } from "~/messages/CONTINUE_SHOPPING";
import { CONTINUE_TO_CHECKOUT } from "~/messages/CONTINUE_TO_CHECKOUT";
import { DECREASE_QUANTITY } from "~/messages/DECREASE_QUANTITY";
import { INCREASE_QUANTITY } from "~/messages/INCREASE_QUANTITY";
import { QUANTITY } from "~/messages/QUANTITY";
import { TOTAL } from "~/messages/TOTAL";
import { removeItem } from "~/messages/removeItem";
import type { loader } from "./cart";

export { action, loader } from "./cart";

export const meta: MetaFunction = (args) => shopMeta(args, CART, CART_DESCRIPTION);

/**
 * One line. Its stepper and remove button share the line's own fetcher (keyed by the line),
 * and wait their turn behind any other cart change. "−" and "+" post the quantity one below
 * and one above the quantity the server last confirmed, so a double click or a resubmission
 * asks for the same quantity twice, which sets it once.
 */
function CartLineCard({ line }: { line: CartLineView }) {
  const { fetcher, busy, pending, onSubmit } = useCartWriteFetcher(`cart-line:${line.key}`);
  const t = useT();
  const cartAction = useLocalizedPath()(CART_ACTION);
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
          <fetcher.Form method="post" action={cartAction} onSubmit={onSubmit}>
            <input type="hidden" name="line" value={line.key} />
            <button
              type="submit"
              name="intent"
              value="remove"
              className="rounded p-1 text-ink/80 hover:bg-red-50 hover:text-red-600"
              aria-label={t(removeItem)(line.title)}
            >
              <CloseIcon width={20} height={20} />
            </button>
          </fetcher.Form>
        </div>
        <div className="mt-auto flex items-center justify-between">
          <fetcher.Form
            method="post"
            action={cartAction}
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
              aria-label={t(DECREASE_QUANTITY)}
            >
              −
            </button>
            <output className="min-w-8 text-center" aria-label={t(QUANTITY)} data-testid="line-quantity">
              {quantity}
            </output>
            <button
              type="submit"
              name="quantity"
              value={line.quantity + 1}
              disabled={line.quantity >= MAX_LINE_QUANTITY}
              className="px-3 py-1 text-lg disabled:opacity-40"
              aria-label={t(INCREASE_QUANTITY)}
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
  const t = useT();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-ink">{t(cartTitle)(cart.lines.length)}</h1>
      {cart.notice ? (
        <p role="status" className="mb-4 rounded border-s-4 border-amber-500 bg-amber-50 px-4 py-3 text-amber-900">
          {cart.notice}
        </p>
      ) : null}
      {cart.lines.length === 0 ? (
        <div className="py-12 text-center">
          <p className="text-lg text-ink/80">{t(CART_EMPTY)}</p>
          <Link
            to="/"
            className="mt-6 inline-block rounded bg-main px-6 py-2 font-medium text-white hover:bg-main-deep"
          >
            {t(CONTINUE_SHOPPING)}
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
              <span>{t(TOTAL)}</span>
              <span data-testid="cart-total">{cart.totalLabel}</span>
            </p>
            <p className="mt-1 text-sm text-ink/80">{t(CART_TOTAL_NOTE)}</p>
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <Link to="/" className="rounded border border-main px-5 py-2 font-medium text-main hover:bg-main/5">
                {t(CONTINUE_SHOPPING)}
              </Link>
              <Link to="/check-out" className="rounded bg-main px-5 py-2 font-medium text-white hover:bg-main-deep">
                {t(CONTINUE_TO_CHECKOUT)}
              </Link>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
