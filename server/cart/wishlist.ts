import { hash } from "node:crypto";
import { z } from "zod";
import { entryBoundedLru } from "#server/platform/bounded-lru";
import { errorFields, log } from "#server/platform/log";
import { logRedisOutage, redisOrMemory, withinCommandTimeout, type RedisClient } from "#server/platform/redis";
import type { SignedInUser } from "#server/identity/session";
import { WishlistSchema, WishlistToggleResponseSchema, type Product } from "#server/upstream/contract";
import { sideCall, upstreamRequest, type UpstreamRequest } from "#server/upstream/client";

/**
 * The shopper's wishlist. The catalogue is cached per shop without a token (its `wished` is
 * always false), and the shop layout lays the wished ids over it: those are kept per sign-in for
 * a short while for the stitched views of catalogue pages (decision 0029), replaced by every page
 * rendered whole, and forgotten when the shopper toggles a heart here.
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
 * renders without it. `kept`: the ids kept for this sign-in will do (a stitched view, decision
 * 0029); a page rendered whole asks the upstream and keeps what it answers, so the pages after
 * it show a change made elsewhere (another device) at once.
 */
export async function loadWishlistState(
  shopId: number,
  user: SignedInUser,
  options: { kept: boolean },
): Promise<WishlistState> {
  const key = stateKey(shopId, user);
  const kept = options.kept
    ? await stateStore()
        .get(key)
        .catch((error: unknown) => void logRedisOutage(error))
    : undefined;
  if (kept) return kept;
  try {
    const { count, products } = await loadWishlist(shopId, user, sideCall());
    const state = { ids: products.map((product) => product.id), count };
    await stateStore()
      .set(key, state)
      .catch((error: unknown) => logRedisOutage(error));
    return state;
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
  await forgetWishlistState(shopId, user);
  return answer.wished;
}

/** The hearts and the badge of a signed-in shopper. */
export type WishlistState = { ids: number[]; count: number };

/**
 * How long a sign-in's wished ids are kept: a change made here is seen at once (toggleWishlist
 * forgets them); one made elsewhere (another device, the upstream) within this time.
 */
const STATE_TTL_MS = 2 * 60 * 1000;

const StateSchema = z.object({ ids: z.array(z.number().int()), count: z.number().int() });

/** The hashes of the tokens seen lately: a stitched view asks for its sign-in's key on every view. */
const tokenHashes = entryBoundedLru<string, string>(2_000);

/** A sign-in's key: its shop and a hash of its token (the token is never a key of the store). */
function stateKey(shopId: number, user: SignedInUser): string {
  let tokenHash = tokenHashes.get(user.token);
  if (tokenHash === undefined) {
    tokenHash = hash("sha256", user.token, "base64url");
    tokenHashes.set(user.token, tokenHash);
  }
  return `${shopId}:${tokenHash}`;
}

interface StateStore {
  get(key: string): Promise<WishlistState | undefined>;
  set(key: string, state: WishlistState): Promise<void>;
  delete(key: string): Promise<void>;
}

const inMemory = entryBoundedLru<string, WishlistState>(20_000, { ttl: STATE_TTL_MS });
const memoryStates: StateStore = {
  get: async (key) => inMemory.get(key),
  set: async (key, state) => void inMemory.set(key, state),
  delete: async (key) => void inMemory.delete(key),
};

function redisStates(redis: RedisClient): StateStore {
  const redisKey = (key: string) => `wishlist:state:${key}`;
  return {
    get: async (key) => {
      const raw = await withinCommandTimeout(redis.get(redisKey(key)));
      const parsed = raw ? StateSchema.safeParse(JSON.parse(raw)) : undefined;
      return parsed?.success ? parsed.data : undefined;
    },
    set: async (key, state) =>
      void (await withinCommandTimeout(redis.set(redisKey(key), JSON.stringify(state), { PX: STATE_TTL_MS }))),
    delete: async (key) => void (await withinCommandTimeout(redis.del(redisKey(key)))),
  };
}

const stateStore = redisOrMemory(memoryStates, redisStates);

/** Forgets a sign-in's wished ids, here and in Redis (it may have been down when they were kept). */
async function forgetWishlistState(shopId: number, user: SignedInUser) {
  const key = stateKey(shopId, user);
  await memoryStates.delete(key);
  await stateStore()
    .delete(key)
    .catch((error: unknown) => logRedisOutage(error));
}
