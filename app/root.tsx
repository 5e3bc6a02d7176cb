import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { requestOrigin } from "../server/request.server";
import { requireShop, type ShopInfo } from "../server/shop.server";
import { ComingSoon, GenericErrorMessage, NotFoundMessage, UnavailableMessage } from "./components/ErrorPages";
import { pageSeo } from "./lib/seo";
import { useNonce } from "./nonce";
import stylesheet from "./tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  // Unknown host, unpublished shop or unreachable upstream: thrown, rendered by ErrorBoundary.
  const shop = await requireShop(request);
  // Canonical links are absolute on the host (and scheme) the page was asked on.
  return { shop, origin: requestOrigin(request) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.shop.name ?? "Shop" },
  ...(data?.shop.description ? [{ name: "description", content: data.shop.description }] : []),
];

/** Neutral colours for pages rendered without a shop (unknown host, upstream down). */
const NEUTRAL_THEME: ShopInfo["theme"] = { main: "15 23 42", text: "17 24 39", bright: "100 116 139", brightBackground: "248 250 252" };

function themeCss(theme: ShopInfo["theme"]): string {
  return `:root{--color-main:${theme.main};--color-text:${theme.text};--color-bright:${theme.bright};--color-bright-bg:${theme.brightBackground}}`;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const location = useLocation();
  // Every shop page: its canonical URL, and noindex for filtered or searched lists (app/lib/seo.ts).
  const seo = data ? pageSeo(data.origin, location.pathname, location.search) : null;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {seo ? <link rel="canonical" href={seo.canonical} /> : null}
        {seo?.noindex ? <meta name="robots" content="noindex" /> : null}
        <Links />
        <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeCss(data?.shop.theme ?? NEUTRAL_THEME) }} />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

type ShopErrorData = { reason?: string; name?: string | null; logoUrl?: string | null };

/** Failures before a shop is known: unknown host, unpublished shop, upstream down. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const payload = (error.data ?? {}) as ShopErrorData;
    if (payload.reason === "coming-soon") return <ComingSoon name={payload.name ?? null} logoUrl={payload.logoUrl ?? null} />;
    if (error.status === 404) {
      // An unknown host must show no shop's data: a plain page with the 404 text only.
      return (
        <main className="flex-1">
          <NotFoundMessage />
        </main>
      );
    }
    if (error.status === 503) {
      return (
        <main className="flex-1">
          <UnavailableMessage />
        </main>
      );
    }
    return (
      <main className="flex-1">
        <GenericErrorMessage status={error.status} />
      </main>
    );
  }
  return (
    <main className="flex-1">
      <GenericErrorMessage status={500} />
    </main>
  );
}
