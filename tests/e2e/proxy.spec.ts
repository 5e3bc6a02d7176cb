import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { freePort, ROOT, startStack, type Stack } from "../../scripts/stack.ts";

/**
 * The documented nginx configuration (deploy/nginx/storefront.conf), run for real in front
 * of a second storefront with TRUST_PROXY=1, on a non-default port: forms work (the Origin
 * carries the port), a spoofed X-Forwarded-For does not escape the per-client sign-in limit,
 * and a spoofed X-Forwarded-Host cannot pick another shop.
 */

const NGINX = "/usr/sbin/nginx";
let stack: Stack;
let nginx: ChildProcess;
let nginxPort: number;
let prefix: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ javaScriptEnabled }) => {
  if (!javaScriptEnabled) return;
  expect(existsSync(NGINX), "nginx is needed: apt-get install nginx-light (.ci/run does)").toBe(true);
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
  nginxPort = await freePort();
  prefix = mkdtempSync(path.join(tmpdir(), "storefront-nginx-"));
  mkdirSync(path.join(prefix, "logs"));
  // nginx's workers run as an unprivileged user when the tests run as root: let them write here.
  chmodSync(prefix, 0o755);
  for (const dir of ["cache", "body", "proxy", "fastcgi", "uwsgi", "scgi"]) chmodSync(mkdirSync(path.join(prefix, dir), { recursive: true }) ?? path.join(prefix, dir), 0o777);
  const site = readFileSync(path.join(ROOT, "deploy", "nginx", "storefront.conf"), "utf8")
    .replace("server storefront:3000;", `server ${new URL(stack.url).host};`)
    .replace("/var/cache/nginx/storefront", path.join(prefix, "cache"))
    .replace("listen 8080;", `listen 127.0.0.1:${nginxPort};`);
  expect(site).toContain(`listen 127.0.0.1:${nginxPort};`);
  writeFileSync(path.join(prefix, "storefront.conf"), site);
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `daemon off; pid ${prefix}/nginx.pid; error_log stderr warn; worker_processes 1;
     events { worker_connections 256; }
     http {
       access_log off;
       client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
       uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
       include ${prefix}/storefront.conf;
     }`,
  );
  nginx = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { stdio: ["ignore", "ignore", "inherit"] });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${nginxPort}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  nginx?.kill("SIGTERM");
  await stack?.stop();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

const origin = () => `http://127.0.0.1:${nginxPort}`;

function wrongLogin(account: string, spoofedFor: string) {
  return fetch(`${origin()}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin(), "X-Forwarded-For": spoofedFor },
    body: new URLSearchParams({ mobile: account, password: "Wrong-password-1" }),
  });
}

test("through nginx on a non-default port, 20 wrong sign-ins with spoofed X-Forwarded-For end in 429", { tag: "@once" }, async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    // A different account and a different made-up client address every time.
    statuses.push((await wrongLogin(`nobody${i}-${Date.now()}@example.com`, `198.51.100.${i + 1}`)).status);
  }
  // Refused sign-ins are form errors (401) until the client's limit, then 429: never a 403 (the Origin with its port is right).
  expect(statuses.slice(0, 10).every((status) => status === 401), statuses.join(",")).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});

test("through nginx, a form from another origin is refused and a spoofed X-Forwarded-Host picks no other shop", { tag: "@once" }, async () => {
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
  const first = await (await fetch(`${process.env.E2E_UPSTREAM_URL}/api/tenants/lookup/?host=demo.localhost`)).json() as { name: string };
  expect(await home.text()).toContain(`<title>Home | ${first.name}</title>`);
});
