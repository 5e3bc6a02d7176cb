import { Form, useSubmit } from "@remix-run/react";
import { useRef } from "react";
import { lineKey } from "#server/cart/cart-line";
import { usePendingCartWrites } from "~/lib/cart-writes";
import { useClosesOnNavigation } from "~/lib/close-on-navigation";
import type { NavSection, ShopInfo, Visitor } from "#server/tenancy/shop";
import { useShopVisitor, VisitorSlot } from "~/lib/shop-visitor";
import { CategoryDrawer } from "./CategoryDrawer";
import { CartIcon, HeartIcon, LoginIcon, LogoutIcon, SearchIcon, UserIcon } from "./icons";
import { ShopLogo } from "./ShopLogo";
import { Link } from "~/components/Link";
import { pathWithoutLanguage } from "#server/platform/language";
import { useLocalizedPath, useT } from "~/lib/language";
import {
  ACCOUNT,
  ACCOUNT_MENU,
  LOGIN,
  LOGOUT,
  SEARCH,
  SEARCH_PRODUCTS,
  WISHLIST,
  cartTitle,
  wishlistTitle,
} from "~/messages/_frame";
import { LanguageSwitch } from "./LanguageSwitch";

type HeaderProps = {
  shop: ShopInfo;
  sections: NavSection[];
  /** Current pathname: on small screens the search box shows only on / and /search. */
  pathname: string;
  /** The search text when on /search; empty elsewhere, so the box clears on every route change. */
  searchQuery: string;
};

/** A count on an icon's corner, or (inline) at the end of a menu item. */
function Badge({ count, testId, inline }: { count: number; testId: string; inline?: boolean }) {
  return (
    <span
      className={`${inline ? "ms-auto" : "absolute -end-2 -top-2"} min-w-5 rounded-full bg-main px-1 text-center text-xs font-semibold leading-5 text-white`}
      data-testid={testId}
    >
      {count}
    </span>
  );
}

/** Spec: after logging out the shopper goes to / after 500 ms. */
const LOGOUT_DELAY_MS = 500;

/**
 * Logout is a POST so that no prefetch or crawler can sign anyone out. Without JavaScript it
 * is a plain form (303 to /); with it the same POST is sent after the spec's pause.
 */
function LogoutForm({ children }: { children: React.ReactNode }) {
  const submit = useSubmit();
  const pending = useRef(false);
  // Not in the page's language yet: /logout has no /ar route (app/routes/logout.ts; /ar/logout is
  // the splat's 405). Once it is `(ar).logout.ts`, this is useLocalizedPath()("/logout").
  const action = "/logout";
  return (
    <Form
      method="post"
      action={action}
      className="flex"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending.current) return;
        pending.current = true;
        setTimeout(() => submit({ intent: "logout" }, { method: "post", action }), LOGOUT_DELAY_MS);
      }}
    >
      {children}
    </Form>
  );
}

const ICON_LINK = "relative flex items-center p-1";
const MENU_ITEM = "relative flex items-center gap-3 rounded p-2 hover:bg-bright-bg";

/**
 * An icon link with a count badge is named with the count the badge shows, so a shopper who
 * speaks what they see ("click 3") reaches the link (WCAG 2.5.3, label in name), written as the
 * cart page's own title, "Cart (n)".
 */
function WishlistLink({ count, inMenu }: { count: number; inMenu?: boolean }) {
  const t = useT();
  return (
    <Link
      to="/wishlist"
      className={inMenu ? MENU_ITEM : ICON_LINK}
      aria-label={inMenu ? undefined : t(wishlistTitle)(count)}
    >
      <HeartIcon />
      {inMenu ? <span>{t(WISHLIST)}</span> : null}
      <Badge count={count} testId={inMenu ? "wishlist-badge-menu" : "wishlist-badge"} inline={inMenu} />
    </Link>
  );
}

function LogoutButton({ inMenu }: { inMenu?: boolean }) {
  const t = useT();
  return (
    <LogoutForm>
      <button
        type="submit"
        name="intent"
        value="logout"
        className={inMenu ? `${MENU_ITEM} w-full` : ICON_LINK}
        aria-label={t(LOGOUT)}
      >
        {/* The arrow leaves through the door: towards the end, so mirrored right to left. */}
        <LogoutIcon className="rtl:-scale-x-100" />
        {inMenu ? <span>{t(LOGOUT)}</span> : null}
      </button>
    </LogoutForm>
  );
}

