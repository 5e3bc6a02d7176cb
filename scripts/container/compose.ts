/**
 * deploy/compose.yaml as operators run it: nginx, two storefront replicas and Redis, on the
 * images built here. Redis and nginx are Debian's packages on the same local base (the
 * official images cannot be pulled here), behaving as those images do.
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "../stack.ts";
import { BASE_IMAGE, docker, dockerOk, run } from "./engine.ts";
import { ask, expectStatus, waitFor, withCookies, type Answer } from "./http.ts";

/** Stand-ins for redis:7-alpine and nginx:1.27-alpine, built once per base. */
export const STAND_INS: Record<"redis" | "nginx", { tag: string; dockerfile: string }> = {
  redis: {
    tag: `storefront-test-redis:${BASE_IMAGE.split(":")[1]}`,
    // The official image's redis-server has protected mode off (the network is the boundary);
    // Debian's refuses other hosts without a password. The compose file's command stays as it is.
    dockerfile: `FROM ${BASE_IMAGE}
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends redis-server && rm -rf /var/lib/apt/lists/* \\
 && printf '#!/bin/sh\\nexec /usr/bin/redis-server "$@" --protected-mode no\\n' > /usr/local/bin/redis-server && chmod +x /usr/local/bin/redis-server
USER redis
CMD ["redis-server"]`,
  },
  nginx: {
    tag: `storefront-test-nginx:${BASE_IMAGE.split(":")[1]}`,
    // As the official image: conf.d/ only, logs to the container's output, in the foreground.
    dockerfile: `FROM ${BASE_IMAGE}
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* \\
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log && mkdir -p /var/cache/nginx
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]`,
  },
};

export function ensureStandIns(): string {
  return Object.values(STAND_INS)
    .map(({ tag, dockerfile }) => {
      if (dockerOk(["image", "inspect", tag])) return `${tag} (cached)`;
      run("docker", ["build", "--network", "host", "-q", "-t", tag, "-"], {
        input: dockerfile,
        env: { ...process.env, DOCKER_BUILDKIT: "0" },
      });
      return `${tag} (built)`;
    })
    .join(", ");
}

/** A product of the sample shop, asked of the upstream. */
export async function sampleProductId(upstreamUrl: string): Promise<number> {
  const shop = (await (await fetch(`${upstreamUrl}/api/tenants/lookup/?host=demo.localhost`)).json()) as { id: number };
  const products = (await (
    await fetch(`${upstreamUrl}/api/products?tenantId=${shop.id}&buyer=true&page=1&page_size=1`)
  ).json()) as { results: Array<{ id: number }> };
  return products.results[0]!.id;
}

export type Project = { name: string; env: NodeJS.ProcessEnv; origin: string };

const compose = (project: Project, args: string[], quiet = true) =>
  run("docker-compose", ["-p", project.name, "-f", path.join(ROOT, "deploy", "compose.yaml"), ...args], {
    env: project.env,
    quiet,
  });

/**
 * `up` with two replicas; resolves once Docker calls both healthy and nginx answers through
 * its published loopback port. Generous bounds: a loaded 2-core machine took 27 s for all.
 */
export async function composeUp(project: Project): Promise<string> {
  compose(project, ["up", "-d", "--no-build", "--scale", "storefront=2"], false);
  await waitFor(
    "both replicas to be healthy",
    120_000,
    () => {
      const states = replicas(project).map((container) =>
        docker(["inspect", "-f", "{{.State.Health.Status}}", container]),
      );
      if (states.includes("unhealthy")) throw new Error(`a replica is unhealthy: ${states.join(", ")}`);
      return states.length === 2 && states.every((state) => state === "healthy") ? true : undefined;
    },
    500,
  );
  await waitFor("nginx to answer /healthz", 60_000, async () =>
    (await ask(project.origin, "/healthz")).status === 200 ? true : undefined,
  );
  const ready = await ask(project.origin, "/readyz");
  if (!ready.body.includes('"redis":"up"')) throw new Error(`/readyz through nginx: ${ready.status} ${ready.body}`);
  return `${replicas(project).length} replicas (Redis up), nginx on ${project.origin}`;
}

export function composeDown(project: Project) {
  spawnSync(
    "docker-compose",
    ["-p", project.name, "-f", path.join(ROOT, "deploy", "compose.yaml"), "down", "-v", "-t", "1"],
    { env: project.env, stdio: "ignore" },
  );
}

const replicas = (project: Project) => compose(project, ["ps", "-q", "storefront"]).split("\n").filter(Boolean);

/**
 * Which replica answered: the one whose access log has the answer's request id (the line may
 * reach `docker logs` a moment after the answer reached us).
 */
function answeredBy(project: Project, answer: Answer): Promise<string> {
  const id = String(answer.headers["x-request-id"]);
  return waitFor(`a replica's log line of request ${id}`, 10_000, () =>
    replicas(project).find((container) => docker(["logs", container]).includes(`"id":"${id}"`)),
  );
}

