import { useRouteLoaderData } from "@remix-run/react";
import type { Visitor } from "#server/tenancy/shop";
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

/**
 * The visitor as the shop layout loaded it: signed in or not, the cart's state, the wished
 * product ids. A module of its own so the add form (in the quick view's chunk) reads it
 * without the hearts' code (docs/decisions/0009-js-budget.md).
 */
export function useShopVisitor(): Visitor {
  return useRouteLoaderData<typeof shopLayoutLoader>("routes/(ar)._shop")?.visitor ?? GUEST;
}
