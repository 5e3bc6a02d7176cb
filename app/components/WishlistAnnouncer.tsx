import { useEffect, useState } from "react";
import { listenToWishlistAnswers, type WishlistAnswer } from "~/lib/shop-visitor";

/** How long an answer stays on screen. */
const MESSAGE_MS = 5000;

/**
 * The one live region that says the hearts' answers with JavaScript (mounted once, in the shop
 * layout; the hearts hand them over through app/lib/shop-visitor.tsx). Apart from the hearts
 * (WishlistHeart.tsx) so that the layout does not load the hearts' code on pages without one
 * (docs/decisions/0009-js-budget.md). It does not sit beside each heart because a heart can
 * leave the page with its answer: on /wishlist the card goes away with the product.
 */
export function WishlistAnnouncer() {
  const [message, setMessage] = useState<WishlistAnswer | null>(null);
  useEffect(() => listenToWishlistAnswers(setMessage), []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <p
      role="status"
      aria-live="polite"
      className={
        message
          ? `fixed bottom-4 left-1/2 z-40 w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded px-4 py-3 shadow-lg ${message.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`
          : "sr-only"
      }
      data-testid="wishlist-message"
    >
      {message?.message ?? ""}
    </p>
  );
}
