import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { RouteErrorPage } from "~/components/RouteErrorPage";
import { FlashMessage } from "~/components/FlashMessage";
import { ShopLogo } from "~/components/ShopLogo";
import type { loader as rootLoader } from "~/root";
import type { loader } from "./auth";

export { headers, loader } from "./auth";

/** The shop's logo leading home, above the page. */
function AuthFrame({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main className="flex flex-1 flex-col items-center bg-bright-bg px-4 py-10">
      <div className="mb-8">{root ? <ShopLogo shop={root.shop} size="lg" /> : null}</div>
      {children}
    </main>
  );
}

/** /login and /register: no header or footer (spec §2), only the shop's logo leading home. */
export default function AuthLayout() {
  const { flash } = useLoaderData<typeof loader>();
  return (
    <AuthFrame>
      {/* The flash pads itself by 1rem a side and sits 1rem down: this lines it up with the card. */}
      <div className="-mt-4 mb-4 w-full max-w-[30rem] empty:hidden">
        <FlashMessage flash={flash} />
      </div>
      <div className="w-full max-w-md rounded-lg bg-white p-6 shadow">
        <Outlet />
      </div>
    </AuthFrame>
  );
}

/** A refused sign-in page (a cross-site form, an oversize body …) keeps the logo leading home. */
export function ErrorBoundary() {
  return (
    <AuthFrame>
      <RouteErrorPage />
    </AuthFrame>
  );
}
