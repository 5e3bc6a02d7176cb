import { useHydrated } from "remix-utils/use-hydrated";
import type { CartLineView } from "#server/cart/cart-view";
import { FormMessage } from "~/components/AuthForm";
import { useSubmissionPending } from "~/forms/pending";
import { useT } from "~/lib/language";
import { APPLY } from "~/messages/APPLY";
import { DISCOUNT_CODE } from "~/messages/DISCOUNT_CODE";
import { ORDER_SUMMARY } from "~/messages/ORDER_SUMMARY";
import { PROCESSING } from "~/messages/PROCESSING";
import { SHIPPING } from "~/messages/SHIPPING";
import { SUBTOTAL } from "~/messages/SUBTOTAL";
import { TOTAL } from "~/messages/TOTAL";
import { TOTAL_NOTE } from "~/messages/TOTAL_NOTE";
import { lineQuantity } from "~/messages/lineQuantity";
import type { PayFormReply } from "./check-out";
import { SectionTitle } from "./CheckoutChoices";

function SummaryLine({ line }: { line: CartLineView }) {
  const t = useT();
  return (
    <li className="flex gap-3 py-3" data-testid="summary-line">
      {line.imageUrl ? (
        <img src={line.imageUrl} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded object-cover" />
      ) : null}
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold" title={line.title}>
          {line.titleShort}
        </p>
        {line.optionNames.length > 0 ? <p className="text-ink/80">{line.optionNames.join(" · ")}</p> : null}
        <p className="text-ink/80">{t(lineQuantity)(line.quantity)}</p>
      </div>
      <p className="text-sm font-semibold" data-testid="summary-line-total">
        {line.lineTotalLabel}
      </p>
    </li>
  );
}

/** The lines, the discount box, the totals and the pay button (`ready`: an address and a method are chosen). */
export function OrderSummary({
  lines,
  subtotalLabel,
  shippingLabel,
  totalLabel,
  payLabel,
  reply,
  ready,
}: {
  lines: CartLineView[];
  subtotalLabel: string;
  shippingLabel: string;
  totalLabel: string;
  payLabel: string;
  /** The pay form's last answer: a refusal, or the discount box's message. */
  reply: PayFormReply | null;
  ready: boolean;
}) {
  const hydrated = useHydrated();
  const paying = useSubmissionPending("pay");
  const t = useT();
  return (
    <aside
      aria-labelledby="summary-title"
      className="h-fit rounded-lg border border-ink/10 bg-bright-bg p-4 lg:sticky lg:top-4"
    >
      <SectionTitle>
        <span id="summary-title">{t(ORDER_SUMMARY)}</span>
      </SectionTitle>
      <ul className="divide-y divide-ink/10">
        {lines.map((line) => (
          <SummaryLine key={line.key} line={line} />
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <label htmlFor="discount-code" className="sr-only">
          {t(DISCOUNT_CODE)}
        </label>
        <input
          id="discount-code"
          name="code"
          form="checkout-form"
          defaultValue={reply?.code ?? ""}
          placeholder={t(DISCOUNT_CODE)}
          dir="ltr"
          className="min-w-0 flex-1 rounded border border-ink/20 bg-white px-3 py-2 text-sm"
        />
        <button
          type="submit"
          form="checkout-form"
          name="intent"
          value="discount"
          className="rounded border border-main px-4 py-2 text-sm font-medium text-main hover:bg-main/5"
        >
          {t(APPLY)}
        </button>
      </div>
      {reply?.intent === "discount" ? <FormMessage text={reply.message} kind="success" /> : null}
      <dl className="mt-4 space-y-1 text-sm">
        <div className="flex justify-between">
          <dt>{t(SUBTOTAL)}</dt>
          <dd data-testid="checkout-subtotal">{subtotalLabel}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t(SHIPPING)}</dt>
          <dd data-testid="checkout-shipping">{shippingLabel}</dd>
        </div>
        <div className="flex justify-between border-t border-ink/10 pt-2 text-base font-bold">
          <dt>{t(TOTAL)}</dt>
          <dd data-testid="checkout-total">{totalLabel}</dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-ink/80">{t(TOTAL_NOTE)}</p>
      {reply?.intent === "pay" ? <FormMessage text={reply.message} /> : null}
      <button
        type="submit"
        form="checkout-form"
        name="intent"
        value="pay"
        // Without JavaScript the server checks the choices; with it, the button waits for them.
        disabled={hydrated && (paying || !ready)}
        className="mt-4 w-full rounded bg-main px-5 py-3 font-semibold text-white enabled:hover:bg-main-deep disabled:cursor-not-allowed disabled:opacity-50"
      >
        {paying ? t(PROCESSING) : payLabel}
      </button>
    </aside>
  );
}