/**
 * Wishlist, cart and account icons. The cart (with its badge) and a guest's Login stay in
 * the bar at every width; on small screens a signed-in shopper's wishlist, account and
 * logout sit in an account menu (a <details>, so it opens without JavaScript). A visitor slot
 * (decision 0029).
 */
export function VisitorLinks() {
  const loaded = useShopVisitor();
  const visitor = { ...loaded, cartCount: useOptimisticCartCount(loaded) };
  const accountMenu = useClosesOnNavigation();
  const t = useT();
  return (
    <nav aria-label={t(ACCOUNT)} className="ms-auto flex items-center gap-3 md:gap-4">
      <LanguageSwitch className="hidden rounded px-2 py-1 text-sm font-medium text-ink hover:bg-bright-bg hover:text-main md:block" />
      {visitor.signedIn ? (
        <span className="hidden md:flex">
          <WishlistLink count={visitor.wishlistCount} />
        </span>
      ) : null}
      <Link to="/cart" className={ICON_LINK} aria-label={t(cartTitle)(visitor.cartCount)}>
        <CartIcon />
        <Badge count={visitor.cartCount} testId="cart-badge" />
      </Link>
      {visitor.signedIn ? (
        <>
          <span className="hidden items-center gap-4 md:flex">
            <Link to="/profile" className={ICON_LINK} aria-label={t(ACCOUNT)}>
              <UserIcon />
            </Link>
            <LogoutButton />
          </span>
          <details ref={accountMenu} className="relative md:hidden" data-testid="account-menu">
            <summary
              className="flex cursor-pointer list-none items-center rounded-full border border-ink/15 p-1"
              aria-label={t(ACCOUNT_MENU)}
            >
              <UserIcon />
            </summary>
            <div className="absolute end-0 z-30 mt-2 flex w-48 flex-col rounded border border-ink/10 bg-white p-2 shadow-lg">
              <WishlistLink count={visitor.wishlistCount} inMenu />
              <Link to="/profile" className={MENU_ITEM} aria-label={t(ACCOUNT)}>
                <UserIcon />
                <span>{t(ACCOUNT)}</span>
              </Link>
              <LogoutButton inMenu />
            </div>
          </details>
        </>
      ) : (
        <Link to="/login" className={ICON_LINK} aria-label={t(LOGIN)}>
          <LoginIcon className="rtl:-scale-x-100" />
        </Link>
      )}
    </nav>
  );
}

/** The badge counts lines; a new line being added (sent or waiting its turn) counts at once (optimistic). */
function useOptimisticCartCount(visitor: Visitor): number {
  const pending = usePendingCartWrites();
  const known = new Set(visitor.cartKeys);
  for (const form of pending) {
    if (form.get("intent") !== "add") continue;
    const productId = Number(form.get("productId"));
    const optionIds = form.getAll("option").map(Number);
    if (Number.isInteger(productId)) known.add(lineKey({ productId, optionIds }));
  }
  return Math.max(visitor.cartCount, known.size);
}

export function Header({ shop, sections, pathname, searchQuery }: HeaderProps) {
  const t = useT();
  const localized = useLocalizedPath();
  const page = pathWithoutLanguage(pathname);
  const searchVisibleOnSmall = page === "/" || page === "/search";
  return (
    <header className="border-b border-ink/10 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <CategoryDrawer sections={sections} />
        <ShopLogo shop={shop} />
        <Form
          method="get"
          action={localized("/search")}
          role="search"
          key={`${pathname}?${searchQuery}`}
          className={`order-last w-full md:order-none md:ms-6 md:flex md:w-auto md:flex-1 ${searchVisibleOnSmall ? "flex" : "hidden"}`}
        >
          <label htmlFor="site-search" className="sr-only">
            {t(SEARCH_PRODUCTS)}
          </label>
          <input
            id="site-search"
            type="search"
            name="q"
            defaultValue={searchQuery}
            placeholder={t(SEARCH_PRODUCTS)}
            maxLength={100}
            className="w-full rounded-s border border-ink/20 px-3 py-2"
          />
          <button type="submit" className="rounded-e bg-main px-3 text-white" aria-label={t(SEARCH)}>
            <SearchIcon />
          </button>
        </Form>
        <VisitorSlot name="visitor-links">
          <VisitorLinks />
        </VisitorSlot>
      </div>
    </header>
  );
}
