import { Link } from "~/components/Link";
import type { NavSection } from "#server/tenancy/shop";
import { useT } from "~/lib/language";
import { CATEGORIES } from "~/messages/_frame";
import { ChevronDownIcon } from "./icons";

/**
 * One button per section (sorted by name by the loader); its categories show on hover and
 * on keyboard focus through CSS alone (group-hover / group-focus-within), so no script.
 */
export function CategoryBar({ sections }: { sections: NavSection[] }) {
  const t = useT();
  if (sections.length === 0) return null;
  return (
    <nav aria-label={t(CATEGORIES)} className="border-b border-ink/10 bg-bright-bg">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4">
        {sections.map((section) => (
          <li key={section.id} className="group relative">
            <button
              type="button"
              className="flex items-center gap-1 px-3 py-2 font-medium text-ink hover:text-main"
              aria-haspopup="true"
            >
              {section.name}
              <ChevronDownIcon width={16} height={16} />
            </button>
            <ul className="absolute start-0 top-full z-30 hidden min-w-48 rounded-b border border-ink/10 bg-white py-1 shadow-lg group-focus-within:block group-hover:block">
              {section.categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={`/category/${category.id}`}
                    className="block px-4 py-2 text-ink/80 hover:bg-bright-bg hover:text-main focus:bg-bright-bg"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
