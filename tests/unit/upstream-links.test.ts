import { upstreamHref } from "#server/platform/security";
import { mediaUrl, toShopInfo } from "#server/tenancy/shop";
import { TenantSchema } from "#server/upstream/contract";

/** Every upstream value that reaches an href: web links http(s) only, storefront links same-site paths only. */

describe("upstreamHref", () => {
  it.each([
    ["https://facebook.com/shop", "https://facebook.com/shop"],
    ["  http://x.example/page?a=1  ", "http://x.example/page?a=1"],
    ["HTTPS://Twitter.com/Shop", "https://twitter.com/Shop"],
  ])("keeps the web link %s", (value, expected) => {
    expect(upstreamHref(value, "web")).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "ftp://files.example/",
    "mailto:a@b.example",
    "//evil.example/",
    "/relative/path",
    "facebook.com/shop",
    "https://facebook.com@evil.example/",
    "",
    "   ",
    null,
    undefined,
    `https://x.example/${"a".repeat(2001)}`,
  ])("drops the web link %j", (value) => {
    expect(upstreamHref(value, "web")).toBeNull();
  });

  it.each([
    ["/category/4", "/category/4"],
    [" /single-product/5?x=1 ", "/single-product/5?x=1"],
    ["/", "/"],
  ])("keeps the storefront path %s", (value, expected) => {
    expect(upstreamHref(value, "path")).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "data:,x",
    "category/4",
    "",
    null,
  ])("drops the storefront link %j", (value) => {
    expect(upstreamHref(value, "path")).toBeNull();
  });
});

describe("the shop's social links", () => {
  const tenant = (social: Record<string, string | null>) =>
    TenantSchema.parse({
      id: 1,
      name: "Shop",
      host: "shop.example",
      published: true,
      mobile: "",
      email: "",
      address: "",
      ...social,
    });

  it("keep http(s) URLs and drop javascript:, data: and other schemes", () => {
    const shop = toShopInfo(
      tenant({
        facebook: "javascript:alert(document.cookie)",
        twitter: "https://twitter.com/shop",
        linkedin: "data:text/html,hi",
        instagram: "http://instagram.com/shop",
      }),
      "en",
    );
    expect(shop.social).toEqual({
      facebook: null,
      twitter: "https://twitter.com/shop",
      linkedin: null,
      instagram: "http://instagram.com/shop",
    });
  });
});

describe("image URLs (src, not href)", () => {
  it("are our /media/ proxy paths or https URLs only", () => {
    expect(mediaUrl("data:image/svg+xml,<svg onload=alert(1)>")).toBe("");
    expect(mediaUrl("//evil.example/media/a.png")).toBe("");
    expect(mediaUrl("/media/../admin")).toBe("");
  });
});
