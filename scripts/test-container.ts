/**
 * `npm run test:container`: the Dockerfile built and run as operators run it (docs/operations.md,
 * Docker and Testing the image). It installs Debian's docker.io, debootstrap and docker-compose
 * when missing, starts dockerd when none answers (and stops it again), makes the local Node
 * base once per machine, builds the real Dockerfile, and proves the container, then
 * deploy/compose.yaml, against the reference upstream (strict, fresh data).
 *
 * Everything it starts (containers, the compose project, its network, the upstream, a dockerd)
 * is removed at the end, after a failure or Ctrl-C too. The time of each step is printed.
 * Containers reach the upstream on the host at the network's gateway address; nothing is
 * published but nginx on a loopback port.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, ROOT, startReferenceUpstream } from "./stack.ts";
import {
  checkAnswers,
  checkDrain,
  checkHealthcheck,
  checkRefusesBadConfig,
  checkShipsNoDevFiles,
  checkUserAndFileSystem,
  documentedEnv,
  startContainer,
  type Run,
} from "./container/checks.ts";
import {
  checkReplicaStopLosesNothing,
  checkSessionAcrossReplicas,
  composeDown,
  composeUp,
  ensureStandIns,
  sampleProductId,
  STAND_INS,
  type Project,
} from "./container/compose.ts";
import {
  docker,
  dockerOk,
  ensureBaseImage,
  ensureDockerd,
  installMissingTools,
  run,
  sweepLeftovers,
} from "./container/engine.ts";

const IMAGE = "storefront:container-test";
// Every container and network of a run is named after its process id (the compose project
// without dashes): a later run sweeps those of a run that was killed (sweepLeftovers).
const prefix = `storefront-ctest-${process.pid}`;
const OF_A_RUN = /^storefront-?ctest-?(\d+)/;
const work = mkdtempSync(path.join(tmpdir(), "storefront-container-"));

const times: Array<{ name: string; seconds: number; ok: boolean }> = [];
const cleanups: Array<{ name: string; run: () => Promise<void> | void }> = [];

/** One step: printed when it starts and ends, with its time and what it found. */
async function step<T extends string | void>(name: string, body: () => Promise<T> | T): Promise<void> {
  process.stdout.write(`\n▶ ${name}\n`);
  const started = performance.now();
  let ok = false;
  try {
    const said = await body();
    ok = true;
    process.stdout.write(
      `✔ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)${said ? `: ${said}` : ""}\n`,
    );
  } finally {
    times.push({ name, seconds: (performance.now() - started) / 1000, ok });
  }
}

/** Undoes what was started, newest first; each undo runs whatever the others do. */
async function cleanUp() {
  const started = performance.now();
  for (const { name, run: undo } of cleanups.splice(0).reverse()) {
    try {
      await undo();
    } catch (error) {
      process.stderr.write(`cleanup of ${name} failed: ${String(error)}\n`);
    }
  }
  rmSync(work, { recursive: true, force: true });
  times.push({ name: "clean up", seconds: (performance.now() - started) / 1000, ok: true });
}

function removeContainer(name: string) {
  if (dockerOk(["inspect", name])) docker(["rm", "-f", "-v", name]);
}

