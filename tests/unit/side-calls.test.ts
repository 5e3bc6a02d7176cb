import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { testUpstreamForThisFile } from "../../upstream/test-helpers.ts";

/**
 * A signed-in page does not wait for a slow upstream's per-user extras: the shop layout's
 * wishlist badge gets UPSTREAM_SIDE_CALL_TIMEOUT_MS (1.5 s by default), one try, and the page
 * renders without it. The commerce API here is the reference upstream behind a proxy that
 * can hold the wishlist call.
 */

const up = testUpstreamForThisFile();
let proxy: Server;
let slowWishlist = false;
let wishlistCalls = 0;

type Layout = typeof import("../../app/routes/(ar)._shop/route");
type Sessions = typeof import("#server/identity/session");
let layout: Layout;
let sessions: Sessions;

beforeAll(async () => {
  proxy = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? "/";
      if (path.startsWith("/api/products/wishlist/")) {
        wishlistCalls += 1;
        // Far longer than the side-call timeout, shorter than the test.
        if (slowWishlist) await new Promise((resolve) => setTimeout(resolve, 6_000));
      }
      if (response.destroyed) return;
      const answer = await fetch(`${up.url}${path}`, {
        headers: { authorization: request.headers.authorization ?? "" },
      });
      response.writeHead(answer.status, { "Content-Type": answer.headers.get("content-type") ?? "application/json" });
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  process.env.COMMERCE_API_URL = `${base}/api/`;
  process.env.PAYMENT_API_URL = `${base}/payment-api/`;
  process.env.TRACKING_API_URL = `${base}/tracking/`;
  vi.resetModules();
  layout = await import("../../app/routes/(ar)._shop/route");
  sessions = await import("#server/identity/session");
});

afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
});

async function signedInRequest() {
  const { token, userId } = await up.login("buyer@example.com", "Password1", 1);
  const session = await sessions.freshSession();
  sessions.beginSignIn(session, { token, userId, tenantId: 1, remember: false });
  const cookie = (await sessions.commitSession(session)).split(";")[0]!;
  return new Request("http://demo.localhost/", { headers: { Cookie: cookie, Host: "demo.localhost" } });
}

type LayoutData = { visitor: { signedIn: boolean; wishlistCount: number } };

async function loadLayout(request: Request): Promise<{ data: LayoutData; ms: number }> {
  const startedAt = Date.now();
  // The load context the edge builds (server/edge/main.ts), for this request's host.
  const { resolveShop } = await import("#server/tenancy/shop");
  const context = {
    shop: () => resolveShop("demo.localhost"),
    nonce: "test",
    requestId: "test",
    clientAddress: "127.0.0.1",
    language: "en" as const,
  };
  const result = (await layout.loader({ request, params: {}, context })) as unknown as { data: LayoutData };
  return { data: result.data, ms: Date.now() - startedAt };
}

describe("the shop layout's wishlist badge is a side call", () => {
  it("shows the count when the upstream answers", async () => {
    slowWishlist = false;
    const { data } = await loadLayout(await signedInRequest());
    expect(data.visitor.signedIn).toBe(true);
    expect(data.visitor.wishlistCount).toBeGreaterThan(0);
  });

  it("a slow upstream: the page is ready after the short timeout, signed in, without the badge, and not retried", async () => {
    const request = await signedInRequest();
    slowWishlist = true;
    wishlistCalls = 0;
    const { data, ms } = await loadLayout(request);
    expect(ms).toBeGreaterThanOrEqual(1_400);
    expect(ms).toBeLessThan(3_000);
    expect(data.visitor.signedIn).toBe(true);
    expect(data.visitor.wishlistCount).toBe(0);
    expect(wishlistCalls).toBe(1);
  });
});
