import { expect, test } from "./fixtures";
import { startStack, type Stack } from "../../scripts/stack.ts";
import { startNginx, type Nginx } from "../support/nginx.ts";

/**
 * The documented nginx configuration (deploy/nginx/storefront.conf), run for real in front
 * of a second storefront with TRUST_PROXY=1, on a non-default port: forms work (the Origin
 * carries the port), a spoofed X-Forwarded-For does not escape the per-client sign-in limit,
 * and a spoofed X-Forwarded-Host cannot pick another shop.
 */

let stack: Stack;
let nginx: Nginx;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ javaScriptEnabled }) => {
  if (!javaScriptEnabled) return;
  const upstream = process.env.E2E_UPSTREAM_URL!;
  stack = await startStack({
    port: 0,
    host: "127.0.0.1",
    quiet: true,
    env: {
      NODE_ENV: "production",
      SESSION_SECRET: "proxy-test-session-secret-that-is-long-enough-42",
      COMMERCE_API_URL: `${upstream}/api/`,
      PAYMENT_API_URL: `${upstream}/payment-api/`,
      TRACKING_API_URL: `${upstream}/tracking/`,
      TRUST_PROXY: "1",
      RATE_LIMIT_MAX: "5",
      RATE_LIMIT_CLIENT_MAX: "10",
    },
  });
  nginx = await startNginx({ instances: [new URL(stack.url).host] });
});

test.afterAll(async () => {
  await nginx?.stop();
  await stack?.stop();
});

const origin = () => nginx.origin;

function wrongLogin(account: string, spoofedFor: string) {
  return fetch(`${origin()}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin(), "X-Forwarded-For": spoofedFor },
    body: new URLSearchParams({ mobile: account, password: "Wrong-password-1" }),
  });
}

test(
  "through nginx on a non-default port, 20 wrong sign-ins with spoofed X-Forwarded-For end in 429",
  { tag: "@once" },
  async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      // A different account and a different made-up client address every time.
      statuses.push((await wrongLogin(`nobody${i}-${Date.now()}@example.com`, `198.51.100.${i + 1}`)).status);
    }
    // Refused sign-ins are form errors (401) until the client's limit, then 429: never a 403 (the Origin with its port is right).
    expect(
      statuses.slice(0, 10).every((status) => status === 401),
      statuses.join(","),
    ).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  },
);

test(
  "through nginx, a form from another origin is refused and a spoofed X-Forwarded-Host picks no other shop",
  { tag: "@once" },
  async () => {
    const foreign = await fetch(`${origin()}/cart`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://evil.example" },
      body: "intent=add&productId=1",
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain("This form was sent from another site");

    const home = await fetch(`${origin()}/`, { headers: { "X-Forwarded-Host": "second.localhost" } });
    expect(home.status).toBe(200);
    // 127.0.0.1 shows the sample (first) shop; nginx replaced the client's X-Forwarded-Host.
    const first = (await (
      await fetch(`${process.env.E2E_UPSTREAM_URL}/api/tenants/lookup/?host=demo.localhost`)
    ).json()) as { name: string };
    expect(await home.text()).toContain(`<title>Home | ${first.name}</title>`);
  },
);
