import { useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useT } from "~/lib/language";
import { SERVER_ERROR_TEXT, TRY_AGAIN } from "~/messages/_frame";
import { GeneralErrorBoundary as GeneralOnServer, RootErrorBoundary as RootOnServer } from "./ErrorPages.server";

/**
 * What the routes' ErrorBoundary exports render. The error pages are code every page would
 * load for the rare one that fails (about 1.5 KB gzipped, docs/decisions/0009), so the browser loads
 * them when one shows: a page answered with an error hydrates its Suspense boundary once the
 * chunk is there (the server rendered it whole, ErrorPages.server.tsx), and an error met in a
 * client-side navigation shows as soon as it has loaded.
 */
const General =
  GeneralOnServer ??
  lazy(() =>
    import("./ErrorPages").then(
      (module) => ({ default: module.GeneralErrorBoundary }),
      () => ({ default: ErrorPagesUnreachable }),
    ),
  );
const Root =
  RootOnServer ??
  lazy(() =>
    import("./ErrorPages").then(
      (module) => ({ default: module.RootErrorBoundary }),
      () => ({ default: ErrorPagesUnreachable }),
    ),
  );

/**
 * When the error pages' chunk cannot load (the shopper went offline, a deploy replaced it): a
 * plain page instead of an error thrown past every boundary. "Try again" loads this address as a
 * document, which the server answers with the whole error page. Its few lines of markup copy
 * ErrorPages.tsx's on purpose: sharing them moved them into every page's scripts (+0.3 KB
 * gzipped, measured), for a page almost nobody sees.
 */
function ErrorPagesUnreachable() {
  const location = useLocation();
  const t = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="error">
      <h1 className="mt-4 text-2xl font-semibold text-ink">{t(SERVER_ERROR_TEXT)}</h1>
      <a
        href={`${location.pathname}${location.search}`}
        className="mt-8 inline-block rounded bg-main px-6 py-2 font-medium text-white hover:bg-main-deep"
      >
        {t(TRY_AGAIN)}
      </a>
    </section>
  );
}

/** The error page of a route's failure (its status: 404, 503, a 4xx with its reason, else 500). */
export function RouteErrorPage() {
  return (
    <Suspense fallback={null}>
      <General />
    </Suspense>
  );
}

/** The root's error page: also Coming Soon for an unpublished shop. */
export function RootErrorPage() {
  return (
    <Suspense fallback={null}>
      <Root />
    </Suspense>
  );
}
