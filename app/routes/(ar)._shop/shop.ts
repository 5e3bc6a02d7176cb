import type { LoaderFunctionArgs } from "@remix-run/node";
import { lineKey } from "#server/cart/cart-line";
import { readCartState } from "#server/cart/cart";
import { data, shopRoute } from "#server/tenancy/route";
import { statusHeaders } from "#server/platform/security";
import { commitSession, getSession, signedInUser } from "#server/identity/session";
import { loadNavSections, type Visitor } from "#server/tenancy/shop";
import { loadWishlistState } from "#server/cart/wishlist";
import type { Flash } from "~/components/FlashMessage";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const session = await getSession(request);
    const user = signedInUser(session, shop.id);
    const [sections, cart, wishlist] = await Promise.all([
      loadNavSections(shop.id, language),
      readCartState(request, shop.id),
      user ? loadWishlistState(shop.id, user) : Promise.resolve({ ids: [], count: 0 }),
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
    return data(
      { sections, visitor, flash },
      // Reading a flash consumes it: the cookie must be written back.
      flash ? { headers: { "Set-Cookie": await commitSession(session) } } : undefined,
    );
  });
}

/** Retry-After and Allow of a response thrown by a shop page reach the document. */
export const headers = statusHeaders;
