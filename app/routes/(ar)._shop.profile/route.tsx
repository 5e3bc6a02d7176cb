import type { MetaFunction } from "@remix-run/node";
import { Outlet, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { ProfileTabs } from "~/components/ProfileTabs";
import { isSignedOutResult } from "~/forms/form-ui";
import { shopMeta } from "~/lib/meta";

export { loader } from "./profile";

export const meta: MetaFunction = ({ matches }) =>
  shopMeta(matches, "My Account", "Your account, addresses, orders and payments");

/** After a password change has signed the shopper out, stay on the page for its message. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isSignedOutResult(actionResult) ? false : defaultShouldRevalidate;

export default function ProfileLayout() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-6 text-2xl font-bold text-ink">My Account</h1>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <aside className="lg:w-56 lg:shrink-0">
          <ProfileTabs pathname={pathname} />
        </aside>
        <section className="min-w-0 flex-1">
          <Outlet />
        </section>
      </div>
    </div>
  );
}
