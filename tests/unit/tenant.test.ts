vi.hoisted(() => {
  process.env.SAMPLE_STORE_HOST = "sample.shop.test";
  process.env.TRUST_PROXY = "false";
});

import { normalizeHost, requestHost } from "#server/platform/request";
import { isLocalHost, mediaUrl, tenantHostFor } from "#server/tenancy/shop";
import { colorChannels, contrastRatio, deeperShade, readableMainColor } from "#server/tenancy/color";

describe("host to tenant", () => {
  // Spec, tenant lookup: "Local hosts (localhost, {ip}, addresses beginning 192) are mapped to a sample store host".
  it.each(["localhost", "127.0.0.1", "10.0.0.7", "192.168.1.20", "192.0.2.1", "[::1]", "[2001:db8::1]"])(
    "maps the local host %s to the sample store",
    (host) => {
      expect(isLocalHost(host)).toBe(true);
      expect(tenantHostFor(host)).toBe("sample.shop.test");
    },
  );

  // Addresses, not names: a name beginning 192 is a host like any other (else the sample shop, its canonical links and sitemap on it).
  const hosts = [
    "shop.example.com",
    "second.localhost",
    "demo.localhost",
    "my192shop.com",
    "192.evil.example",
    "192-168-1-20.example.com",
    "192.168.1.300",
    "[192.evil.example]",
  ];
  it.each(hosts)("keeps %s as its own tenant host", (host) => {
    expect(isLocalHost(host)).toBe(false);
    expect(tenantHostFor(host)).toBe(host);
  });

  it("normalizes case, ports and trailing dots, and refuses malformed hosts", () => {
    expect(normalizeHost("Shop.Example.COM:8080")).toBe("shop.example.com");
    expect(normalizeHost("shop.example.com.")).toBe("shop.example.com");
    expect(normalizeHost("[::1]:3000")).toBe("[::1]");
    expect(normalizeHost("evil.com/path")).toBeUndefined();
    expect(normalizeHost("")).toBeUndefined();
    expect(normalizeHost("a b")).toBeUndefined();
  });

  it("reads the host the edge settled into the request URL, never a forwarded header", () => {
    // The edge (tests/unit/edge.test.ts) believes X-Forwarded-Host only from a trusted proxy.
    const request = new Request("http://Shop.Example.com:3000/", {
      headers: { "x-forwarded-host": "other-shop.example.com" },
    });
    expect(requestHost(request)).toBe("shop.example.com");
  });
});

describe("media URLs", () => {
  it("routes the upstream's media through our /media/ proxy and drops insecure foreign URLs", () => {
    expect(mediaUrl("http://127.0.0.1:9/media/products/1-1.svg")).toBe("/media/products/1-1.svg");
    expect(mediaUrl("/media/logo.svg")).toBe("/media/logo.svg");
    expect(mediaUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(mediaUrl("http://tracker.example.com/a.png")).toBe("");
    expect(mediaUrl("javascript:alert(1)")).toBe("");
  });
});

describe("tenant colours", () => {
  it.each([
    ["#0f766e", "15 118 110"],
    ["#fff", "255 255 255"],
    ["rgb(1, 2, 3)", "1 2 3"],
    ["hsl(0, 100%, 50%)", "255 0 0"],
    ["120", "31 147 31"],
  ])("turns %s into channels %s", (input, expected) => {
    expect(colorChannels(input, "#000000")).toBe(expected);
  });

  it("falls back on nonsense", () => {
    expect(colorChannels("url(javascript:1)", "#ff0000")).toBe("255 0 0");
    expect(colorChannels(null, "#00ff00")).toBe("0 255 0");
  });
});

describe("the main colour under white text", () => {
  const WHITE = "255 255 255";
  /** The main colour's 10 % tint on white (badges, hovered tabs). */
  const tint = (channels: string) =>
    channels
      .split(" ")
      .map((c) => Math.round(Number(c) + (255 - Number(c)) * 0.9))
      .join(" ");

  it("keeps a shop's colour that already reads at 4.5:1 (the demo shops')", () => {
    for (const hex of ["#0f766e", "#1d4ed8", "#6b21a8", "#9a3412"])
      expect(readableMainColor(colorChannels(hex, "#000000"))).toBe(colorChannels(hex, "#000000"));
  });

  it.each(["#27847d", "#f59e0b", "#ffffff", "170"])(
    "darkens %s just enough for white text, and for itself as text on white and its tint",
    (input) => {
      const main = readableMainColor(colorChannels(input, "#000000"));
      expect(contrastRatio(main, WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(main, tint(main))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(main, tint(main))).toBeLessThan(5);
    },
  );

  it("hovers darker, never lighter: white text on the hover shade reads better still", () => {
    const main = readableMainColor(colorChannels("#0f766e", "#000000"));
    expect(contrastRatio(deeperShade(main), WHITE)).toBeGreaterThan(contrastRatio(main, WHITE));
    // The old hover, main at 90 % on white (#27847d), was 4.48:1.
    expect(contrastRatio(colorChannels("#27847d", "#000000"), WHITE)).toBeLessThan(4.5);
  });
});