/** What to read when a stop lost requests: nginx's error log and the stopped replica's last lines. */
function stopDiagnostics(project: Project, victim: string): string {
  const [nginx] = compose(project, ["ps", "-q", "nginx"]).split("\n").filter(Boolean);
  // The nginx image logs errors to stderr and accesses to stdout: stderr is its error log.
  const errorLog = nginx
    ? spawnSync("docker", ["logs", nginx], { encoding: "utf8" }).stderr.trim()
    : "(no nginx container)";
  const replicaLog = spawnSync("docker", ["logs", "--tail", "20", victim], { encoding: "utf8" });
  return `nginx's error log:\n${errorLog || "(empty)"}\nthe stopped replica's last lines:\n${`${replicaLog.stdout}${replicaLog.stderr}`.trim()}`;
}

/**
 * A shopper signs in and adds a product through nginx; then each replica, in turn, answers
 * the cart with that line, signed in (the cookies are every replica's, Redis their shared state).
 */
export async function checkSessionAcrossReplicas(
  project: Project,
  productId: number,
): Promise<{ cookie: string; summary: string }> {
  const signIn = await ask(project.origin, "/login", {
    form: { mobile: "buyer@example.com", password: "Password1", redirectTo: "/" },
  });
  expectStatus(signIn, 303, "sign-in through nginx");
  let cookie = withCookies("", signIn);
  const added = await ask(project.origin, "/cart", {
    headers: { Cookie: cookie },
    form: { intent: "add", productId: String(productId), quantity: "2", redirectTo: "/cart" },
  });
  expectStatus(added, 303, "add to cart through nginx");
  cookie = withCookies(cookie, added);
  const seen = new Set<string>();
  // Until both answered: nginx may still skip a replica it found starting (for 2 s at a time).
  const deadline = Date.now() + 30_000;
  while (seen.size < 2 && Date.now() < deadline) {
    const cart = await ask(project.origin, "/cart", { headers: { Cookie: cookie } });
    expectStatus(cart, 200, "the cart through nginx");
    if (!cart.body.includes('action="/logout"')) throw new Error("the cart page is not signed in");
    // One line, whose "+" posts 3: the line of 2 added above.
    if (
      (cart.body.match(/aria-label="Remove /g) ?? []).length !== 1 ||
      !cart.body.includes('name="quantity" value="3"')
    )
      throw new Error("the cart page has not the line of 2");
    seen.add(await answeredBy(project, cart));
  }
  if (seen.size < 2) throw new Error("nginx sent every request to one replica for 30 s");
  return { cookie, summary: "signed in with a cart line of 2 on both replicas" };
}

/**
 * Requests through nginx without a pause (pages, the signed-in cart, cart POSTs) while one
 * replica is stopped with `docker stop`: every one answered as it should be.
 */
export async function checkReplicaStopLosesNothing(
  project: Project,
  cookie: string,
  productId: number,
): Promise<string> {
  const [victim] = replicas(project);
  let done = false;
  const failures: string[] = [];
  let count = 0;
  // When each failure came, from the `docker stop` (negative: before it), to read beside the logs.
  let stopAt = Number.POSITIVE_INFINITY;
  const at = () => `${((performance.now() - stopAt) / 1000).toFixed(2)} s`;
  const loop = async (which: number) => {
    while (!done) {
      const requests: Array<[string, () => Promise<Answer>, number]> = [
        ["GET /", () => ask(project.origin, `/?n=${which}-${count}`), 200],
        ["GET /cart", () => ask(project.origin, "/cart", { headers: { Cookie: cookie } }), 200],
        [
          "POST /cart",
          () =>
            ask(project.origin, "/cart", {
              headers: { Cookie: cookie },
              form: { intent: "add", productId: String(productId), quantity: "1", redirectTo: "/cart" },
            }),
          303,
        ],
      ];
      for (const [what, send, status] of requests) {
        count++;
        try {
          const answer = await send();
          if (answer.status !== status) failures.push(`${what}: ${answer.status} at ${at()}`);
        } catch (error) {
          failures.push(`${what}: ${String(error)} at ${at()}`);
        }
      }
    }
  };
  const loops = [loop(1), loop(2), loop(3)];
  await new Promise((r) => setTimeout(r, 1000));
  stopAt = performance.now();
  const stopped = await new Promise<number | null>((resolve) =>
    spawn("docker", ["stop", "-t", "15", victim!], { stdio: "ignore" }).on("exit", resolve),
  );
  await new Promise((r) => setTimeout(r, 2000));
  done = true;
  await Promise.all(loops);
  if (stopped !== 0) throw new Error("docker stop of a replica failed");
  const exitCode = docker(["inspect", "-f", "{{.State.ExitCode}}", victim!]);
  if (exitCode !== "0") throw new Error(`the stopped replica exited ${exitCode}`);
  if (failures.length > 0) {
    throw new Error(
      `${failures.length} of ${count} requests failed while a replica stopped: ${failures.slice(0, 10).join(", ")}\n${stopDiagnostics(project, victim!)}`,
    );
  }
  return `${count} requests while a replica stopped (exit 0), none lost`;
}
