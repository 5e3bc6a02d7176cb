/**
 * The texts of Google's standard snippets (spec §4), built on the server only: the browser
 * build gets an empty module in their place (./Analytics.tsx renders the same elements, empty,
 * and React leaves the server's text alone when it hydrates them), so no page downloads
 * code that only writes HTML the server has already sent (docs/decisions/0009).
 */

import { GOOGLE_TAG_ORIGIN } from "~/lib/google-tags";

/** A checked id as a script literal (also safe if a `<` ever got through). */
const literal = (id: string) => JSON.stringify(id).replace(/</g, "\\u003c");

export function gtagSnippet(id: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${literal(id)});`;
}

/** Google's CSP-aware container snippet: gtm.js gets the nonce of the script that inserted it. */
export function tagManagerSnippet(id: string): string {
  return (
    "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
    "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;" +
    `j.src='${GOOGLE_TAG_ORIGIN}/gtm.js?id='+i+dl;var n=d.querySelector('[nonce]');n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));` +
    `f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${literal(id)});`
  );
}

/** The tag manager's frame for browsers without JavaScript (the content of a <noscript>). */
export function tagManagerFrame(id: string): string {
  return `<iframe src="${GOOGLE_TAG_ORIGIN}/ns.html?id=${encodeURIComponent(id)}" height="0" width="0" style="display:none;visibility:hidden" title="Google Tag Manager"></iframe>`;
}
