import { useRouteLoaderData } from "@remix-run/react";
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

/** What the edge stitched into a page for its visitor (decision 0029), besides their fragments. */
export type StitchedVisitor = { visitor: Visitor; flash: Flash | null; formToken: string | null };

/** The id of the JSON block holding a stitched page's StitchedVisitor. */
export const VISITOR_DATA_ID = "visitor-data";

type LayoutData = ReturnType<typeof useLayoutData>;

/** This document's stitched visitor, read once, and the layout data it stands in for (the shell's). */
let stitched: { text: string; value: StitchedVisitor; shellData: LayoutData } | null | undefined;

function useLayoutData() {
  return useRouteLoaderData<typeof shopLayoutLoader>("routes/(ar)._shop");
}

/** The stitched visitor's JSON text while it stands in for the layout's data; null elsewhere (and on the server). */
export function useStitchedVisitorText(): string | null {
  return stitchedFor(useLayoutData()) ? stitched!.text : null;
}

/**
 * The stitched visitor while the layout's data is still the shell's (a guest's) it came with;
 * once the layout loads its own data (an action, a revalidation) that is the visitor's.
 */
function stitchedFor(data: LayoutData): StitchedVisitor | null {
  if (typeof document === "undefined") return null;
  if (stitched === undefined) {
    const text = document.getElementById(VISITOR_DATA_ID)?.textContent;
    stitched = text ? { text, value: JSON.parse(text) as StitchedVisitor, shellData: data } : null;
  }
  return stitched && stitched.shellData === data ? stitched.value : null;
}

/**
 * The visitor as the shop layout loaded it (or the edge stitched it): signed in or not, the
 * cart's state, the wished product ids. A module of its own so the add form (in the quick view's
 * chunk) reads it without the hearts' code (docs/decisions/0009-js-budget.md).
 */
export function useShopVisitor(): Visitor {
  const data = useLayoutData();
  return stitchedFor(data)?.visitor ?? data?.visitor ?? GUEST;
}

/** The flash message the layout loaded (or the edge stitched). */
export function useFlash(): Flash | null {
  const data = useLayoutData();
  const fromEdge = stitchedFor(data);
  return fromEdge ? fromEdge.flash : (data?.flash ?? null);
}

/** A stitched page's one-time token for a form that creates something (the review form). */
export function useStitchedFormToken(): string | null {
  return stitchedFor(useLayoutData())?.formToken ?? null;
}
