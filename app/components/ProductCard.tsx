import type { ProductCardData } from "#server/catalog/catalog";
import { HIGH_FETCH_PRIORITY } from "~/lib/fetch-priority";
import { WishlistHeart } from "./WishlistHeart";
import { ProductCardText } from "#rendered-once/ProductCardText";
import { useT } from "~/lib/language";
import { SALE } from "~/messages/SALE";

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
      <ProductCardText product={product} titleTag={Title} />
    </article>
  );
}
