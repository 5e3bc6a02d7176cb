import type { MetaFunction } from "@remix-run/node";
import { Outlet, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { ProfileTabs } from "~/components/ProfileTabs";
import { isSignedOutResult } from "~/forms/form-ui";
import { shopMeta } from "~/lib/meta";
import { useT } from "~/lib/language";
import { MY_ACCOUNT } from "~/messages/MY_ACCOUNT";
import { MY_ACCOUNT_DESCRIPTION } from "~/messages/MY_ACCOUNT_DESCRIPTION";
import { pathWithoutLanguage } from "#server/platform/language";

export { loader } from "./profile";

export const meta: MetaFunction = (args) => shopMeta(args, MY_ACCOUNT, MY_ACCOUNT_DESCRIPTION);

/** After a password change has signed the shopper out, stay on the page for its message. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isSignedOutResult(actionResult) ? false : defaultShouldRevalidate;

export default function ProfileLayout() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-6 text-2xl font-bold text-ink">{t(MY_ACCOUNT)}</h1>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <aside className="lg:w-56 lg:shrink-0">
          {/* The tabs know the English paths: /ar/profile/orders is their /profile/orders. */}
          <ProfileTabs pathname={pathWithoutLanguage(pathname)} />
        </aside>
        <section className="min-w-0 flex-1">
          <Outlet />
        </section>
      </div>
    </div>
  );
}
