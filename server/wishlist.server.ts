import { log } from "./log.server";
import type { SignedInUser } from "./session.server";
import { WishlistSchema } from "./upstream/contract";
import { upstreamRequest } from "./upstream/client.server";

/** The shopper's wishlist size for the header badge: per user, so never cached. Null when unknown. */
export async function loadWishlistCount(shopId: number, user: SignedInUser): Promise<number | null> {
  try {
    const wishlist = await upstreamRequest({
      path: "products/wishlist/",
      query: { tenantId: shopId },
      token: user.token,
      schema: WishlistSchema,
    });
    return wishlist.count || wishlist.results.length;
  } catch (error) {
    // A badge must never break the page it sits on.
    log.warn("wishlist count unavailable", { error: (error as Error).message });
    return null;
  }
}
