import type { ShopInfo } from "../../server/shop.server";

/**
 * Google's standard snippets for a shop that has the ids (spec §4): gtag.js for Google
 * Analytics and gtm.js for Google Tag Manager, each carrying this response's CSP nonce. The
 * ids were checked on the server (server/analytics.server.ts); the CSP of the shop's pages
 * allows exactly these origins (entry.server). Rendered on the server only: a client-side
 * navigation keeps the document, so the snippets run once per page load.
 */

const TAG_ORIGIN = "https://www.googletagmanager.com";

/** A checked id as a script literal (also safe if a `<` ever got through). */
const literal = (id: string) => JSON.stringify(id).replace(/</g, "\\u003c");

function gtagSnippet(id: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${literal(id)});`;
}

/** Google's CSP-aware container snippet: gtm.js gets the nonce of the script that inserted it. */
function tagManagerSnippet(id: string): string {
  return (
    "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
    "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;" +
    `j.src='${TAG_ORIGIN}/gtm.js?id='+i+dl;var n=d.querySelector('[nonce]');n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));` +
    `f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${literal(id)});`
  );
}

/**
 * Last in <head>: the tag manager container first (as Google asks), then gtag.js and its
 * config. Google's scripts insert theirs before the first <script> of the document, which
 * may happen before React hydrates it: so every element here is a script whose content
 * React does not compare (dangerouslySetInnerHTML, empty for gtag.js), and nothing follows
 * them in <head>. React then hydrates the shifted scripts in place and leaves the extra
 * ones at the end of <head>, instead of throwing the whole page back to client rendering.
 */
export function AnalyticsScripts({ analytics, nonce }: { analytics: ShopInfo["analytics"]; nonce: string | undefined }) {
  const { googleAnalyticsId, googleTagManagerId } = analytics;
  const script = (html: string, src?: string) => (
    <script key={src ?? html} async={src ? true : undefined} src={src} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
  );
  return (
    <>
      {googleTagManagerId ? script(tagManagerSnippet(googleTagManagerId)) : null}
      {googleAnalyticsId ? [script("", `${TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(googleAnalyticsId)}`), script(gtagSnippet(googleAnalyticsId))] : null}
    </>
  );
}

/** First in <body>: the tag manager's frame for browsers without JavaScript. */
export function TagManagerFrame({ id }: { id: string | null }) {
  if (!id) return null;
  const frame = `<iframe src="${TAG_ORIGIN}/ns.html?id=${encodeURIComponent(id)}" height="0" width="0" style="display:none;visibility:hidden" title="Google Tag Manager"></iframe>`;
  return <noscript dangerouslySetInnerHTML={{ __html: frame }} />;
}
