import type { NavSection } from "#server/tenancy/shop";
import { Link } from "~/components/Link";
import { ChevronDownIcon } from "./icons";

/**
 * The category drawer's sections, each a <details> that expands to its categories. The same on
 * every page of a shop in a language: the server renders it once (`#rendered-once`, decision 0033).
 */
export function CategoryDrawerSections({ sections }: { sections: NavSection[] }) {
  return (
    <ul className="space-y-1">
      {sections.map((section) => (
        <li key={section.id}>
          <details>
            <summary className="flex cursor-pointer list-none items-center justify-between rounded px-2 py-2 font-medium hover:bg-bright-bg">
              {section.name}
              <ChevronDownIcon width={18} height={18} />
            </summary>
            <ul className="ms-3 border-s border-ink/10 ps-3">
              {section.categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={`/category/${category.id}`}
                    className="block rounded px-2 py-1.5 text-ink/80 hover:bg-bright-bg hover:text-main"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
