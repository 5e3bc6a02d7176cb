import type { ProductCardData } from "#server/catalog/catalog";
import { HIGH_FETCH_PRIORITY } from "~/lib/fetch-priority";
import { CartIcon } from "./icons";
import { Rating } from "./Rating";
import { WishlistHeart } from "./WishlistHeart";
import { Link } from "~/components/Link";
import { useLocalizedPath, useT } from "~/lib/language";
import { SALE } from "~/messages/SALE";
import { addToCartLabel } from "~/messages/addToCartLabel";
import { reviewsLabel } from "~/messages/reviewsLabel";

type ProductCardProps = {
  product: ProductCardData;
  /** Cards below the fold load their image lazily. */
  eager?: boolean;
  /** The page's first card: its image is likely the largest thing on a phone's first screen. */
  priority?: boolean;
  /** h3 under a section's h2 (home, related products); h2 on a list page right under its h1. */
  titleTag?: "h2" | "h3";
};

/**
 * The product card used everywhere. One link leads to the product: the title's, stretched
 * over the whole card (the image included), with the heart and the add-to-cart button above
 * it. The add-to-cart button is a plain link to the product's quick view page: with
 * JavaScript the QuickView layer catches its click and opens the same content in a dialog,
 * so the router's <Link> would never run (and costs every render).
 */
export function ProductCard({ product, eager = false, priority = false, titleTag: Title = "h3" }: ProductCardProps) {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-lg border border-ink/10 bg-white shadow-sm transition hover:shadow-md"
      data-testid="product-card"
      data-product-id={product.id}
    >
      <div className="aspect-square overflow-hidden bg-bright-bg">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt={product.title}
            width={400}
            height={400}
            loading={eager ? "eager" : "lazy"}
            {...(priority ? HIGH_FETCH_PRIORITY : {})}
            className="h-full w-full object-cover transition group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="absolute end-2 top-2 z-10">
        <WishlistHeart productId={product.id} label={product.title} />
      </div>
      {/* The shop's main colour, as its buttons: white text on the bright colour is too faint for some shops (2.1:1). */}
      {product.hasPromotion ? (
        <span className="absolute start-2 top-2 rounded bg-main px-2 py-0.5 text-xs font-semibold text-white">
          {t(SALE)}
        </span>
      ) : null}
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
    </article>
  );
}
