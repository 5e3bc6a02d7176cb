import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { HeartIcon } from "./icons";
import { announceWishlistAnswer, useShopVisitor, VisitorSlot, type WishlistAnswer } from "~/lib/shop-visitor";
import { useLocalizedPath, useT } from "~/lib/language";
import { ADD_TO_WISHLIST } from "~/messages/ADD_TO_WISHLIST";
import { REMOVE_FROM_WISHLIST } from "~/messages/REMOVE_FROM_WISHLIST";
import { saveToWishlist } from "~/messages/saveToWishlist";

/** Hearts of one product share a fetcher (a product can show twice on a page). */
const fetcherKey = (productId: number) => `wishlist:${productId}`;

type WishlistHeartProps = {
  productId: number;
  /** The product's name, for the button's accessible name. */
  label: string;
  /** A small round button over a card's image, or a larger one beside the product page's title. */
  variant?: "card" | "page";
};

/**
 * The wishlist heart: a real POST form to /wishlist (intent=toggle-wishlist) that answers
 * with a 303 back to this page and a flash. With JavaScript a fetcher sends it instead: the
 * heart flips at once, WishlistAnnouncer (in the shop layout) says the answer, and the
 * revalidated wished ids (and the header's badge) settle the state, so a refused toggle flips back.
 * A visitor slot (decision 0029): outside a shell render its marker is nothing, so the stitched
 * fragment is this very component.
 */
export function WishlistHeart({ productId, label, variant = "card" }: WishlistHeartProps) {
  const visitor = useShopVisitor();
  const fetcher = useFetcher<WishlistAnswer>({ key: fetcherKey(productId) });
  const location = useLocation();
  const hydrated = useHydrated();
  const t = useT();
  const action = useLocalizedPath()("/wishlist");
  const saved = visitor.wishlistIds.includes(productId);
  // Submitting: flip at once. Loading: the action has answered and the ids are reloading.
  const flipped =
    visitor.signedIn &&
    (fetcher.state === "submitting" ||
      (fetcher.state === "loading" && fetcher.formData !== undefined && fetcher.data?.ok === true));
  const wished = flipped ? !saved : saved;
  // The answer arrives while the ids reload (or at once when there is nothing to reload).
  useEffect(() => {
    if (fetcher.data && fetcher.state !== "submitting") announceWishlistAnswer(fetcher.data);
  }, [fetcher.data, fetcher.state]);

  const size = variant === "card" ? 20 : 28;
  const button =
    variant === "card"
      ? "rounded-full bg-white/90 p-1.5 shadow hover:bg-white"
      : "rounded-full border border-ink/15 bg-white p-2 hover:border-main";
  return (
    <VisitorSlot name="heart" props={{ productId, label, variant }}>
      <fetcher.Form method="post" action={action} data-testid="wishlist-heart" data-product-id={productId}>
        <input type="hidden" name="intent" value="toggle-wishlist" />
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        {hydrated ? <input type="hidden" name="fetcher" value="1" /> : null}
        <button
          type="submit"
          className={`${button} ${wished ? "text-red-600" : "text-ink/80 hover:text-red-600"} transition`}
          aria-label={t(saveToWishlist)(label)}
          aria-pressed={wished}
          title={t(wished ? REMOVE_FROM_WISHLIST : ADD_TO_WISHLIST)}
        >
          <HeartIcon width={size} height={size} fill={wished ? "currentColor" : "none"} />
        </button>
      </fetcher.Form>
    </VisitorSlot>
  );
}
