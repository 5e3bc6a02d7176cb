import { Link } from "~/components/Link";
import type { NavCategory } from "#server/tenancy/shop";
import { useT } from "~/lib/language";
import { productCount } from "~/messages/productCount";

/**
 * Round image tiles with names, each leading to its category: 'Shop From Top categories' on the
 * home page, and /categories (with each category's product count).
 */
export function CategoryTiles({
  categories,
  showCount = false,
  align = "center",
}: {
  categories: NavCategory[];
  showCount?: boolean;
  align?: "center" | "start";
}) {
  const t = useT();
  return (
    <ul className={`flex flex-wrap gap-6 md:gap-10 ${align === "center" ? "justify-center" : "justify-start"}`}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={`/category/${category.id}`}
            className="group flex w-24 flex-col items-center gap-2 text-center md:w-32"
          >
            <span className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-full border border-ink/10 bg-bright-bg shadow-sm transition group-hover:shadow-md">
              {category.imageUrl ? (
                <img
                  src={category.imageUrl}
                  alt=""
                  width={128}
                  height={128}
                  loading="lazy"
                  className="h-full w-full object-cover transition group-hover:scale-105"
                />
              ) : (
                <span aria-hidden className="text-3xl font-bold text-main">
                  {category.name.slice(0, 1)}
                </span>
              )}
            </span>
            <span className="text-sm font-medium text-ink group-hover:text-main" data-testid="category-name">
              {category.name}
            </span>
            {showCount ? (
              <span className="text-xs text-ink/80" data-testid="category-count">
                {t(productCount)(category.productsCount)}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
