/**
 * What the edge's page cache (server/edge/page-cache.ts) and the app's renders agree on: the
 * edge hands a render its `PageCacheRender`, the app says which routes may be kept and which
 * reads failed. Node runs this file from source (the edge imports it): types and constants only.
 */
import type { ShellLayout } from "./visitor-slots.ts";

/**
 * What a cacheable render hands back to be kept: the body and its headers, and for a document
 * rendered as a shell (`shell` below) where the body holds its visitor slots (decision 0029).
 */
export type RenderedPage = { headers: Record<string, string>; body: Buffer; shell?: ShellLayout };

/** What a render gets in its load context when its page may be kept. */
export type PageCacheRender = {
  /**
   * The render is a guest's (no cart, no session), whose page is also the shell of every
   * visitor with a session: a document marks its visitor slots (app/lib/visitor-slots.tsx).
   */
  shell: boolean;
  /** Keeps the page under this request's key (unless a source changed meanwhile); returns the headers its response gets. */
  keep: (page: RenderedPage) => Record<string, string>;
};

/**
 * What a render's reads hold when one of them failed (server/platform/cache.ts): the page left a
 * section out after an upstream error, so it is that visitor's answer only, neither kept here
 * nor marked public for a shared cache. Not a cache key (those start with a store's prefix).
 */
export const FAILED_READ = "!failed";

/** Whether a route's `handle` lets its pages be kept (`{ pageCache: true }`, server/cart/page-variant.ts). */
export function routeKeepsPages(handle: unknown): boolean {
  return (handle as { pageCache?: unknown } | undefined)?.pageCache === true;
}
