import type { ProductView } from "#server/catalog/product-view";
import { AddToCartForm } from "./AddToCartForm";
import { OptionPicker } from "./OptionPicker";
import { Rating } from "./Rating";
import { useT } from "~/lib/language";
import { NO_DESCRIPTION } from "~/messages/NO_DESCRIPTION";
import { VIEW_FULL_DETAILS } from "~/messages/VIEW_FULL_DETAILS";
import { WAS_PRICE } from "~/messages/WAS_PRICE";
import { reviewCount } from "~/messages/reviewCount";
import { RichText } from "./RichText";
import { Link } from "~/components/Link";

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

type QuickViewContentProps = {
  product: ProductView;
  currency: string;
  /** The quick view's own path; option links lead there with `?option=`. */
  pathname: string;
  search: string;
  /** Where a plain add-to-cart form comes back to. */
  redirectTo: string;
  /** The dialog reloads its fetcher instead of navigating. */
  onChooseOption?: (href: string) => void;
  /** The page's heading is an h1; the dialog's an h2 that labels it. */
  headingLevel?: 1 | 2;
  headingId?: string;
};

/**
 * The quick view (spec §2 Product card): image, description, the stockable priced option
 * values, price, rating, review count and add-to-cart. The /quick-view/{id} page (no
 * JavaScript) and the dialog (JavaScript) both render this.
 */
export function QuickViewContent({
  product,
  currency,
  pathname,
  search,
  redirectTo,
  onChooseOption,
  headingLevel = 1,
  headingId,
}: QuickViewContentProps) {
  const t = useT();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const image = product.images[0];
  const details = new URLSearchParams(product.chosenIds.map((id) => ["option", String(id)]));
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="quick-view" data-product-id={product.id}>
      <div className="self-start overflow-hidden rounded-lg bg-bright-bg">
        {image ? (
          <img
            src={image.url}
            alt={image.alt}
            width={600}
            height={600}
            className="aspect-square h-auto w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-4">
        <div>
          <Heading id={headingId} className="text-2xl font-bold text-ink">
            {product.title}
          </Heading>
          {product.subtitle ? (
            <p className="text-ink/80" title={product.subtitle}>
              {product.subtitleShort}
            </p>
          ) : null}
        </div>
        <RatingSummary product={product} />
        <ProductPrice product={product} />
        <OptionNotice text={product.optionNotice} />
        <OptionPicker
          groups={product.groups}
          currency={currency}
          pathname={pathname}
          search={search}
          onChoose={onChooseOption}
        />
        <AddToCartForm
          productId={product.id}
          optionIds={product.chosenIds}
          redirectTo={redirectTo}
          testId="quick-view-add-to-cart"
        />
        <ProductDescription html={product.descriptionHtml} />
        <Link
          to={`/single-product/${product.id}${product.chosenIds.length > 0 ? `?${details}` : ""}`}
          className="text-sm font-medium text-main underline"
        >
          {t(VIEW_FULL_DETAILS)}
        </Link>
      </div>
    </div>
  );
}
