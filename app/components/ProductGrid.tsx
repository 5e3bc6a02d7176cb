import type { ProductCardData } from "#server/catalog/catalog";
import { ProductCard } from "#rendered-once/ProductCard";

type ProductGridProps = {
  products: ProductCardData[];
  /** Cards in the first screen: eager images, the first one fetched first (the page's LCP). */
  eagerCount?: number;
  label?: string;
  /** The cards' title heading: h2 where the grid sits right under the page's h1. */
  titleTag?: "h2" | "h3";
};

/** A responsive grid of product cards; the first row loads eagerly, the rest lazily. */
export function ProductGrid({ products, eagerCount = 0, label, titleTag }: ProductGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            priority={index === 0 && eagerCount > 0}
            titleTag={titleTag}
          />
        </li>
      ))}
    </ul>
  );
}
