import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT, type Message } from "~/lib/language";
import { DESCRIPTION } from "~/messages/_frame";
import { REVIEWS } from "~/messages/REVIEWS";
import { REVIEWS_AND_DESCRIPTION } from "~/messages/REVIEWS_AND_DESCRIPTION";

export type Tab = "reviews" | "description";

const TABS: Array<{ id: Tab; label: Message<string> }> = [
  { id: "reviews", label: REVIEWS },
  { id: "description", label: DESCRIPTION },
];

const isTab = (value: string): value is Tab => value === "reviews" || value === "description";

/**
 * The Reviews / Description switch. Without JavaScript both panels show, one under the other,
 * and the two links jump to them; with JavaScript the links become tabs. `opened` is the tab
 * that holds the answer to what the shopper just sent (a review sent before the scripts ran
 * comes back as a page whose answer must not hide behind the other tab).
 */
export function ProductTabs({ panels, opened }: { panels: Record<Tab, React.ReactNode>; opened?: Tab }) {
  const hydrated = useHydrated();
  const t = useT();
  // A link to #reviews or #description (the review count, say) opens that tab. Read while
  // hydrating: nothing shows the choice until `hydrated`, so the server's markup still matches.
  const [active, setActive] = useState<Tab>(() => {
    const hash = typeof window === "undefined" ? "" : window.location.hash.slice(1);
    return isTab(hash) ? hash : (opened ?? "description");
  });
  useEffect(() => {
    const onHashChange = () => {
      const hash = window.location.hash.slice(1);
      if (!isTab(hash)) return;
      flushSync(() => setActive(hash));
      document.getElementById(hash)?.scrollIntoView({ block: "start" });
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  return (
    <section className="mt-12" aria-label={t(REVIEWS_AND_DESCRIPTION)}>
      <div role={hydrated ? "tablist" : undefined} className="flex gap-6 border-b border-ink/10">
        {TABS.map((tab) => (
          <a
            key={tab.id}
            href={`#${tab.id}`}
            id={`tab-${tab.id}`}
            role={hydrated ? "tab" : undefined}
            aria-selected={hydrated ? active === tab.id : undefined}
            aria-controls={hydrated ? tab.id : undefined}
            onClick={(event) => {
              event.preventDefault();
              setActive(tab.id);
            }}
            className={`-mb-px border-b-2 px-1 pb-2 font-semibold ${
              hydrated && active === tab.id ? "border-main text-main" : "border-transparent text-ink/80 hover:text-main"
            }`}
          >
            {t(tab.label)}
          </a>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          id={tab.id}
          role={hydrated ? "tabpanel" : undefined}
          aria-labelledby={hydrated ? `tab-${tab.id}` : undefined}
          hidden={hydrated && active !== tab.id}
          className="scroll-mt-4 py-6"
        >
          {hydrated ? null : <h2 className="mb-4 text-lg font-semibold text-ink">{t(tab.label)}</h2>}
          {panels[tab.id]}
        </div>
      ))}
    </section>
  );
}
