import type { ReactElement } from "react";
import { createContext, useContext } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server.js";
import { LRUCache } from "lru-cache";
import type { VisitorFragments, VisitorView } from "#server/platform/edge-contract";
import { languageOfPath, localizedPath } from "#server/platform/language";
import { escapedHtml, type SlotMarker, type SlotName } from "#server/platform/visitor-slots";
import { newFormToken } from "#server/identity/form-once";
import { resolveShop, type ShopInfo, type Visitor } from "#server/tenancy/shop";
import { CartRevisionField } from "~/components/AddToCartForm";
import type { Flash } from "~/components/FlashMessage";
import { ShopFlash } from "~/components/ShopFlash";
import { HomeColumn } from "~/components/Footer";
import { VisitorLinks } from "~/components/Header";
import { ReviewPlace } from "~/components/ReviewPlace";
import { WishlistHeart } from "~/components/WishlistHeart";
import { GUEST } from "./shop-visitor";
import { VISITOR_DATA_ID, type StitchedData } from "./stitched-visitor";
import { loadVisitor } from "./visitor.server";

/**
 * The fragments a visitor sees at the visitor slots of a kept shell (docs/decisions/0029): each
 * slot's component, rendered alone under a small static router that holds only what the slot
 * may show of the visitor (its projection), so a fragment is the same for every visitor with
 * the same projection and is remembered by it. A slot never sees more of a visitor than its
 * projection: should its component read more, it reads a guest's value there (a wrong
 * fragment, which the privacy test finds), never another visitor's.
 */

/**
 * What the edge stitches into a page for its visitor: the fragments are made from these.
 * `hasFormToken`: the page has a form a signed-in visitor gets a one-time token for (the review
 * form); the token itself is the view's own (`formToken`), written at the stand-ins' places.
 */
type StitchedVisitor = { visitor: Visitor; flash: Flash | null; hasFormToken: boolean };

const SHOP_LAYOUT_ROUTE = "routes/(ar)._shop";
const PRODUCT_ROUTE = "routes/(ar)._shop.single-product.$id";

type SlotProps = SlotMarker["props"];

/** What a slot's fragment shows of the visitor: all it is rendered with. */
type Projection = { visitor: Partial<Visitor>; flash?: Flash | null; formToken?: string };

type SlotDefinition = {
  project: (stitched: StitchedVisitor, props: SlotProps) => Projection;
  element: (props: SlotProps) => ReactElement;
};

/** Stands in for a form's one-time token in a remembered fragment; each view gets its own. */
const FORM_TOKEN_PLACEHOLDER = "visitor-form-token-placeholder";

const SLOTS: Record<Exclude<SlotName, "data">, SlotDefinition> = {
  "visitor-links": {
    project: ({ visitor }) => ({
      visitor: { signedIn: visitor.signedIn, cartCount: visitor.cartCount, wishlistCount: visitor.wishlistCount },
    }),
    element: () => <VisitorLinks />,
  },
  "footer-home": {
    project: ({ visitor }) => ({ visitor: { signedIn: visitor.signedIn } }),
    element: () => <HomeColumn />,
  },
  flash: {
    project: ({ flash }) => ({ visitor: {}, flash }),
    element: () => <ShopFlash />,
  },
  heart: {
    project: ({ visitor }, { productId }) => ({
      visitor: {
        signedIn: visitor.signedIn,
        wishlistIds: visitor.wishlistIds.includes(Number(productId)) ? [Number(productId)] : [],
      },
    }),
    element: ({ productId, label, variant }) => (
      <WishlistHeart
        productId={Number(productId)}
        label={String(label)}
        variant={variant === "page" ? "page" : "card"}
      />
    ),
  },
  "cart-token": {
    project: ({ visitor }) => ({ visitor: { cartRevision: visitor.cartRevision } }),
    element: () => <CartRevisionField />,
  },
  review: {
    project: ({ visitor, hasFormToken }) => ({
      visitor: { signedIn: visitor.signedIn },
      formToken: hasFormToken ? FORM_TOKEN_PLACEHOLDER : undefined,
    }),
    element: ({ productId }) => <ReviewPlace productId={Number(productId)} />,
  },
};

/** The slot being rendered, for the one route that renders it. */
const SlotElement = createContext<ReactElement | null>(null);

function RenderedSlot() {
  return useContext(SlotElement);
}

