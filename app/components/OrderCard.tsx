import type { OrderView } from "#server/account/account";
import { useT } from "~/lib/language";
import { SHIPPING } from "~/messages/SHIPPING";
import { TOTAL } from "~/messages/TOTAL";
import { TOTAL_NOTE } from "~/messages/TOTAL_NOTE";
import { orderTitle } from "~/messages/orderTitle";
import { quantityShort } from "~/messages/quantityShort";
import { Link } from "~/components/Link";

/**
 * One order of the history: its items, the tenant's shipping cost and the total. `headingLevel`:
 * its title's level under the page's headings (h3 under the history's h2, h2 under the
 * confirmation's h1), since a skipped level loses screen-reader users.
 */
export function OrderCard({ order, headingLevel = 3 }: { order: OrderView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useT();
  return (
    <article
      className="rounded-lg border border-ink/15 bg-white"
      data-testid="order-card"
      aria-labelledby={`order-${order.id}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-ink/10 px-4 py-3">
        <Heading id={`order-${order.id}`} className="font-semibold">
          {t(orderTitle)(order.id)}
        </Heading>
        <p className="text-sm text-ink/80">
          {order.dateLabel ? <span>{order.dateLabel} · </span> : null}
          <span data-testid="order-status">{order.statusLabel}</span>
        </p>
      </header>
      <ul className="divide-y divide-ink/10">
        {order.items.map((item) => (
          <li key={item.key} className="flex items-center gap-4 px-4 py-3" data-testid="order-item">
            <div className="h-16 w-16 shrink-0 overflow-hidden rounded bg-bright-bg">
              {item.imageUrl ? (
                <img
                  src={item.imageUrl}
                  alt={item.title}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              <Link
                to={`/single-product/${item.productId}`}
                className="font-medium hover:text-main"
                data-testid="order-item-name"
              >
                {item.title}
              </Link>
              {item.subtitle ? <p className="truncate text-sm text-ink/80">{item.subtitle}</p> : null}
              {item.options.length > 0 ? <p className="text-xs text-ink/80">{item.options.join(", ")}</p> : null}
            </div>
            <div className="text-end text-sm">
              <p className="font-semibold" data-testid="order-item-price">
                {item.priceLabel}
              </p>
              <p className="text-ink/80" data-testid="order-item-quantity">
                {t(quantityShort)(item.quantity)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-t border-ink/10 px-4 py-3 text-sm">
        <div className="flex justify-between">
          <dt>{t(SHIPPING)}</dt>
          <dd data-testid="order-shipping">{order.shippingLabel}</dd>
        </div>
        <div className="flex justify-between font-semibold">
          <dt>
            {t(TOTAL)} <span className="font-normal text-ink/80">({t(TOTAL_NOTE)})</span>
          </dt>
          <dd data-testid="order-total">{order.totalLabel}</dd>
        </div>
      </dl>
    </article>
  );
}
