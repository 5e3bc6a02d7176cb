import { CategoryBar } from "#rendered-once/CategoryBar";
import { Outlet, useLoaderData, useLocation, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import type { NavSection, ShopInfo } from "#server/tenancy/shop";
import { RouteErrorPage } from "~/components/RouteErrorPage";
import { ShopFlash } from "~/components/ShopFlash";
import { Footer } from "#rendered-once/Footer";
import { Header } from "~/components/Header";
import { SearchPending } from "~/components/Spinner";
import { WishlistAnnouncer } from "~/components/WishlistAnnouncer";
import { useSendQueuedCartWrites } from "~/lib/cart-writes";
import type { loader as rootLoader } from "~/root";
import type { CachedPageHandle } from "#server/cart/page-variant";
import { pathWithoutLanguage } from "#server/platform/language";
import { revalidateOnLanguageChange, useT } from "~/lib/language";
import { VisitorSlot } from "~/lib/shop-visitor";
import { SKIP_TO_CONTENT } from "~/messages/_frame";
import type { loader } from "./shop";

export { headers, loader } from "./shop";

/** Its sections are named in the page's language: the switch loads them again. */
export const shouldRevalidate = revalidateOnLanguageChange;

/** The shop's shell (header, category bar, footer) around every page but /login and /register. */

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

/**
 * What it shows of its visitor (the header's links, the flash, the footer's account links) is in
 * visitor slots, and the visitor's data for the browser in the last one (decision 0029).
 */
function Shell({ shop, sections, children }: { shop: ShopInfo; sections: NavSection[]; children: React.ReactNode }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const t = useT();
  // The page as the header knows it, whatever its language: /ar/search is its /search.
  const pathname = pathWithoutLanguage(location.pathname);
  const searchQuery = pathname === "/search" ? (searchParams.get("q") ?? "") : "";
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t(SKIP_TO_CONTENT)}
      </a>
      <Header shop={shop} sections={sections} pathname={pathname} searchQuery={searchQuery} />
      <CategoryBar sections={sections} />
      <VisitorSlot name="flash">
        <ShopFlash />
      </VisitorSlot>
      <main id="main" className="flex-1">
        <SearchPending>{children}</SearchPending>
      </main>
      <Footer shop={shop} />
      <WishlistAnnouncer />
      <CartWriteSender />
      {/* A stitched page's visitor data for the browser (app/lib/stitched-visitor.ts): nothing here otherwise. */}
      <VisitorSlot name="data">{null}</VisitorSlot>
    </>
  );
}

/** Sends the page's cart changes one at a time (app/lib/cart-writes.ts); renders nothing. */
function CartWriteSender() {
  useSendQueuedCartWrites();
  return null;
}

export default function ShopLayout() {
  const { sections } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <Shell shop={root!.shop} sections={sections}>
      <Outlet />
    </Shell>
  );
}

/** A page's error keeps the shop's header and footer when they could be loaded. */
export function ErrorBoundary() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const layout = useRouteLoaderData<typeof loader>("routes/(ar)._shop");
  const content = <RouteErrorPage />;
  if (!root) return <main className="flex-1">{content}</main>;
  return (
    <Shell shop={root.shop} sections={layout?.sections ?? []}>
      {content}
    </Shell>
  );
}
