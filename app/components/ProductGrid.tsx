import type { ProductCardData } from "../../server/catalog.server";
import { ProductCard } from "./ProductCard";

/** A responsive grid of product cards; the first row loads eagerly, the rest lazily. */
export function ProductGrid({ products, eagerCount = 0, label }: { products: ProductCardData[]; eagerCount?: number; label?: string }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
