import { useId } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CART_ACTION, useCartWriteFetcher } from "~/lib/cart-writes";
import { useShopVisitor, VisitorSlot } from "~/lib/shop-visitor";
import { useLocalizedPath, useT } from "~/lib/language";
import { ADDING } from "~/messages/ADDING";
import { ADD_TO_CART } from "~/messages/ADD_TO_CART";
import { QUANTITY } from "~/messages/QUANTITY";
import { CartIcon } from "./icons";

type CartAnswer = { ok: boolean; message: { kind: "success" | "error"; text: string } | null };

type AddToCartFormProps = {
  productId: number;
  /** Every chosen option value id: one hidden `option` field each. */
  optionIds: number[];
  /** Where the cart action sends a plain (no-JavaScript) form back to: this page's path and query. */
  redirectTo: string;
  /** A test id for the form, so pages holding two (page and dialog) can tell them apart. */
  testId?: string;
};

/**
 * Quantity and add-to-cart: a real POST form to /cart (intent=add) that the action answers
 * with a 303 back and a flash message. With JavaScript it goes through this form's own
 * fetcher instead (hidden `fetcher=1`), after any cart change still on its way
 * (app/lib/cart-writes.ts), stays on the page and announces the answer in a live region.
 */
export function AddToCartForm({ productId, optionIds, redirectTo, testId = "add-to-cart" }: AddToCartFormProps) {
  const quantityId = useId();
  const { fetcher, busy, onSubmit } = useCartWriteFetcher<CartAnswer>(`cart-add:${productId}:${quantityId}`);
  const message = busy ? null : fetcher.data?.message;
  const t = useT();
  const action = useLocalizedPath()(CART_ACTION);
  return (
    <fetcher.Form method="post" action={action} onSubmit={onSubmit} className="space-y-2" data-testid={testId}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      {optionIds.map((id) => (
        <input key={id} type="hidden" name="option" value={id} />
      ))}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* A plain POST carries the cart's revision as its one-time token (decision 0014): sent
          again (a double click, Back and submit) it adds once. A fetcher's button is disabled while on its way.
          The field is FORM_TOKEN_FIELD, written out: importing ~/forms/form-ui put the forms' chunk in the quick view (0009). */}
      <VisitorSlot name="cart-token">
        <CartRevisionField />
      </VisitorSlot>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col">
          <label htmlFor={quantityId} className="text-sm font-semibold text-ink">
            {t(QUANTITY)}
          </label>
          <input
            id={quantityId}
            type="number"
            name="quantity"
            min={1}
            max={99}
            step={1}
            defaultValue={1}
            required
            inputMode="numeric"
            className="mt-1 w-20 rounded border border-ink/20 px-2 py-2"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center gap-2 rounded bg-main px-5 py-2.5 font-semibold text-white enabled:hover:bg-main-deep disabled:cursor-wait disabled:opacity-70"
        >
          <CartIcon width={20} height={20} />
          {busy ? t(ADDING) : t(ADD_TO_CART)}
        </button>
      </div>
      <p
        aria-live="polite"
        role="status"
        className={`min-h-5 text-sm ${message?.kind === "error" ? "text-red-700" : "text-green-700"}`}
        data-testid="add-to-cart-message"
      >
        {message?.text ?? ""}
      </p>
    </fetcher.Form>
  );
}

/** `fetcher=1` once hydrated, else the cart's revision as the plain POST's token: a visitor slot (decision 0029). */
export function CartRevisionField() {
  const hydrated = useHydrated();
  const { cartRevision } = useShopVisitor();
  return hydrated ? (
    <input type="hidden" name="fetcher" value="1" />
  ) : cartRevision ? (
    <input type="hidden" name="formToken" value={cartRevision} />
  ) : null;
}
