import type { ProductCardData } from "#server/catalog/catalog";
import { CartIcon } from "./icons";
import { Rating } from "./Rating";
import { Link } from "~/components/Link";
import { useLocalizedPath, useT } from "~/lib/language";
import { addToCartLabel } from "~/messages/addToCartLabel";
import { reviewsLabel } from "~/messages/reviewsLabel";

/**
 * A product card's text under its image: the link to the product (stretched over the card), its
 * rating, price and add-to-cart button. The same for every visitor: the server renders it once per
 * product and language (`#rendered-once`, decision 0033).
 */
export function ProductCardText({ product, titleTag: Title }: { product: ProductCardData; titleTag: "h2" | "h3" }) {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <div className="flex flex-1 flex-col gap-1 p-3">
      <Link to={`/single-product/${product.id}`} className="after:absolute after:inset-0 hover:text-main">
        <Title className="font-semibold text-ink" title={product.title}>
          {product.titleShort}
        </Title>
        <p className="text-sm text-ink/80" title={product.subtitle}>
          {product.subtitleShort}
        </p>
      </Link>
      <div className="flex items-center gap-2">
        <Rating value={product.rating} />
        <span className="text-xs text-ink/80" aria-label={t(reviewsLabel)(product.reviewCount)}>
          ({product.reviewCount})
        </span>
      </div>
      <div className="mt-auto flex items-center justify-between pt-2">
        <p className="font-bold text-main">
          {/* Each price a unit of its own ("320 SAR", "380 SAR"): side by side right to left, their
              numbers and codes would otherwise mix into one run ("SAR380 320 SAR"). */}
          <span className="[unicode-bidi:isolate]" data-testid="card-price">
            {product.priceLabel}
          </span>
          {product.oldPriceLabel ? (
            <s className="ms-2 text-sm font-normal text-ink/80 [unicode-bidi:isolate]">{product.oldPriceLabel}</s>
          ) : null}
        </p>
        <a
          href={localized(`/quick-view/${product.id}`)}
          className="relative z-10 rounded-full bg-main p-2 text-white hover:bg-main-deep"
          aria-label={t(addToCartLabel)(product.title)}
          data-quick-view={product.id}
        >
          <CartIcon width={20} height={20} />
        </a>
      </div>
    </div>
  );
}
