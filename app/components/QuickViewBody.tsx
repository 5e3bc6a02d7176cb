import { useLocation } from "@remix-run/react";
import type { ComponentProps } from "react";
import { QuickViewContent } from "./QuickViewContent";

/**
 * The open quick view's content with its product's `data` (the dialog's fetcher's, for the
 * quick-view URL `href`, path and query): the dialog's lazy chunk, with QuickViewContent, so
 * that a page with cards loads none of it before the first click (docs/decisions/0009-js-budget.md).
 */
export function QuickViewBody({
  href,
  data,
  loading,
  onChooseOption,
}: {
  href: string;
  data: Pick<ComponentProps<typeof QuickViewContent>, "product" | "currency">;
  /** The fetcher is loading (another option of the product shown). */
  loading: boolean;
  onChooseOption: (href: string) => void;
}) {
  const location = useLocation();
  const shown = new URL(href, "http://quick.view");
  return (
    <div className={loading ? "opacity-60 transition-opacity" : undefined} aria-busy={loading}>
      <QuickViewContent
        product={data.product}
        currency={data.currency}
        pathname={shown.pathname}
        search={shown.search}
        redirectTo={`${location.pathname}${location.search}`}
        onChooseOption={onChooseOption}
        headingLevel={2}
        headingId="quick-view-title"
      />
    </div>
  );
}
