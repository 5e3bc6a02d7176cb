/**
 * The image run as an operator runs it (docs/operations.md, Docker): only the documented
 * environment, a read-only root file system, no capabilities, on a network of the test's own.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { request as httpRequest } from "node:http";
import { answerOf, ask, expectStatus, waitFor, withCookies } from "./http.ts";
import { docker, dockerOk } from "./engine.ts";
import { ROOT } from "../stack.ts";

export type Run = { image: string; network: string; prefix: string; upstreamUrl: string };

/** What the storefront needs, and nothing else (docs/operations.md, Environment). */
export function documentedEnv(upstreamUrl: string): Record<string, string> {
  return {
    SESSION_SECRET: "container-test-session-secret-long-enough-42",
    COMMERCE_API_URL: `${upstreamUrl}/api/`,
    PAYMENT_API_URL: `${upstreamUrl}/payment-api/`,
    TRACKING_API_URL: `${upstreamUrl}/tracking/`,
  };
}

const envArgs = (env: Record<string, string>) =>
  Object.entries(env).flatMap(([name, value]) => ["-e", `${name}=${value}`]);

/** How every container of the test runs: nothing writable but what is named, no privileges. */
const HARDENED = ["--read-only", "--cap-drop", "ALL", "--security-opt", "no-new-privileges"];

/** Starts the image detached; resolves with its name and address once `/healthz` answers. */
export async function startContainer(run: Run, name: string, env: Record<string, string>) {
  docker(["run", "-d", "--name", name, "--network", run.network, ...HARDENED, ...envArgs(env), run.image]);
  const ip = docker(["inspect", "-f", "{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}", name]);
  const origin = `http://${ip}:3000`;
  // Node's start takes seconds on a loaded 2-core machine (7 s seen): a generous bound.
  await waitFor(`${name} to answer /healthz`, 60_000, async () =>
    (await ask(origin, "/healthz")).status === 200 ? true : undefined,
  );
  return { name, origin };
}

type Shop = { name: string };
const shopAt = async (upstreamUrl: string, host: string) =>
  (await (await fetch(`${upstreamUrl}/api/tenants/lookup/?host=${host}`)).json()) as Shop;

/** Runs as a non-root user on a read-only root: asked of the kernel and of the file system, not of the image's metadata. */
export function checkUserAndFileSystem(name: string): string {
  const pid = docker(["inspect", "-f", "{{.State.Pid}}", name]);
  const uid = /^Uid:\s+(\d+)/m.exec(spawnSync("cat", [`/proc/${pid}/status`], { encoding: "utf8" }).stdout)?.[1];
  if (uid === undefined || uid === "0") throw new Error(`the server runs as uid ${uid}`);
  const write = spawnSync("docker", ["exec", name, "node", "-e", "require('fs').writeFileSync('/app/written', 'x')"], {
    encoding: "utf8",
  });
  if (write.status === 0 || !write.stderr.includes("EROFS"))
    throw new Error(`the root file system is writable: ${write.stderr}`);
  return `uid ${uid}, root file system read-only`;
}

/**
 * Production dependencies only (docs/decisions/0026): no package the lock marks dev or optional
 * (typescript is both a dev dependency and an optional peer of Remix, which `--omit=dev` alone
 * keeps), no npm cache, no compiler. Asked of the container's file system.
 */
export function checkShipsNoDevFiles(name: string): string {
  const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean; optional?: boolean }>;
  };
  const unwanted = Object.entries(lock.packages)
    .filter(([at, meta]) => at.startsWith("node_modules/") && (meta.dev || meta.devOptional || meta.optional))
    .map(([at]) => `/app/${at}`);
  const tools = [
    "/home/node/.npm",
    "/root/.npm",
    "/usr/bin/gcc",
    "/usr/bin/cc",
    "/usr/bin/g++",
    "/usr/bin/make",
    "/usr/bin/python3",
  ];
  const found = docker([
    "exec",
    name,
    "node",
    "-e",
    "for (const p of JSON.parse(process.argv[1])) if (require('fs').existsSync(p)) console.log(p)",
    JSON.stringify([...unwanted, ...tools]),
  ]);
  if (found) throw new Error(`the image ships what production does not need: ${found.split("\n").join(", ")}`);
  return `none of ${unwanted.length} dev or optional packages, no npm cache, no compiler`;
}

/** /healthz, /readyz, a page of each demo shop, a sign-in that opens the profile. */
export async function checkAnswers(origin: string, upstreamUrl: string): Promise<string> {
  expectStatus(await ask(origin, "/healthz"), 200, "/healthz");
  const ready = await ask(origin, "/readyz");
  expectStatus(ready, 200, "/readyz");
  if (!ready.body.includes('"ready"')) throw new Error(`/readyz: ${ready.body}`);
  for (const host of ["demo.localhost", "second.localhost", "third.localhost"]) {
    const home = await ask(origin, "/", { host });
    expectStatus(home, 200, `${host} /`);
    const { name } = await shopAt(upstreamUrl, host);
    if (!home.body.includes(name)) throw new Error(`${host} /: no "${name}" on the page`);
  }
  const soon = await ask(origin, "/", { host: "soon.localhost" });
  if (!soon.body.includes("Coming Soon")) throw new Error(`soon.localhost /: ${soon.status}, no Coming Soon`);
  const signIn = await ask(origin, "/login", {
    form: { mobile: "buyer@example.com", password: "Password1", redirectTo: "/profile" },
  });
  expectStatus(signIn, 303, "sign-in");
  const profile = await ask(origin, "/profile", { headers: { Cookie: withCookies("", signIn) } });
  expectStatus(profile, 200, "the profile after signing in");
  if (!profile.body.includes('action="/logout"')) throw new Error("the profile after signing in shows no sign-out");
  return "/healthz, /readyz, 4 shops, sign-in";
}

