vi.hoisted(() => {
  process.env.TRUST_PROXY = "true";
});

import { clientAddress, requestHost, requestOrigin } from "../../server/request.server";
import { assertSameOrigin } from "../../server/security.server";

describe("behind a trusted proxy", () => {
  const request = (headers: Record<string, string>, method = "GET") =>
    new Request("http://10.0.0.2:3000/cart", { method, headers: { host: "10.0.0.2:3000", ...headers } });

  it("takes the host, protocol and client from the forwarded headers", () => {
    const forwarded = request({ "x-forwarded-host": "Shop.Example.com", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9, 10.0.0.1" });
    expect(requestHost(forwarded)).toBe("shop.example.com");
    expect(requestOrigin(forwarded)).toBe("https://shop.example.com");
    expect(clientAddress(forwarded)).toBe("203.0.113.9");
  });

  it("accepts a same-origin POST and refuses others", () => {
    const base = { "x-forwarded-host": "shop.example.com", "x-forwarded-proto": "https" };
    expect(() => assertSameOrigin(request({ ...base, origin: "https://shop.example.com" }, "POST"))).not.toThrow();
    expect(() => assertSameOrigin(request({ ...base, referer: "https://shop.example.com/login" }, "POST"))).not.toThrow();
    for (const origin of ["https://evil.example", "http://shop.example.com", "null"]) {
      expect(() => assertSameOrigin(request({ ...base, origin }, "POST"))).toThrow();
    }
    expect(() => assertSameOrigin(request(base, "POST"))).toThrow();
  });
});
