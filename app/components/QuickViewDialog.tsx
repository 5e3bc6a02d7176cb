import { useFetcher, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { loader as quickViewLoader } from "~/routes/(ar)._shop.quick-view.$id/route";
import { pathWithoutLanguage } from "#server/platform/language";
import { useT } from "~/lib/language";
import { CLOSE_QUICK_VIEW } from "~/messages/CLOSE_QUICK_VIEW";
import { LOADING_ELLIPSIS } from "~/messages/LOADING_ELLIPSIS";
import { CloseIcon } from "./icons";

/** A quick view's path, its language prefix taken off (`/ar/quick-view/3` too). */
const QUICK_VIEW_PATH = /^\/quick-view\/(\d+)$/;

/**
 * The content (options, add to cart, wishlist) is its own chunk, fetched on the first click
 * together with the product's data: the pages with cards stay within the JavaScript budget
 * (docs/decisions/0009-js-budget.md). The dialog is empty until opened, also on the server.
 */
const loadContent = () => import("./QuickViewBody");
const QuickViewBody = lazy(() => loadContent().then((module) => ({ default: module.QuickViewBody })));

/**
 * With JavaScript, every `a[data-quick-view]` link (the product card's add-to-cart button)
 * opens the quick view in a native <dialog> instead of navigating to /quick-view/{id}: the
 * same loader's data comes through a fetcher and the same content renders. Mounted once by
 * each page that shows product cards (not by the layout: the cart, checkout, profile and info
 * pages have no such link and do not load this code); without JavaScript the links simply lead
 * to the quick-view page.
 */
export function QuickViewDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<typeof quickViewLoader>();
  const { load } = fetcher;
  const location = useLocation();
  /** The quick-view URL shown (path and query), null while closed. */
  const [href, setHref] = useState<string | null>(null);
  const t = useT();

  useEffect(() => {
    function onClick(event: MouseEvent) {
      // A new tab, a download or an already handled click keeps the browser's behaviour.
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest("a[data-quick-view]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || !QUICK_VIEW_PATH.test(pathWithoutLanguage(url.pathname))) return;
      // Capture phase: prevented before the link's own (router) click handler runs.
      event.preventDefault();
      const next = `${url.pathname}${url.search}`;
      setHref(next);
      load(next);
      void loadContent();
      const dialog = dialogRef.current;
      if (dialog && !dialog.open) dialog.showModal();
    }
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [load]);

  // Following a link out of the dialog (full details, say) closes it.
  useEffect(() => {
    dialogRef.current?.close();
  }, [location.key]);

  const requestedId = href
    ? Number(QUICK_VIEW_PATH.exec(pathWithoutLanguage(new URL(href, "http://quick.view").pathname))?.[1])
    : null;
  const data = fetcher.data && fetcher.data.product.id === requestedId ? fetcher.data : null;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="quick-view-title"
      onClose={() => setHref(null)}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="w-[min(64rem,calc(100vw-2rem))] max-w-none rounded-lg p-0 shadow-xl backdrop:bg-black/50"
      data-testid="quick-view-dialog"
    >
      <div className="relative p-6 pt-12">
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="absolute end-3 top-3 rounded p-1 text-ink/80 hover:bg-ink/5 hover:text-ink"
          aria-label={t(CLOSE_QUICK_VIEW)}
        >
          <CloseIcon width={22} height={22} />
        </button>
        {href && data ? (
          <Suspense fallback={<QuickViewLoading />}>
            <QuickViewBody
              href={href}
              data={data}
              loading={fetcher.state === "loading"}
              onChooseOption={(next) => {
                setHref(next);
                load(next);
              }}
            />
          </Suspense>
        ) : href ? (
          <QuickViewLoading />
        ) : null}
      </div>
    </dialog>
  );
}

/** Until the product's data and the content's chunk are there. */
function QuickViewLoading() {
  const t = useT();
  return (
    <p role="status" className="py-16 text-center text-ink/80">
      <span id="quick-view-title">{t(LOADING_ELLIPSIS)}</span>
    </p>
  );
}
