/**
 * Upstream HTML that the server has already cleaned with sanitize-html (server/html.server.ts):
 * no script, event handler or javascript: URL survives to reach this component.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      className="space-y-2 text-ink/80 [&_a]:text-main [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
