import { Link } from "~/components/Link";
import type { NavSection } from "#server/tenancy/shop";
import { useClosesOnNavigation } from "~/lib/close-on-navigation";
import { CloseIcon, MenuIcon } from "./icons";
import { ALL_CATEGORIES_LINK, SHOP_BY_CATEGORY } from "~/messages/_frame";
import { useT } from "~/lib/language";
import { LanguageSwitch } from "./LanguageSwitch";
import { CategoryDrawerSections } from "#rendered-once/CategoryDrawerSections";

/**
 * The 'Shop by category' drawer: a <details> element, so it opens without JavaScript;
 * each section is itself a <details> that expands to its categories.
 */
export function CategoryDrawer({ sections }: { sections: NavSection[] }) {
  const drawer = useClosesOnNavigation();
  const t = useT();
  return (
    <details ref={drawer} className="group/drawer" data-testid="category-drawer">
      {/* The summary stays above the open panel so that it also closes it without JavaScript. */}
      <summary
        className="relative z-50 flex cursor-pointer list-none items-center gap-1 rounded bg-white p-1 hover:bg-bright-bg"
        aria-label={t(SHOP_BY_CATEGORY)}
      >
        <MenuIcon className="group-open/drawer:hidden" />
        <CloseIcon className="hidden group-open/drawer:block" />
      </summary>
      <div className="fixed inset-y-0 start-0 z-40 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 pt-4 shadow-xl">
        <h2 className="mb-4 ps-12 pt-1 text-lg font-bold text-ink">{t(SHOP_BY_CATEGORY)}</h2>
        <CategoryDrawerSections sections={sections} />
        <Link to="/categories" className="mt-4 block rounded px-2 py-2 font-semibold text-main hover:bg-bright-bg">
          {t(ALL_CATEGORIES_LINK)}
        </Link>
        {/* On small screens the header has no room for the language switch: it is here. */}
        <LanguageSwitch
          className="mt-2 block rounded border-t border-ink/10 px-2 py-2 font-medium text-ink hover:bg-bright-bg hover:text-main md:hidden"
          testId="language-switch-menu"
        />
      </div>
    </details>
  );
}