type Health = { Status: string; Log: Array<{ Start: string; ExitCode: number; Output: string }> };

/** Docker's own HEALTHCHECK says healthy within the image's start period. */
export async function checkHealthcheck(name: string): Promise<string> {
  const startPeriodNs = (
    JSON.parse(docker(["inspect", "-f", "{{json .Config.Healthcheck}}", name])) as { StartPeriod: number }
  ).StartPeriod;
  const startedAt = Date.parse(docker(["inspect", "-f", "{{.State.StartedAt}}", name]));
  const health = await waitFor(`${name} to be healthy`, startPeriodNs / 1e6 + 5_000, () => {
    const state = JSON.parse(docker(["inspect", "-f", "{{json .State.Health}}", name])) as Health;
    if (state.Status === "unhealthy") throw new Error(`unhealthy: ${JSON.stringify(state.Log)}`);
    return state.Status === "healthy" ? state : undefined;
  });
  const firstHealthy = health.Log.find((probe) => probe.ExitCode === 0)!;
  const after = (Date.parse(firstHealthy.Start) - startedAt) / 1000;
  if (after * 1e9 > startPeriodNs)
    throw new Error(`healthy only ${after.toFixed(1)} s after start (start period ${startPeriodNs / 1e9} s)`);
  return `healthy ${after.toFixed(1)} s after start (start period ${startPeriodNs / 1e9} s)`;
}

/**
 * `docker stop` while a sign-in is in flight (headers and half its body sent): the rest is
 * sent once the server logged its SIGTERM; the answer must come, and the container exit 0
 * within the stop timeout.
 */
export async function checkDrain(name: string, origin: string): Promise<string> {
  const body = new URLSearchParams({ mobile: "held@example.com", password: "Wrong-password-1" }).toString();
  const sent = httpRequest(`${origin}/login`, {
    method: "POST",
    agent: false,
    headers: {
      Host: "demo.localhost",
      Origin: "http://demo.localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(Buffer.byteLength(body)),
    },
  });
  const answer = answerOf(sent);
  sent.write(body.slice(0, 10));
  await new Promise((r) => setTimeout(r, 300));
  const stopTimeout = 15;
  const started = performance.now();
  const stopped = new Promise<number | null>((resolve) =>
    spawn("docker", ["stop", "-t", String(stopTimeout), name], { stdio: "ignore" }).on("exit", resolve),
  );
  await waitFor(
    "the server to log its SIGTERM",
    10_000,
    () => (docker(["logs", name]).includes('"shutting down"') ? true : undefined),
    100,
  );
  sent.end(body.slice(10));
  const { status } = await answer;
  if (status !== 401)
    throw new Error(`the sign-in in flight at SIGTERM was answered ${status}, not 401 (a refused sign-in)`);
  if ((await stopped) !== 0) throw new Error("docker stop failed");
  const seconds = (performance.now() - started) / 1000;
  const exitCode = docker(["inspect", "-f", "{{.State.ExitCode}}", name]);
  if (exitCode !== "0") throw new Error(`exited ${exitCode} after docker stop`);
  if (seconds >= stopTimeout) throw new Error(`took ${seconds.toFixed(1)} s to stop (timeout ${stopTimeout} s)`);
  return `the request in flight answered ${status}, exit 0 ${seconds.toFixed(1)} s after docker stop`;
}

/** A bad setting stops the container at once: one line naming it, a non-zero exit, never a half-working shop. */
export function checkRefusesBadConfig(run: Run, upstreamUrl: string): string {
  const good = documentedEnv(upstreamUrl);
  const { SESSION_SECRET: _unset, ...withoutSecret } = good;
  const cases: Array<[what: string, env: Record<string, string>, line: RegExp]> = [
    ["no SESSION_SECRET", withoutSecret, /^Invalid configuration: SESSION_SECRET: required in production/],
    [
      "a short SESSION_SECRET",
      { ...good, SESSION_SECRET: "too-short" },
      /^Invalid configuration: SESSION_SECRET: each secret must be at least 32 characters/,
    ],
    [
      "COMMERCE_API_URL not a URL",
      { ...good, COMMERCE_API_URL: "api.example.com" },
      /^Invalid configuration: COMMERCE_API_URL: /,
    ],
  ];
  const seen: string[] = [];
  for (const [index, [what, env, line]] of cases.entries()) {
    const name = `${run.prefix}-config-${index}`;
    const started = performance.now();
    // "At once" is an exit, not a server that keeps running: about 5 s each on a loaded 2-core
    // machine (docker run's own start included), bounded at 20 s; one still running at 60 s is stopped.
    const result = spawnSync(
      "docker",
      ["run", "--name", name, "--network", run.network, ...HARDENED, ...envArgs(env), run.image],
      { encoding: "utf8", timeout: 60_000 },
    );
    const seconds = (performance.now() - started) / 1000;
    const logs = `${result.stdout}${result.stderr}`.split("\n").filter((text) => text.trim() !== "");
    if (dockerOk(["inspect", name])) docker(["rm", "-f", name]);
    if (result.status === 0 || result.status === null)
      throw new Error(`${what}: exit ${result.status ?? "none (still running after 60 s)"}`);
    if (logs.length !== 1 || !line.test(logs[0]!))
      throw new Error(`${what}: expected one line matching ${line}, got:\n${logs.join("\n")}`);
    if (seconds > 20) throw new Error(`${what}: took ${seconds.toFixed(1)} s to stop`);
    seen.push(`${what}: exit ${result.status} in ${seconds.toFixed(1)} s`);
  }
  return seen.join("; ");
}
