import { Link } from "@remix-run/react";
import type { NavCategory } from "../../server/shop.server";

/** 'Shop From Top categories': round image tiles with names, each leading to its category. */
export function CategoryTiles({ categories }: { categories: NavCategory[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-6 md:gap-10">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={`/category/${category.id}`} className="group flex w-24 flex-col items-center gap-2 text-center md:w-32">
            <span className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-full border border-ink/10 bg-bright-bg shadow-sm transition group-hover:shadow-md">
              {category.imageUrl ? (
                <img src={category.imageUrl} alt="" width={128} height={128} loading="lazy" className="h-full w-full object-cover transition group-hover:scale-105" />
              ) : (
                <span aria-hidden className="text-3xl font-bold text-main">
                  {category.name.slice(0, 1)}
                </span>
              )}
            </span>
            <span className="text-sm font-medium text-ink group-hover:text-main">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