async function main() {
  const upstreamData = path.join(work, "upstream");
  await step("tools (docker.io, debootstrap, docker-compose)", installMissingTools);
  await step("container engine", async () => {
    const engine = await ensureDockerd(work);
    cleanups.push({ name: "dockerd", run: engine.stop });
    return engine.started ? "dockerd started (stopped at the end)" : "dockerd already running";
  });
  await step("leftovers of killed runs", () => sweepLeftovers(OF_A_RUN));
  let base = "";
  await step("Node base image", () => (base = ensureBaseImage()));
  const baseImage = base.split(" ")[0]!;
  await step("build the Dockerfile", () => {
    // The legacy builder: BuildKit would pull its frontend image; --network host: npm's registry.
    run("docker", ["build", "--network", "host", "--build-arg", `NODE_IMAGE=${baseImage}`, "-t", IMAGE, ROOT], {
      env: { ...process.env, DOCKER_BUILDKIT: "0" },
    });
    const bytes = Number(docker(["image", "inspect", "-f", "{{.Size}}", IMAGE]));
    return `${IMAGE}, ${(bytes / 1e6).toFixed(0)} MB`;
  });

  const network = prefix;
  let upstreamUrl = "";
  await step("network and reference upstream", async () => {
    docker(["network", "create", network]);
    cleanups.push({
      name: "network",
      run: () => void (dockerOk(["network", "inspect", network]) && docker(["network", "rm", network])),
    });
    const gateway = docker(["network", "inspect", "-f", "{{(index .IPAM.Config 0).Gateway}}", network]);
    const upstream = await startReferenceUpstream({
      dataDir: upstreamData,
      reseed: true,
      quiet: true,
      env: { ...process.env, UPSTREAM_HOST: gateway, UPSTREAM_STRICT: "1", UPSTREAM_LOG: "0" },
    });
    cleanups.push({ name: "upstream", run: upstream.stop });
    upstreamUrl = upstream.url;
    return `upstream ${upstreamUrl} on ${network}`;
  });

  const runOpts: Run = { image: IMAGE, network, prefix, upstreamUrl };
  const name = `${prefix}-one`;
  cleanups.push({ name, run: () => removeContainer(name) });
  let origin = "";
  await step("container starts with the documented environment only", async () => {
    origin = (await startContainer(runOpts, name, documentedEnv(upstreamUrl))).origin;
    return `answering on ${origin}`;
  });
  await step("non-root user, read-only root file system", () => checkUserAndFileSystem(name));
  await step("production dependencies only, no npm cache, no compiler", () => checkShipsNoDevFiles(name));
  await step("healthz, readyz, each demo shop, a sign-in", () => checkAnswers(origin, upstreamUrl));
  await step("Docker's HEALTHCHECK", () => checkHealthcheck(name));
  await step("docker stop drains", () => checkDrain(name, origin));
  await step("bad settings stop it at once", () => checkRefusesBadConfig(runOpts, upstreamUrl));

  await step("Redis and nginx images (Debian's)", ensureStandIns);
  const productId = await sampleProductId(upstreamUrl);
  const port = await freePort();
  const project: Project = {
    name: `${prefix}-compose`.replaceAll("-", ""),
    origin: `http://127.0.0.1:${port}`,
    env: {
      ...process.env,
      ...documentedEnv(upstreamUrl),
      STOREFRONT_IMAGE: IMAGE,
      REDIS_IMAGE: STAND_INS.redis.tag,
      NGINX_IMAGE: STAND_INS.nginx.tag,
      NGINX_PUBLISH: `127.0.0.1:${port}`,
    },
  };
  cleanups.push({ name: "compose project", run: () => composeDown(project) });
  await step("deploy/compose.yaml up (nginx, 2 replicas, Redis)", () => composeUp(project));
  let cookie = "";
  await step("a sign-in and a cart on each replica", async () => {
    const result = await checkSessionAcrossReplicas(project, productId);
    cookie = result.cookie;
    return result.summary;
  });
  await step("a replica stopped loses no request", () => checkReplicaStopLosesNothing(project, cookie, productId));
}

let failed = false;
const interrupted = async () => {
  process.stderr.write("\ninterrupted: cleaning up\n");
  await cleanUp();
  process.exit(130);
};
process.once("SIGINT", () => void interrupted());
process.once("SIGTERM", () => void interrupted());
const startedAt = performance.now();
try {
  await main();
} catch (error) {
  failed = true;
  process.stderr.write(`\n✘ ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await cleanUp();
}
process.stdout.write("\nTimes:\n");
for (const { name, seconds, ok } of times)
  process.stdout.write(`  ${ok ? "✔" : "✘"} ${seconds.toFixed(1).padStart(6)} s  ${name}\n`);
process.stdout.write(`  total ${((performance.now() - startedAt) / 1000).toFixed(1)} s\n`);
process.exit(failed ? 1 : 0);
