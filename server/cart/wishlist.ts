import { errorFields, log } from "#server/platform/log";
import type { SignedInUser } from "#server/identity/session";
import { WishlistSchema, WishlistToggleResponseSchema, type Product } from "#server/upstream/contract";
import { sideCall, upstreamRequest, type UpstreamRequest } from "#server/upstream/client";

/**
 * The shopper's wishlist. Per user, so never cached: the catalogue is cached per shop
 * without a token (its `wished` is always false), and the shop layout lays these ids over it.
 */

type CallOptions = Pick<UpstreamRequest<typeof WishlistSchema>, "timeoutMs" | "retry">;

/** The wishlist's products, most recently added first; throws UpstreamError on failure. */
export async function loadWishlist(
  shopId: number,
  user: SignedInUser,
  options: CallOptions = {},
): Promise<{ count: number; products: Product[] }> {
  const wishlist = await upstreamRequest({
    path: "products/wishlist/",
    query: { tenantId: shopId },
    token: user.token,
    schema: WishlistSchema,
    ...options,
  });
  return { count: Math.max(wishlist.count, wishlist.results.length), products: wishlist.results };
}

/**
 * The wished product ids and their count for the hearts and the header badge; empty when
 * unknown. A side call: a slow upstream gets a short timeout and no retry, and every page
 * renders without it.
 */
export async function loadWishlistState(shopId: number, user: SignedInUser): Promise<{ ids: number[]; count: number }> {
  try {
    const { count, products } = await loadWishlist(shopId, user, sideCall());
    return { ids: products.map((product) => product.id), count };
  } catch (error) {
    // Hearts and a badge must never break the page they sit on.
    log.warn("wishlist state unavailable", errorFields(error));
    return { ids: [], count: 0 };
  }
}

/** Adds the product to the wishlist or takes it out; answers the new state. */
export async function toggleWishlist(shopId: number, user: SignedInUser, productId: number): Promise<boolean> {
  const answer = await upstreamRequest({
    method: "POST",
    path: "products/wishlist/toggle/",
    query: { tenantId: shopId },
    json: { product: productId },
    token: user.token,
    schema: WishlistToggleResponseSchema,
  });
  return answer.wished;
}
