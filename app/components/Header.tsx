import { Form, Link, useSubmit } from "@remix-run/react";
import { useRef } from "react";
import { lineKey } from "../../server/cart-line";
import { usePendingCartWrites } from "~/lib/cart-writes";
import type { NavSection, ShopInfo, Visitor } from "../../server/shop.server";
import { CategoryDrawer } from "./CategoryDrawer";
import { CartIcon, HeartIcon, LoginIcon, LogoutIcon, MenuIcon, SearchIcon, UserIcon } from "./icons";
import { ShopLogo } from "./ShopLogo";

type HeaderProps = {
  shop: ShopInfo;
  sections: NavSection[];
  visitor: Visitor;
  /** Current pathname: on small screens the search box shows only on / and /search. */
  pathname: string;
  /** The search text when on /search; empty elsewhere, so the box clears on every route change. */
  searchQuery: string;
};

function Badge({ count, label, testId }: { count: number; label: string; testId: string }) {
  return (
    <span
      className="absolute -right-2 -top-2 min-w-5 rounded-full bg-main px-1 text-center text-xs font-semibold leading-5 text-white"
      aria-label={label}
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
  return (
    <Form
      method="post"
      action="/logout"
      className="flex"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending.current) return;
        pending.current = true;
        setTimeout(() => submit({ intent: "logout" }, { method: "post", action: "/logout" }), LOGOUT_DELAY_MS);
      }}
    >
      {children}
    </Form>
  );
}

/** Wishlist, cart and account links; used in the wide header and in the small-screen menu. */
function VisitorLinks({ visitor, layout }: { visitor: Visitor; layout: "row" | "column" }) {
  // The small-screen menu repeats the links; its badges get their own test ids.
  const suffix = layout === "row" ? "" : "-menu";
  const item = layout === "row" ? "relative flex items-center p-1" : "relative flex items-center gap-3 p-2";
  return (
    <>
      {visitor.signedIn ? (
        <Link to="/wishlist" className={item} aria-label="Wishlist">
          <HeartIcon />
          <Badge count={visitor.wishlistCount} label={`Wishlist items: ${visitor.wishlistCount}`} testId={`wishlist-badge${suffix}`} />
          {layout === "column" ? <span className="ml-2">Wishlist</span> : null}
        </Link>
      ) : null}
      <Link to="/cart" className={item} aria-label="Cart">
        <CartIcon />
        <Badge count={visitor.cartCount} label={`Cart lines: ${visitor.cartCount}`} testId={`cart-badge${suffix}`} />
        {layout === "column" ? <span className="ml-2">Cart</span> : null}
      </Link>
      {visitor.signedIn ? (
        <>
          <Link to="/profile" className={item} aria-label="Account">
            <UserIcon />
            {layout === "column" ? <span>Account</span> : null}
          </Link>
          <LogoutForm>
            <button type="submit" name="intent" value="logout" className={item} aria-label="Logout">
              <LogoutIcon />
              {layout === "column" ? <span>Logout</span> : null}
            </button>
          </LogoutForm>
        </>
      ) : (
        <Link to="/login" className={item} aria-label="Login">
          <LoginIcon />
          {layout === "column" ? <span>Login</span> : null}
        </Link>
      )}
    </>
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

export function Header({ shop, sections, visitor: loaded, pathname, searchQuery }: HeaderProps) {
  const visitor = { ...loaded, cartCount: useOptimisticCartCount(loaded) };
  const searchVisibleOnSmall = pathname === "/" || pathname === "/search";
  return (
    <header className="border-b border-ink/10 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <CategoryDrawer sections={sections} />
        <ShopLogo shop={shop} />
        <Form
          method="get"
          action="/search"
          role="search"
          key={`${pathname}?${searchQuery}`}
          className={`order-last w-full md:order-none md:ml-6 md:flex md:w-auto md:flex-1 ${searchVisibleOnSmall ? "flex" : "hidden"}`}
        >
          <label htmlFor="site-search" className="sr-only">
            Search products
          </label>
          <input
            id="site-search"
            type="search"
            name="q"
            defaultValue={searchQuery}
            placeholder="Search products"
            maxLength={100}
            className="w-full rounded-l border border-ink/20 px-3 py-2"
          />
          <button type="submit" className="rounded-r bg-main px-3 text-white" aria-label="Search">
            <SearchIcon />
          </button>
        </Form>
        <nav aria-label="Account" className="ml-auto hidden items-center gap-4 md:flex">
          <VisitorLinks visitor={visitor} layout="row" />
        </nav>
        {/* Small screens: the same links in a disclosure menu that needs no JavaScript. */}
        <details className="relative ml-auto md:hidden" data-testid="mobile-menu">
          <summary className="flex cursor-pointer list-none items-center p-1" aria-label="Menu">
            <MenuIcon />
            {visitor.cartCount > 0 ? <span className="sr-only">{visitor.cartCount} cart lines</span> : null}
          </summary>
          <nav aria-label="Menu" className="absolute right-0 z-30 mt-2 flex w-48 flex-col rounded border border-ink/10 bg-white p-2 shadow-lg">
            <VisitorLinks visitor={visitor} layout="column" />
          </nav>
        </details>
      </div>
    </header>
  );
}
