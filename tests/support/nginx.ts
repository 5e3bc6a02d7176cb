import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, ROOT } from "../../scripts/stack.ts";

/**
 * A real nginx (Debian's package; .ci/run installs it) running the documented configuration,
 * deploy/nginx/storefront.conf, in a temporary prefix (`nginx -p`) on a free loopback port,
 * in front of the given storefront instances.
 */
export type Nginx = { origin: string; port: number; stop: () => Promise<void> };

const NGINX = "/usr/sbin/nginx";

export type NginxOptions = {
  /** host:port of each storefront instance, the `upstream storefront` block's servers. */
  instances: string[];
  /** Test-only changes to the site after templating (a way to pin a request to one instance, say). */
  adapt?: (site: string) => string;
};

export async function startNginx({ instances, adapt = (site) => site }: NginxOptions): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error("nginx is needed: apt-get install nginx-light (.ci/run does)");
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), "storefront-nginx-"));
  mkdirSync(path.join(prefix, "logs"));
  // nginx's workers run as an unprivileged user when the tests run as root: let them write here.
  chmodSync(prefix, 0o755);
  for (const dir of ["cache", "body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(prefix, dir), { recursive: true });
    chmodSync(path.join(prefix, dir), 0o777);
  }
  const templated = readFileSync(path.join(ROOT, "deploy", "nginx", "storefront.conf"), "utf8")
    .replace(/server storefront:3000([^;]*);/g, (_line, parameters: string) =>
      instances.map((instance) => `server ${instance}${parameters};`).join(" "),
    )
    .replace("/var/cache/nginx/storefront", path.join(prefix, "cache"))
    .replace("listen 8080;", `listen 127.0.0.1:${port};`);
  if (
    !templated.includes(`listen 127.0.0.1:${port};`) ||
    !instances.every((instance) => templated.includes(`server ${instance}`))
  ) {
    throw new Error("deploy/nginx/storefront.conf no longer has the lines the tests template");
  }
  writeFileSync(path.join(prefix, "storefront.conf"), adapt(templated));
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
  const child = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error("nginx did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, port, stop };
}
