import { CategoryTiles } from "#rendered-once/CategoryTiles";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";
import { useT } from "~/lib/language";
import { ALL_CATEGORIES } from "~/messages/_frame";
import { ALL_CATEGORIES_DESCRIPTION } from "~/messages/ALL_CATEGORIES_DESCRIPTION";
import { NO_PRODUCTS } from "~/messages/NO_PRODUCTS";
import type { loader } from "./categories";

export { loader } from "./categories";

/**
 * /categories (spec §2: linked from the 'Shop by category' drawer and the footer): every
 * section with its categories (image, name, product count), only categories with products,
 * sorted by name, each leading to its category page.
 */

export const meta: MetaFunction = (args) => shopMeta(args, ALL_CATEGORIES, ALL_CATEGORIES_DESCRIPTION);

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export default function Categories() {
  const { sections } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold text-ink">{t(ALL_CATEGORIES)}</h1>
      {sections.length === 0 ? (
        <p className="py-16 text-center text-lg text-ink/80" data-testid="no-categories">
          {t(NO_PRODUCTS)}
        </p>
      ) : null}
      {sections.map((section) => (
        <section
          key={section.id}
          className="mb-10"
          aria-labelledby={`section-${section.id}`}
          data-testid="category-section"
        >
          <h2 id={`section-${section.id}`} className="mb-4 text-xl font-semibold text-ink">
            {section.name}
          </h2>
          <CategoryTiles categories={section.categories} showCount align="start" />
        </section>
      ))}
    </div>
  );
}
