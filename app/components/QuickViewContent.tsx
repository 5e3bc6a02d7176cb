import type { ProductView } from "#server/catalog/product-view";
import { AddToCartForm } from "./AddToCartForm";
import { OptionPicker } from "./OptionPicker";
import { OptionNotice, ProductDescription, ProductPrice, RatingSummary } from "./ProductSummary";
import { useT } from "~/lib/language";
import { VIEW_FULL_DETAILS } from "~/messages/VIEW_FULL_DETAILS";
import { Link } from "~/components/Link";

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
