import { useNavigation } from "@remix-run/react";
import { pathWithoutLanguage } from "#server/platform/language";
import { useT } from "~/lib/language";
import { LOADING, SEARCH, SEARCHING } from "~/messages/_frame";

/** A spinning ring with a screen-reader label, for content that is on its way. */
export function Spinner({ label, size = 40 }: { label?: string; size?: number }) {
  const t = useT();
  return (
    <div role="status" className="flex items-center justify-center py-16" data-testid="spinner">
      <svg width={size} height={size} viewBox="0 0 24 24" className="animate-spin text-main" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label ?? t(LOADING)}</span>
    </div>
  );
}

/**
 * Spec §4: "Search: with non-empty text, results replace the page content, with a spinner while
 * loading." While the app navigates to /search with a text (from the header on any page, or a
 * results page link), the page content gives way to a spinner. Without JavaScript the browser
 * shows its own progress and nothing here runs.
 */
export function SearchPending({ children }: { children: React.ReactNode }) {
  const navigation = useNavigation();
  const t = useT();
  const target = navigation.location;
  const searching =
    navigation.state === "loading" &&
    target !== undefined &&
    pathWithoutLanguage(target.pathname) === "/search" &&
    Boolean(new URLSearchParams(target.search).get("q")?.trim());
  // The page's h1 goes with its content: the waiting page keeps one (hidden) for screen readers.
  return searching ? (
    <>
      <h1 className="sr-only">{t(SEARCH)}</h1>
      <Spinner label={t(SEARCHING)} />
    </>
  ) : (
    <>{children}</>
  );
}
