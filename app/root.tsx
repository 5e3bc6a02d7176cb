import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, ScrollRestoration, useLocation, useRouteLoaderData } from "@remix-run/react";
import { requestOrigin } from "#server/platform/request";
import { notFound } from "#server/tenancy/route";
import { statusHeaders } from "#server/platform/security";
import { shopFrom, type ShopInfo } from "#server/tenancy/shop";
import { DIRECTION, languageOfPath } from "#server/platform/language";
import { AnalyticsScripts, TagManagerFrame } from "./components/Analytics";
import { RootErrorPage } from "./components/RouteErrorPage";
import { ScriptsAfterFirstPaint } from "./components/ScriptsAfterFirstPaint";
import { pageSeo } from "./lib/seo";
import { revalidateOnLanguageChange } from "./lib/language";
import { useNonce as useNonceOnServer } from "./nonce.server";
import stylesheet from "./tailwind.css";
import arabicStylesheet from "./arabic.css";
import type { CachedPageHandle } from "#server/cart/page-variant";

/** This response's CSP nonce on the server; none in the browser (app/nonce.server.tsx). */
const useNonce = useNonceOnServer ?? (() => undefined);

/** The shop's texts are in the page's language: the switch loads them again. */
export const shouldRevalidate = revalidateOnLanguageChange;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Unknown host, unpublished shop or unreachable upstream: thrown, rendered by ErrorBoundary.
  const shop = await shopFrom(context);
  // A page in a language the shop does not offer (`/ar/…` of an English-only shop) is not there.
  if (!shop.languages.includes(context.language)) notFound();
  // Canonical links are absolute on the host (and scheme) the page was asked on.
  return { shop, origin: requestOrigin(request) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.shop.name ?? "Shop" },
  ...(data?.shop.description ? [{ name: "description", content: data.shop.description }] : []),
];

/** Neutral colours for pages rendered without a shop (unknown host, upstream down). */
const NEUTRAL_THEME: ShopInfo["theme"] = {
  main: "15 23 42",
  mainDeep: "13 20 36",
  text: "17 24 39",
  bright: "100 116 139",
  brightBackground: "248 250 252",
};

function themeCss(theme: ShopInfo["theme"]): string {
  return `:root{--color-main:${theme.main};--color-main-deep:${theme.mainDeep};--color-text:${theme.text};--color-bright:${theme.bright};--color-bright-bg:${theme.brightBackground}}`;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const location = useLocation();
  const language = languageOfPath(location.pathname);
  // Every shop page: its canonical URL and its other languages, and noindex for filtered or
  // searched lists (app/lib/seo.ts).
  const seo = data ? pageSeo(data.origin, location.pathname, location.search, data.shop.languages) : null;
  return (
    <html lang={language} dir={DIRECTION[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {seo ? <link rel="canonical" href={seo.canonical} /> : null}
        {seo?.alternates.map((alternate) => (
          <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
        ))}
        {seo?.noindex ? <meta name="robots" content="noindex" /> : null}
        <Links />
        {/* Arabic pages' font (app/arabic.css): English pages neither link nor fetch it. */}
        {language === "ar" ? <link rel="stylesheet" href={arabicStylesheet} /> : null}
        <style
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: themeCss(data?.shop.theme ?? NEUTRAL_THEME) }}
        />
        {/* Every page of a shop with the ids, error pages included; last in <head> (see AnalyticsScripts). */}
        {data ? <AnalyticsScripts analytics={data.shop.analytics} nonce={nonce} /> : null}
      </head>
      <body className="flex min-h-screen flex-col bg-white text-ink antialiased">
        <TagManagerFrame id={data?.shop.analytics.googleTagManagerId ?? null} />
        {children}
        <ScrollRestoration nonce={nonce} />
        {/* Remix's <Scripts>, its modules fetched after the first paint (decision 0023). */}
        <ScriptsAfterFirstPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Retry-After and Allow of a response thrown before any page (Coming Soon, upstream down, /logout). */
export const headers = statusHeaders;

/** Failures before a shop is known (unknown host, unpublished shop, upstream down): no shop data at all. */
export function ErrorBoundary() {
  return (
    <main className="flex-1">
      <RootErrorPage />
    </main>
  );
}
