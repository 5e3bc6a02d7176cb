import { lazy, Suspense } from "react";
import { GeneralErrorBoundary as GeneralOnServer, RootErrorBoundary as RootOnServer } from "./ErrorPages.server";

/**
 * What the routes' ErrorBoundary exports render. The error pages are code every page would
 * load for the rare one that fails (about 1.5 KB gzipped, docs/decisions/0009), so the browser loads
 * them when one shows: a page answered with an error hydrates its Suspense boundary once the
 * chunk is there (the server rendered it whole, ErrorPages.server.tsx), and an error met in a
 * client-side navigation shows as soon as it has loaded.
 */
const General = GeneralOnServer ?? lazy(() => import("./ErrorPages").then((module) => ({ default: module.GeneralErrorBoundary })));
const Root = RootOnServer ?? lazy(() => import("./ErrorPages").then((module) => ({ default: module.RootErrorBoundary })));

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
