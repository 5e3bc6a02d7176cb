import type { ProductView } from "#server/catalog/product-view";
import { Rating } from "./Rating";
import { RichText } from "./RichText";
import { useT } from "~/lib/language";
import { NO_DESCRIPTION } from "~/messages/NO_DESCRIPTION";
import { WAS_PRICE } from "~/messages/WAS_PRICE";
import { reviewCount } from "~/messages/reviewCount";

/**
 * The parts of a product's summary that the product page and the quick view (QuickViewContent.tsx)
 * both show. A module apart from the quick view's: the product page imports these, and a module
 * it imports is loaded whole, so the quick view's own layout stayed in the page's scripts
 * (docs/decisions/0009-js-budget.md); the quick view's is the dialog's lazy chunk.
 */

/** The sanitized upstream HTML (see server/platform/html.ts), or the spec's fallback text. */
export function ProductDescription({ html }: { html: string }) {
  const t = useT();
  if (!html) return <p className="text-ink/80">{t(NO_DESCRIPTION)}</p>;
  return <RichText html={html} testId="product-description" />;
}

/** The option-adjusted price, with the old price struck through when on promotion. */
export function ProductPrice({ product }: { product: Pick<ProductView, "priceLabel" | "oldPriceLabel"> }) {
  const t = useT();
  return (
    <p className="flex items-baseline gap-3">
      <span className="text-2xl font-bold text-main" data-testid="product-price">
        {product.priceLabel}
      </span>
      {product.oldPriceLabel ? (
        <s className="text-lg text-ink/80" data-testid="old-price">
          <span className="sr-only">{t(WAS_PRICE)}</span>
          {product.oldPriceLabel}
        </s>
      ) : null}
    </p>
  );
}

/** Stars, the average and the number of reviews. */
export function RatingSummary({
  product,
  reviewsHref,
}: {
  product: Pick<ProductView, "rating" | "ratingAverage" | "reviewCount">;
  reviewsHref?: string;
}) {
  const count = useT()(reviewCount)(product.reviewCount);
  return (
    <div className="flex items-center gap-2 text-sm text-ink/80">
      <Rating value={product.rating} size={18} />
      <span data-testid="rating-average">{product.ratingAverage.toFixed(1)}</span>
      {reviewsHref ? (
        <a href={reviewsHref} className="underline hover:text-main" data-testid="review-count">
          ({count})
        </a>
      ) : (
        <span data-testid="review-count">({count})</span>
      )}
    </div>
  );
}

export function OptionNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p
      role="alert"
      className="rounded border-s-4 border-amber-500 bg-amber-50 px-4 py-3 text-amber-900"
      data-testid="option-notice"
    >
      {text}
    </p>
  );
}