/** The routes whose data slots read (root: the shop; the layout: the visitor; the product: its form's token), any path. */
const handler = createStaticHandler([
  // Pathless above the splat, so that `/` too is the splat's (a root at "/" would match `/` alone).
  {
    id: "root",
    children: [{ id: SHOP_LAYOUT_ROUTE, children: [{ id: PRODUCT_ROUTE, path: "*", element: <RenderedSlot /> }] }],
  },
]);

/**
 * Memory for fragments remembered by shop, page, slot, props and projection (the shell's pieces
 * are the edge's). 1 MiB: the bench's 5-minute soak (20 signed-in shoppers over 57 pages and
 * new query strings) used the same CPU per request with 1 MiB as with 4, and 11 MiB less memory
 * with this store and the edge's pieces at 1 MiB each (docs/performance.md, 2026-11-28).
 */
export const VISITOR_FRAGMENTS_MAX_BYTES = 1024 * 1024;

/** Fragments by shop, page, slot, props and projection, bounded by memory. */
const remembered = new LRUCache<string, string>({
  maxSize: VISITOR_FRAGMENTS_MAX_BYTES,
  sizeCalculation: (html, key) => 2 * (html.length + key.length) + 64,
});

type RouterContext = Exclude<Awaited<ReturnType<typeof handler.query>>, Response>;

/** The small router's context at `url` (any path is the splat's). */
async function routerContextOf(url: URL): Promise<RouterContext> {
  const queried = await handler.query(new Request(url));
  if (queried instanceof Response) throw new Error("visitor slots: no route for the page");
  return queried;
}

/** The root's data as its loader gives it. */
type RootData = { shop: ShopInfo; origin: string };

function renderSlot(element: ReactElement, context: RouterContext, root: RootData, projection: Projection): string {
  const routerContext: RouterContext = {
    ...context,
    loaderData: {
      root,
      [SHOP_LAYOUT_ROUTE]: {
        sections: [],
        visitor: { ...GUEST, ...projection.visitor },
        flash: projection.flash ?? null,
      },
      [PRODUCT_ROUTE]: { reviewFormToken: projection.formToken ?? null },
    },
  };
  const router = createStaticRouter(handler.dataRoutes, routerContext);
  return renderToString(
    <SlotElement.Provider value={element}>
      <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
    </SlotElement.Provider>,
  );
}

/**
 * A fragment with the form token's stand-in: in parts, the odd ones the stand-ins (edge-contract.ts:
 * the edge writes the view's token there), or the fragment whole when it has none.
 */
function withTokenParts(html: string): string | readonly string[] {
  const parts = html.split(FORM_TOKEN_PLACEHOLDER);
  return parts.length === 1 ? html : Object.freeze(parts.flatMap((part, index) => (index === 0 ? [part] : ["", part])));
}

/** A stitched page's visitor for the browser (app/lib/stitched-visitor.ts): a JSON block, `<` escaped so no text ends it. */
function dataBlock({ visitor, flash, hasFormToken }: StitchedVisitor): string {
  const data: StitchedData = { [SHOP_LAYOUT_ROUTE]: { visitor, flash } };
  if (hasFormToken) data[PRODUCT_ROUTE] = { reviewFormToken: FORM_TOKEN_PLACEHOLDER };
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${VISITOR_DATA_ID}">${json}</script>`;
}

/** The fragments for `slots` of the page at `url` for a visitor with a session. */
async function slotFragments(
  url: URL,
  shop: ShopInfo,
  visitor: StitchedVisitor,
  slots: readonly SlotMarker[],
): Promise<VisitorFragments["fragments"]> {
  let context: RouterContext | undefined;
  const fragments: Array<VisitorFragments["fragments"][number]> = [];
  for (const slot of slots) {
    if (slot.name === "data") {
      fragments.push(withTokenParts(dataBlock(visitor)));
      continue;
    }
    const definition = SLOTS[slot.name];
    const projection = definition.project(visitor, slot.props);
    // Everything the fragment is rendered from: the shop (its languages: the header's switch), the page, the slot, the visitor's part.
    const key = JSON.stringify([shop.id, shop.languages, url.pathname, url.search, slot.name, slot.props, projection]);
    let html = remembered.get(key);
    if (html === undefined) {
      context ??= await routerContextOf(url);
      html = renderSlot(definition.element(slot.props), context, { shop, origin: url.origin }, projection);
      remembered.set(key, html);
    }
    // The token is the view's own part: the rest stays one text for every view (compressed once at the edge).
    fragments.push(withTokenParts(html));
  }
  return fragments;
}

