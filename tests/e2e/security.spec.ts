import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";
import { HOSTS, shopOrigin, shopUrl } from "./helpers";

function expectBasicHeaders(headers: Record<string, string>) {
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy-report-only"]).toBeUndefined();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["x-powered-by"]).toBeUndefined();
}

test(
  "a page rendered for one visitor carries an enforced CSP with its nonce on every inline script",
  { tag: "@once" },
  async ({ page }) => {
    const response = await page.goto(shopUrl(HOSTS.first, "/login"));
    const headers = response!.headers();
    expectBasicHeaders(headers);
    const csp = headers["content-security-policy"]!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const scripts = await page
      .locator("script:not([src])")
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).nonce));
    expect(scripts.length).toBeGreaterThan(0);
    for (const scriptNonce of scripts) expect(scriptNonce).toBe(nonce);
  },
);

test(
  "a catalogue page kept for everyone carries no nonce: its CSP lists exactly the hashes of its inline scripts",
  { tag: "@once" },
  async ({ page }) => {
    const response = await page.goto(shopUrl(HOSTS.first));
    const headers = response!.headers();
    expectBasicHeaders(headers);
    const csp = headers["content-security-policy"]!;
    expect(csp).not.toContain("'nonce-");
    const listed = [...csp.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map((match) => match[1]);
    const inline = await page
      .locator("script:not([src])")
      .evaluateAll((nodes) =>
        nodes
          .filter((n) => !(n as HTMLScriptElement).type || (n as HTMLScriptElement).type === "module")
          .map((n) => n.textContent ?? ""),
      );
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline) expect(listed).toContain(`sha256-${createHash("sha256").update(text).digest("base64")}`);
    // The same bytes for the next visitor: no per-response value in the page.
    const again = await page.goto(shopUrl(HOSTS.first));
    expect(again!.headers()["x-page-cache"]).toBe("hit");
    expect(again!.headers()["content-security-policy"]).toBe(csp);
  },
);

// Node's resolver does not know *.localhost, so requests made outside the browser use localhost,
// which shows the sample shop.
test("a cross-site POST is refused, a same-site one is not", { tag: "@once" }, async ({ request }) => {
  // Another origin on this host (https instead of http) meets the storefront's own check: 403.
  const foreignScheme = await request.post(shopUrl("localhost", "/logout"), {
    headers: { Origin: shopOrigin("localhost").replace(/^http:/, "https:") },
    form: { intent: "logout" },
    maxRedirects: 0,
  });
  expect(foreignScheme.status()).toBe(403);
  // Another host is refused by the edge before Remix runs, with the same 403 page.
  const response = await request.post(shopUrl("localhost", "/logout"), {
    headers: { Origin: "https://evil.example" },
    form: { intent: "logout" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["location"]).toBeUndefined();
  expect(response.headers()["set-cookie"]).toBeUndefined();
  const sameSite = await request.post(shopUrl("localhost", "/logout"), {
    headers: { Origin: shopOrigin("localhost") },
    form: { intent: "logout" },
    maxRedirects: 0,
  });
  expect(sameSite.status()).toBe(303);
  expect(sameSite.headers()["location"]).toBe("/");
});

test("health and readiness endpoints answer", { tag: "@once" }, async ({ request }) => {
  expect((await request.get(shopUrl("localhost", "/healthz"))).status()).toBe(200);
  const ready = await request.get(shopUrl("localhost", "/readyz"));
  expect(ready.status()).toBe(200);
  // No sign-out waits for the upstream to confirm its token's revocation (it is up).
  expect(await ready.json()).toEqual({ status: "ready", redis: "memory", revocationsPending: 0 });
});

test("an action refuses bodies that are not a sane HTML form", { tag: "@once" }, async ({ request }) => {
  const origin = shopOrigin("localhost");
  const post = (headers: Record<string, string>, data: string) =>
    request.post(shopUrl("localhost", "/cart"), { headers: { Origin: origin, ...headers }, data, maxRedirects: 0 });
  expect((await post({ "Content-Type": "text/plain" }, "intent=add")).status()).toBe(415);
  expect(
    (
      await post({ "Content-Type": "application/x-www-form-urlencoded" }, `intent=add&x=${"a".repeat(70_000)}`)
    ).status(),
  ).toBe(413);
  expect((await post({ "Content-Type": "multipart/form-data; boundary=zzz" }, "this is not multipart")).status()).toBe(
    400,
  );
});
