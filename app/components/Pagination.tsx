import { Link } from "~/components/Link";
import { useT } from "~/lib/language";
import { NEXT } from "~/messages/NEXT";
import { PAGINATION } from "~/messages/PAGINATION";
import { PREVIOUS } from "~/messages/PREVIOUS";
import { pageOf } from "~/messages/pageOf";

type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /** The URL of another page (e.g. the same filters with `page` changed). */
  hrefFor: (page: number) => string;
  /** The navigation's name; "Pagination" (in the page's language) by default. */
  label?: string;
};

const STEP = "rounded border px-4 py-2 font-medium";

/** A Previous or Next link, or a greyed placeholder when there is no page in that direction. */
function Step({ to, rel, children }: { to: string | null; rel: "prev" | "next"; children: string }) {
  if (to === null) {
    return (
      <span aria-disabled="true" className={`${STEP} cursor-not-allowed border-ink/10 text-ink/40`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className={`${STEP} border-ink/20 text-ink hover:border-main hover:text-main`}>
      {children}
    </Link>
  );
}

/**
 * 'Page X of Y' with Previous and Next links: plain links, so they work without JavaScript and
 * keep whatever `hrefFor` puts in the URL (filters, a search text, a status).
 */
export function Pagination({ page, totalPages, hrefFor, label }: PaginationProps) {
  const pages = Math.max(1, totalPages);
  const t = useT();
  return (
    <nav
      aria-label={label ?? t(PAGINATION)}
      className="mt-8 flex items-center justify-center gap-4"
      data-testid="pagination"
    >
      <Step to={page > 1 ? hrefFor(page - 1) : null} rel="prev">
        {t(PREVIOUS)}
      </Step>
      <p className="text-sm text-ink/80" data-testid="page-indicator">
        {t(pageOf)(page, pages)}
      </p>
      <Step to={page < pages ? hrefFor(page + 1) : null} rel="next">
        {t(NEXT)}
      </Step>
    </nav>
  );
}
