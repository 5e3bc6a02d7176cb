import { Link } from "~/components/Link";
import { pathWithoutLanguage } from "#server/platform/language";
import { useT } from "~/lib/language";
import { ABOUT_US } from "~/messages/_frame";
import { ACCOUNT_DETAILS } from "~/messages/ACCOUNT_DETAILS";
import { CONTACT_US } from "~/messages/CONTACT_US";
import { ORDER_HISTORY } from "~/messages/ORDER_HISTORY";
import { PAYMENTS_HISTORY } from "~/messages/PAYMENTS_HISTORY";
import { PROFILE } from "~/messages/PROFILE";
import { SHIPPING_ADDRESS } from "~/messages/SHIPPING_ADDRESS";

/** The profile area's tabs (spec §2 Profile area). `paths` are the routes that belong to a tab. */
const TABS = [
  { to: "/profile", label: ACCOUNT_DETAILS, paths: ["/profile"] },
  {
    to: "/profile/addresses",
    label: SHIPPING_ADDRESS,
    paths: ["/profile/addresses", "/profile/displayAddress", "/profile/createAddress", "/profile/editAddress"],
  },
  { to: "/profile/payments", label: PAYMENTS_HISTORY, paths: ["/profile/payments"] },
  { to: "/profile/orders", label: ORDER_HISTORY, paths: ["/profile/orders"] },
  { to: "/profile/contactus", label: CONTACT_US, paths: ["/profile/contactus"] },
  { to: "/profile/aboutus", label: ABOUT_US, paths: ["/profile/aboutus"] },
] as const;

/** `pathname` in any language: `/ar/profile/orders` is the Order History tab's too. */
function isCurrent(pathname: string, paths: readonly string[]): boolean {
  const path = pathWithoutLanguage(pathname).replace(/\/+$/, "") || "/";
  return paths.some((base) => (base === "/profile" ? path === base : path === base || path.startsWith(`${base}/`)));
}

/**
 * Plain links (they work without JavaScript); the current tab is marked aria-current. The
 * Shipping Address tab stays current on the list, create and edit pages it leads to.
 */
export function ProfileTabs({ pathname }: { pathname: string }) {
  const t = useT();
  return (
    <nav aria-label={t(PROFILE)}>
      {/* On small screens the tabs wrap, so the current one is always in sight. */}
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:flex-nowrap lg:gap-1">
        {TABS.map((tab) => {
          const current = isCurrent(pathname, tab.paths);
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={current ? "page" : undefined}
                className={`block whitespace-nowrap rounded border px-3 py-1.5 text-sm font-medium lg:border-0 lg:px-4 lg:py-2 ${
                  current ? "border-main bg-main text-white" : "border-ink/15 text-ink hover:bg-main/10 hover:text-main"
                }`}
              >
                {t(tab.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** One profile page: its title, an optional control beside it (a link, a filter), then the content. */
export function ProfileSection({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{title}</h2>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** A list's empty state ('No orders found', 'You don't have any addresses' …). */
export function EmptyNote({ testId, children }: { testId: string; children: string }) {
  return (
    <p className="py-10 text-center text-ink/80" data-testid={testId}>
      {children}
    </p>
  );
}
