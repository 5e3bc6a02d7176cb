import { renderToStaticMarkup } from "react-dom/server";
import { analyticsCspNeeds, shopAnalytics } from "#server/tenancy/analytics";
import { log } from "#server/platform/log";
import { contentSecurityPolicy } from "#server/platform/security";
import { AnalyticsScripts, TagManagerFrame } from "~/components/Analytics";

/** Google Analytics and Tag Manager: checked ids, the snippets, and the CSP they get. */

let nextShop = 100;
const tenant = (google_analytics_id: string | null, google_tag_manager_id: string | null) => ({
  id: nextShop++,
  google_analytics_id,
  google_tag_manager_id,
});

function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split("; ").find((part) => part.startsWith(`${name} `));
  return found?.split(" ").slice(1);
}

describe("shopAnalytics", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps well-formed ids", () => {
    expect(shopAnalytics(tenant("G-HARBOR4TEA", "GTM-HARB4TE"))).toEqual({
      googleAnalyticsId: "G-HARBOR4TEA",
      googleTagManagerId: "GTM-HARB4TE",
    });
    expect(shopAnalytics(tenant(" UA-12345678-1 ", null))).toEqual({
      googleAnalyticsId: "UA-12345678-1",
      googleTagManagerId: null,
    });
    expect(shopAnalytics(tenant(null, null))).toEqual({ googleAnalyticsId: null, googleTagManagerId: null });
    expect(shopAnalytics(tenant("", "  "))).toEqual({ googleAnalyticsId: null, googleTagManagerId: null });
  });

  it("ignores anything else and logs it once, never passing it on", () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    const bad = [
      ["G-ABC'); alert(1); ('", null],
      ["</script><script>alert(1)</script>", null],
      ["g-lowercase1", null],
      ["GTM-ABCDE", null],
      [null, 'GTM-ABC"><img src=x>'],
      [null, "G-ABCDEF12"],
      [null, "GTM-"],
    ] as const;
    for (const [ga, gtm] of bad)
      expect(shopAnalytics(tenant(ga, gtm))).toEqual({ googleAnalyticsId: null, googleTagManagerId: null });
    expect(warn).toHaveBeenCalledTimes(bad.length);
    expect(warn).toHaveBeenCalledWith(
      "invalid analytics id ignored",
      expect.objectContaining({ field: "google_tag_manager_id", value: "G-ABCDEF12" }),
    );

    // The same shop resolved again (every request does): no second line.
    const again = tenant("not-an-id", null);
    shopAnalytics(again);
    shopAnalytics(again);
    expect(warn).toHaveBeenCalledTimes(bad.length + 1);
  });

  it("asks for the CSP sources of the snippets it has only", () => {
    expect(analyticsCspNeeds({ googleAnalyticsId: null, googleTagManagerId: null })).toEqual([]);
    expect(analyticsCspNeeds({ googleAnalyticsId: "G-ABCDEF12", googleTagManagerId: null })).toEqual([
      "google-analytics",
    ]);
    expect(analyticsCspNeeds({ googleAnalyticsId: null, googleTagManagerId: "GTM-ABCDE1" })).toEqual([
      "google-tag-manager",
    ]);
  });
});

describe("the CSP of a shop's pages", () => {
  it("names no analytics origin and no frame-src for a shop without ids", () => {
    const policy = contentSecurityPolicy({ nonce: "n0nce" });
    expect(policy).not.toMatch(/google/);
    expect(directive(policy, "frame-src")).toBeUndefined();
  });

  it("allows gtag.js and its hits for Google Analytics", () => {
    const policy = contentSecurityPolicy({ nonce: "n0nce" }, ["google-analytics"]);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n0nce'", "https://*.googletagmanager.com"]);
    expect(directive(policy, "connect-src")).toEqual(
      expect.arrayContaining([
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
      ]),
    );
    expect(directive(policy, "img-src")).toEqual(
      expect.arrayContaining(["https://*.google-analytics.com", "https://*.googletagmanager.com"]),
    );
    expect(directive(policy, "style-src")).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(directive(policy, "frame-src")).toBeUndefined();
  });

  it("allows gtm.js and its <noscript> frame for Google Tag Manager", () => {
    const policy = contentSecurityPolicy({ nonce: "n0nce" }, ["google-tag-manager"]);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n0nce'", "https://www.googletagmanager.com"]);
    expect(directive(policy, "frame-src")).toEqual(["'self'", "https://www.googletagmanager.com"]);
    expect(directive(policy, "img-src")).toContain("https://www.googletagmanager.com");
    expect(policy).not.toMatch(/google-analytics/);
  });
});

describe("the snippets", () => {
  it("load gtag.js and gtm.js with the ids and the nonce", () => {
    const html = renderToStaticMarkup(
      <AnalyticsScripts
        analytics={{ googleAnalyticsId: "G-HARBOR4TEA", googleTagManagerId: "GTM-HARB4TE" }}
        nonce="n0nce"
      />,
    );
    expect(html).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-HARBOR4TEA"');
    expect(html).toContain(`gtag('config',"G-HARBOR4TEA")`);
    expect(html).toContain(`'dataLayer',"GTM-HARB4TE")`);
    expect(html.match(/<script /g)).toHaveLength(3);
    expect(html.match(/<script nonce="n0nce"|<script async="" src="[^"]+" nonce="n0nce"/g)).toHaveLength(3);
  });

  it("are absent without ids", () => {
    expect(
      renderToStaticMarkup(
        <AnalyticsScripts analytics={{ googleAnalyticsId: null, googleTagManagerId: null }} nonce="n0nce" />,
      ),
    ).toBe("");
    expect(renderToStaticMarkup(<TagManagerFrame id={null} />)).toBe("");
  });

  it("give browsers without JavaScript the tag manager's frame", () => {
    expect(renderToStaticMarkup(<TagManagerFrame id="GTM-HARB4TE" />)).toBe(
      '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-HARB4TE" height="0" width="0" style="display:none;visibility:hidden" title="Google Tag Manager"></iframe></noscript>',
    );
  });
});
