import { useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext, type ReactNode } from "react";
import type { SlotMarker, SlotName } from "#server/platform/visitor-slots";
import type { Visitor } from "#server/tenancy/shop";
import type { Flash } from "~/components/FlashMessage";
import type { loader as shopLayoutLoader } from "~/routes/(ar)._shop/route";

/** A visitor without a session or a cart: before the layout's data, and on its error page. */
export const GUEST: Visitor = {
  signedIn: false,
  cartCount: 0,
  cartKeys: [],
  cartRevision: "",
  wishlistCount: 0,
  wishlistIds: [],
};

type Slot = { name: SlotName; props?: SlotMarker["props"]; children: ReactNode };

/**
 * How a shell render marks its slots (app/lib/shell-slot.server.tsx, given by entry.server only
 * when it renders a shell); null everywhere else, the browser included.
 */
export const SlotMarks = createContext<((slot: Slot) => ReactNode) | null>(null);

/**
 * A place of the page that shows something of its visitor (decision 0029). `children` is its
 * content; app/lib/visitor-fragments.server.tsx renders the same component by `name` and `props`
 * for a visitor's stitched view (outside a shell render the slot is its children alone), so the
 * privacy test compares the two. Its content starts and ends with an element (never bare text).
 */
export function VisitorSlot(slot: Slot) {
  const mark = useContext(SlotMarks);
  return mark ? mark(slot) : slot.children;
}

/**
 * The visitor as the shop layout loaded it (or the edge stitched it into that data, decision
 * 0029: app/lib/stitched-visitor.ts): signed in or not, the
 * cart's state, the wished product ids. A module of its own so the add form (in the quick view's
 * chunk) reads it without the hearts' code (docs/decisions/0009-js-budget.md); the visitor slots
 * are here too, for the same pages use them.
 */
export function useShopVisitor(): Visitor {
  return useLayoutData()?.visitor ?? GUEST;
}

/** The flash message the layout loaded (or the edge stitched). */
export function useFlash(): Flash | null {
  return useLayoutData()?.flash ?? null;
}

function useLayoutData() {
  return useRouteLoaderData<typeof shopLayoutLoader>("routes/(ar)._shop");
}

/** What the wishlist action answers a heart's fetcher. */
export type WishlistAnswer = { ok: boolean; message: string };

/*
 * Hearts (WishlistHeart.tsx) hand their answers to the one announcer the shop layout mounts
 * (WishlistAnnouncer.tsx); browser only: effects never run on the server. The hand-over is here,
 * in a module every page with a heart loads anyway with the layout, and not in a module of its
 * own: the layout and the hearts sharing it made it a chunk of its own on every shop page
 * (docs/decisions/0009-js-budget.md).
 */
const wishlistListeners = new Set<(answer: WishlistAnswer) => void>();
const announced = new WeakSet<WishlistAnswer>();

/** Says a heart's answer once, however many hearts of the product received it. */
export function announceWishlistAnswer(answer: WishlistAnswer) {
  if (announced.has(answer)) return;
  announced.add(answer);
  for (const listener of wishlistListeners) listener(answer);
}

/** Hears the hearts' answers until the returned function is called. */
export function listenToWishlistAnswers(listener: (answer: WishlistAnswer) => void): () => void {
  wishlistListeners.add(listener);
  return () => void wishlistListeners.delete(listener);
}
