import sanitizeHtml from "sanitize-html";

/**
 * Upstream HTML (product descriptions, policies, about texts) is untrusted: it is cleaned
 * with sanitize-html before it is rendered, so a script, an event handler or a javascript:
 * URL in it never runs.
 */

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "a",
    "span",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }) },
};

export function sanitizeRichText(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, RICH_TEXT).trim() : "";
}

/** Text only, whitespace collapsed: for meta descriptions and alt texts. */
export function htmlToText(html: string | null | undefined, maxLength = 160): string {
  if (!html) return "";
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
