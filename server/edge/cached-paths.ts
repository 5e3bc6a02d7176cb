/**
 * Which request paths the page cache may answer and keep: the path Remix would render (not one
 * a WHATWG URL reads as another page), matched by routes of the build that all say
 * `handle.pageCache`. Kept apart from the cache itself: server/edge/main.ts makes the rule again
 * from each new build. The rest: docs/decisions/0008-rendered-page-cache.md.
 */
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { Request } from "express";
import { LRUCache } from "lru-cache";
import { routeKeepsPages } from "#server/platform/page-render";

/** The parts of the Remix build's route manifest the cache reads. */
export type RouteManifest = Record<
  string,
  {
    id: string;
    parentId?: string;
    path?: string;
    index?: boolean;
    caseSensitive?: boolean;
    module: { handle?: unknown };
  }
>;

/** Memory for remembering which paths may be kept (a fixed 1 MiB: thousands of ordinary paths). */
export const KNOWN_PATHS_MAX_BYTES = 1024 * 1024;

/**
 * Whether a request's path is the one Remix renders: server/edge/main.ts gives Remix a WHATWG URL,
 * which turns `\` into `/` and resolves `.` and `..` segments, `%2e` spellings included. A path
 * it would change is neither answered from nor kept in the cache: `/quick-view/x\%2e%2e\%2e%2e\cart`
 * looks like a quick view here but renders the cart.
 */
export function isRenderedPath(req: Pick<Request, "originalUrl" | "path">): boolean {
  try {
    if (new URL(`http://host${req.originalUrl}`).pathname !== req.path) return false;
    // A data request's page is its path without `.data`, which Remix resolves again:
    // `/quick-view/%2e%2e.data` is the home page's data.
    const page = req.path.endsWith(".data") ? req.path.slice(0, -".data".length) : undefined;
    return page === undefined || new URL(`http://host${page}`).pathname === page;
  } catch {
    return false;
  }
}

/**
 * Whether the page at a path may be kept: it matches routes of the build that all say
 * `handle.pageCache` (server/cart/page-variant.ts), with Remix's own matching. A data request
 * (`/x.data`, `/_root.data`) asks for the page at `/x` (`/`).
 */
export function cachedPathsOf(manifest: RouteManifest): (pathname: string) => boolean {
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(manifest)
      .filter((route) => route.parentId === parentId)
      .map(
        (route) =>
          ({
            id: route.id,
            path: route.path,
            index: route.index,
            caseSensitive: route.caseSensitive,
            children: childrenOf(route.id),
          }) as AgnosticRouteObject,
      );
  const routes = childrenOf(undefined);
  // Paths are visitors' input (up to the 16 KiB URL limit): bounded by their size, not their number.
  const known = new LRUCache<string, boolean>({
    maxSize: KNOWN_PATHS_MAX_BYTES,
    sizeCalculation: (_allowed, path) => 2 * path.length + 64,
  });
  return (pathname) => {
    const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : pathname;
    let cached = known.get(page);
    if (cached === undefined) {
      const matches = matchRoutes(routes, page) ?? [];
      cached =
        matches.length > 0 && matches.every((match) => routeKeepsPages(manifest[match.route.id!]?.module.handle));
      known.set(page, cached);
    }
    return cached;
  };
}
