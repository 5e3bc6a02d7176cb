import { cartPageVariant } from "./cart";
import { hasSessionData } from "#server/identity/session";

/**
 * The app's side of the rendered-page cache (docs/decisions/0008). The store lives in the
 * HTTP edge (server/edge/page-cache.ts), which asks the app, through the build's entry
 * module, what it cannot know itself: which visitors may share a page, and which pages may
 * be kept at all.
 */

/**
 * A route module whose page may be kept for everyone says
 * `export const handle: CachedPageHandle = { pageCache: true }`. A page is kept only when every
 * route it matches says so (root, the shop layout, the page), as each one's loader must show
 * nothing per visitor beyond what `pageCacheVariant` covers.
 */
export type CachedPageHandle = { pageCache?: true };

/**
 * The per-visitor part of a page's cache key, from the request's cookies: what the shop
 * layout shows of the cart ("" when nothing). Null when anything is in the session (a
 * sign-in, a flash message, a reset or a payment under way): that visitor's documents are the
 * guest's page with their own visitor slots stitched in (decision 0029), their data requests
 * rendered whole.
 */
export async function pageCacheVariant(cookieHeader: string): Promise<string | null> {
  if (await hasSessionData(cookieHeader)) return null;
  return cartPageVariant(cookieHeader);
}
