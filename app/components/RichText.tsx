/**
 * Upstream HTML that the server has already cleaned with sanitize-html (server/platform/html.ts):
 * no script, event handler or javascript: URL survives to reach this component, and its
 * headings are bare <h2>–<h4> tags. `under`: the level of the page's heading this text sits
 * under; the tenant's headings are lifted so the first level follows it (a tenant's text that
 * starts at h3 under the page's h1 skips a level, which loses screen-reader users).
 */
export function RichText({ html, testId, under }: { html: string; testId?: string; under?: 1 | 2 }) {
  return (
    <div
      className="space-y-2 text-ink/80 [&_a]:text-main [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5"
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: under ? liftHeadings(html, under + 1) : html }}
    />
  );
}

const HEADING_TAG = /<(\/?)h([2-6])>/g;

/** `html`'s headings moved up together so that the highest is `top` at most (never down). */
function liftHeadings(html: string, top: number): string {
  const levels = [...html.matchAll(HEADING_TAG)].map((match) => Number(match[2]));
  const lift = levels.length > 0 ? Math.max(0, Math.min(...levels) - top) : 0;
  return lift === 0
    ? html
    : html.replace(HEADING_TAG, (_tag, close: string, level: string) => `<${close}h${Number(level) - lift}>`);
}
