import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A <details> menu (the category drawer, the phone's account menu) that closes when the page
 * changes: a link in it followed by a client-side navigation keeps the header, and with it an
 * open menu. Without JavaScript each page is a new document, where the menu starts closed.
 * (Keying the menus by the page did the same by remounting them, but the drawer and the account
 * links were siblings with the same key: React's production build does not warn of it, lost the
 * drawer from its list of old children, and never removed it, so each navigation added one.)
 *
 * Only a change of page closes it, never hydration: a menu tapped open before the scripts ran
 * stays open, as it would without JavaScript (decision 0023).
 */
export function useClosesOnNavigation() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (openedOn.current === pathname) return;
    openedOn.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return menu;
}
