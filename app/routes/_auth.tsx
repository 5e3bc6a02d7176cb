import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { ShopLogo } from "~/components/ShopLogo";
import type { loader as rootLoader } from "~/root";

/** /login and /register: no header or footer, only the shop's logo leading home. */
export default function AuthLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main className="flex flex-1 flex-col items-center bg-bright-bg px-4 py-10">
      <div className="mb-8">{root ? <ShopLogo shop={root.shop} size="lg" /> : null}</div>
      <div className="w-full max-w-md rounded-lg bg-white p-6 shadow">
        <Outlet />
      </div>
    </main>
  );
}