/**
 * Where a guest's slot shows the page's address (a heart's redirectTo: its path and query), a
 * slot rendered for any page shows this path instead (in the page's language), and each page
 * writes its own address there (escaped as React escapes an attribute's value).
 */
const ADDRESS_STAND_IN = "/visitor-slot-address-stand-in";

/** A guest's state, all a guest's slot is rendered from. */
const GUEST_STITCHED: StitchedVisitor = { visitor: GUEST, flash: null, hasFormToken: false };

/** Guests' slots by shop, language, slot and props, cut where the page's address goes; 512 KiB. */
const guestSlots = new LRUCache<string, readonly string[]>({
  maxSize: 512 * 1024,
  sizeCalculation: (pieces, key) => 2 * (key.length + pieces.join("").length) + 64,
});

/**
 * A guest's content of a slot on the page at `page` (the content alone, as the slot's component
 * renders it there): written by entry.server into a part of a page rendered once that holds
 * slots (app/lib/rendered-once.server.tsx, decision 0033). Rendered once for every page of the
 * shop in that language; a slot that shows the page's address otherwise than as its path and
 * query (another language's link) is refused, as its content would be wrong on another page.
 */
export async function guestSlotMarkup(slot: SlotMarker, page: URL, shop: ShopInfo): Promise<string> {
  if (slot.name === "data") throw new Error("the data slot is the layout's own");
  const language = languageOfPath(page.pathname);
  const standIn = localizedPath(ADDRESS_STAND_IN, language);
  const key = JSON.stringify([shop.id, shop.languages, page.origin, language, slot.name, slot.props]);
  let pieces = guestSlots.get(key);
  if (pieces === undefined) {
    const definition = SLOTS[slot.name];
    const html = renderSlot(
      definition.element(slot.props),
      await routerContextOf(new URL(standIn, page.origin)),
      { shop, origin: page.origin },
      definition.project(GUEST_STITCHED, slot.props),
    );
    pieces = Object.freeze(html.split(standIn));
    if (pieces.some((piece) => piece.includes(ADDRESS_STAND_IN.slice(1))))
      throw new Error(`visitor slot ${slot.name}: the page's address shows otherwise than as its path and query`);
    guestSlots.set(key, pieces);
  }
  return pieces.length === 1 ? pieces[0]! : pieces.join(escapedHtml(`${page.pathname}${page.search}`));
}

/**
 * Whole lists of fragments, by everything they are made from: the shell's version (its slots),
 * the page, the shop and the visitor's state. A view without a flash message gets the list its
 * state had (the same frozen array), so a visitor who looks again at a page, or many with the
 * same state, cost one lookup, and the edge may remember what it made of the list (decision
 * 0031). Bounded with the fragments: a list's size counts its texts, which it keeps alive.
 */
const lists = new LRUCache<string, VisitorFragments["fragments"]>({
  maxSize: VISITOR_FRAGMENTS_MAX_BYTES,
  sizeCalculation: (fragments, key) =>
    2 * key.length +
    fragments.reduce<number>((size, fragment) => size + 2 * [fragment].flat().join("").length + 16, 64),
});

/** The edge's question (server/platform/edge-contract.ts): this visitor's fragments of a kept shell. */
export async function visitorFragments(view: VisitorView): Promise<VisitorFragments | null> {
  const url = new URL(view.url);
  const resolution = await resolveShop(view.host, languageOfPath(url.pathname));
  if (resolution.kind !== "shop") return null;
  const { shop } = resolution;
  // Its Cookie header is all of the request that reading the visitor needs (CookieCarrier).
  const headers = { get: (name: string) => (name.toLowerCase() === "cookie" ? view.cookie : null) };
  const { visitor, flash, setCookie } = await loadVisitor({ headers }, shop.id, { stitched: true });
  const hasFormToken = visitor.signedIn && view.slots.some((slot) => slot.name === "review");
  const stitched: StitchedVisitor = { visitor, flash, hasFormToken };
  // A flash message is read once: its view is not remembered.
  const key = flash ? null : JSON.stringify([view.shell, view.url, shop.id, shop.languages, visitor]);
  let fragments = key === null ? undefined : lists.get(key);
  if (fragments === undefined) {
    fragments = Object.freeze(await slotFragments(url, shop, stitched, view.slots));
    if (key !== null) lists.set(key, fragments);
  }
  return { fragments, formToken: hasFormToken ? newFormToken() : null, remembered: key !== null, setCookie };
}
