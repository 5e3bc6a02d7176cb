import { lineKey } from "#server/cart/cart-line";
import { readCartState } from "#server/cart/cart";
import { loadWishlistState } from "#server/cart/wishlist";
import { commitSession, getSession, signedInUser } from "#server/identity/session";
import type { CookieCarrier } from "#server/platform/request";
import type { Visitor } from "#server/tenancy/shop";
import type { Flash } from "~/components/FlashMessage";

/**
 * What a shop page shows of its visitor (signed in or not, the cart, the wished ids) and the
 * flash message waiting for them, which reading consumes: `setCookie` writes the session back.
 * The shop layout's loader and the edge's stitched views (decision 0029) read it here alike; a
 * stitched view takes the wished ids kept for the sign-in (server/cart/wishlist.ts).
 */
export async function loadVisitor(
  request: CookieCarrier,
  shopId: number,
  options: { stitched: boolean },
): Promise<{ visitor: Visitor; flash: Flash | null; setCookie: string | null }> {
  const session = await getSession(request);
  const user = signedInUser(session, shopId);
  const [cart, wishlist] = await Promise.all([
    readCartState(request, shopId),
    user ? loadWishlistState(shopId, user, { kept: options.stitched }) : Promise.resolve({ ids: [], count: 0 }),
  ]);
  const flash: Flash | null = session.get("flash") ?? null;
  const visitor: Visitor = {
    signedIn: Boolean(user),
    cartCount: cart.lines.length,
    cartKeys: cart.lines.map(lineKey),
    cartRevision: cart.revision,
    wishlistCount: wishlist.count,
    wishlistIds: wishlist.ids,
  };
  return { visitor, flash, setCookie: flash ? await commitSession(session) : null };
}
