import { useEffect, useState } from "react";

/** What the wishlist action answers a fetcher. */
export type WishlistAnswer = { ok: boolean; message: string };

/** How long an answer stays on screen. */
const MESSAGE_MS = 5000;

/*
 * Hearts hand their answers to the announcer (browser only: effects never run on the server).
 * Apart from the hearts (WishlistHeart.tsx) so that the shop layout, which mounts the announcer on
 * every page, does not load the hearts' code on pages without one (docs/decisions/0009-js-budget.md).
 */
const listeners = new Set<(answer: WishlistAnswer) => void>();
const announced = new WeakSet<WishlistAnswer>();

/** Says a heart's answer once, however many hearts of the product received it. */
export function announceWishlistAnswer(answer: WishlistAnswer) {
  if (announced.has(answer)) return;
  announced.add(answer);
  for (const listener of listeners) listener(answer);
}

/**
 * The one live region that says the hearts' answers with JavaScript (mounted once, in the shop
 * layout). It does not sit beside each heart because a heart can leave the page with its
 * answer: on /wishlist the card goes away with the product.
 */
export function WishlistAnnouncer() {
  const [message, setMessage] = useState<WishlistAnswer | null>(null);
  useEffect(() => {
    listeners.add(setMessage);
    return () => void listeners.delete(setMessage);
  }, []);
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
