import type { ShopInfo } from "#server/tenancy/shop";
import { GOOGLE_TAG_ORIGIN } from "~/lib/google-tags";
import { gtagSnippet, tagManagerFrame, tagManagerSnippet } from "./Analytics.server";

/**
 * Google's standard snippets for a shop that has the ids (spec §4): gtag.js for Google
 * Analytics and gtm.js for Google Tag Manager, each carrying this response's CSP nonce. The
 * ids were checked on the server (server/tenancy/analytics.ts); the CSP of the shop's pages
 * allows exactly these origins (entry.server). Rendered on the server only: a client-side
 * navigation keeps the document, so the snippets run once per page load. Their texts come
 * from ./Analytics.server.ts, which the browser does not get: there every element renders
 * empty, and hydration keeps the server's content (React does not compare or replace
 * dangerouslySetInnerHTML when it hydrates).
 */

/** The snippet's text on the server, "" in the browser (where the server's stays). */
const serverText = (build: ((id: string) => string) | undefined, id: string) => (build ? build(id) : "");

/**
 * Last in <head>: the tag manager container first (as Google asks), then gtag.js and its
 * config. Google's scripts insert theirs before the first <script> of the document, which
 * may happen before React hydrates it: so every element here is a script whose content
 * React does not compare (dangerouslySetInnerHTML, empty for gtag.js), and nothing follows
 * them in <head>. React then hydrates the shifted scripts in place and leaves the extra
 * ones at the end of <head>, instead of throwing the whole page back to client rendering.
 */
export function AnalyticsScripts({
  analytics,
  nonce,
}: {
  analytics: ShopInfo["analytics"];
  nonce: string | undefined;
}) {
  const { googleAnalyticsId, googleTagManagerId } = analytics;
  const script = (key: string, html: string, src?: string) => (
    <script
      key={key}
      async={src ? true : undefined}
      src={src}
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
  return (
    <>
      {googleTagManagerId ? script("gtm", serverText(tagManagerSnippet, googleTagManagerId)) : null}
      {googleAnalyticsId
        ? [
            script("gtag.js", "", `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(googleAnalyticsId)}`),
            script("gtag", serverText(gtagSnippet, googleAnalyticsId)),
          ]
        : null}
    </>
  );
}

/** First in <body>: the tag manager's frame for browsers without JavaScript. */
export function TagManagerFrame({ id }: { id: string | null }) {
  if (!id) return null;
  return <noscript suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serverText(tagManagerFrame, id) }} />;
}
