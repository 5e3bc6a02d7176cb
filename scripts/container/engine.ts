/**
 * What `npm run test:container` needs from the machine: Debian's container engine and
 * debootstrap (installed when missing), a dockerd (started when none answers, and then
 * stopped again), and a local Node base image standing in for `node:24-bookworm-slim`, which
 * cannot be pulled where only the npm and Debian registries are reachable (docs/operations.md,
 * Testing the image).
 */
import { spawn, spawnSync, type SpawnSyncOptions } from "node:child_process";
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "../stack.ts";

/** Runs a command to its end; its output is returned, or printed with the error when it fails. */
export function run(command: string, args: string[], options: SpawnSyncOptions & { quiet?: boolean } = {}): string {
  const { quiet, ...spawnOptions } = options;
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...spawnOptions });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    if (!quiet) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${command} ${args.join(" ")}: exit ${result.status ?? result.signal}`);
  }
  return String(result.stdout ?? "").trim();
}

/** `docker …`, its output. */
export const docker = (args: string[], options: SpawnSyncOptions & { quiet?: boolean } = {}) =>
  run("docker", args, options);

/** True when `docker …` succeeds (its output is dropped). */
export function dockerOk(args: string[]): boolean {
  return spawnSync("docker", args, { stdio: "ignore" }).status === 0;
}

function onPath(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** Debian's packages, installed only when their command is missing (apt-get: Debian bookworm, as root). */
export function installMissingTools() {
  const wanted: Array<[command: string, pkg: string]> = [
    ["dockerd", "docker.io"],
    ["debootstrap", "debootstrap"],
    ["docker-compose", "docker-compose"],
  ];
  const missing = wanted
    .filter(([command]) => !onPath(command) && !existsSync(`/usr/sbin/${command}`))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return "already installed";
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  run("apt-get", ["update", "-qq"], { env });
  run("apt-get", ["install", "-y", "-qq", ...missing], { env });
  return `installed ${missing.join(", ")}`;
}

/**
 * A dockerd answering on the default socket: the running one, else one started here without
 * iptables and without the default bridge (neither works on every CI machine; the test makes
 * its own network). `stop` stops only a daemon started here.
 */
export async function ensureDockerd(logDir: string): Promise<{ started: boolean; stop: () => Promise<void> }> {
  if (dockerOk(["info"])) return { started: false, stop: async () => {} };
  const log = openSync(path.join(logDir, "dockerd.log"), "a");
  const daemon = spawn(
    existsSync("/usr/sbin/dockerd") ? "/usr/sbin/dockerd" : "dockerd",
    ["--iptables=false", "--bridge=none"],
    {
      stdio: ["ignore", log, log],
      detached: true,
    },
  );
  const exited = new Promise<void>((resolve) => daemon.once("exit", () => resolve()));
  const stop = async () => {
    if (daemon.exitCode !== null || daemon.signalCode !== null) return;
    daemon.kill("SIGTERM");
    const killed = setTimeout(() => daemon.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(killed);
  };
  const deadline = Date.now() + 60_000;
  while (!dockerOk(["info"])) {
    if (daemon.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`dockerd did not start: see ${path.join(logDir, "dockerd.log")}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { started: true, stop };
}

/**
 * Containers and networks a killed earlier run left behind (its clean-up never ran): those
 * whose name matches `pattern`, the run's process id its first group, and whose process is
 * gone. A run still going (another terminal) keeps its own.
 */
export function sweepLeftovers(pattern: RegExp): string {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === "EPERM";
    }
  };
  const leftOver = (names: string) =>
    names.split("\n").filter((name) => {
      const pid = Number(pattern.exec(name)?.[1]);
      return Number.isInteger(pid) && pid > 0 && !alive(pid);
    });
  const containers = leftOver(docker(["ps", "-a", "--format", "{{.Names}}"]));
  if (containers.length > 0) docker(["rm", "-f", "-v", ...containers]);
  const networks = leftOver(docker(["network", "ls", "--format", "{{.Name}}"]));
  if (networks.length > 0) docker(["network", "rm", ...networks]);
  return containers.length + networks.length === 0 ? "none" : `removed ${[...containers, ...networks].join(", ")}`;
}

/** The project's pinned Node (the `node` dev dependency) and the npm that Node version ships. */
export const NODE_VERSION = (
  JSON.parse(readFileSync(path.join(ROOT, "node_modules", "node", "package.json"), "utf8")) as { version: string }
).version;
/** The npm bundled with Node 24.21 (its CHANGELOG: "upgrade npm to 11.19.0"). */
const NPM_VERSION = "11.19.0";
/** Cached once per machine by this tag: a new Node version makes a new base ("slim": without locales). */
export const BASE_IMAGE = `storefront-test-node:${NODE_VERSION}-npm${NPM_VERSION}-bookworm-slim`;
const CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt";

/**
 * The stand-in for node:24-bookworm-slim: Debian bookworm (debootstrap's minbase), the pinned
 * Node binary, npm, a `node` user of uid 1000 as in the official image, and the host's CA
 * bundle for NODE_EXTRA_CA_CERTS (npm inside the build behind a TLS-inspecting proxy).
 * Made once; later runs find it by its tag.
 */
export function ensureBaseImage(): string {
  if (dockerOk(["image", "inspect", BASE_IMAGE])) return `${BASE_IMAGE} (cached)`;
  const work = mkdtempSync(path.join(tmpdir(), "storefront-base-"));
  try {
    const rootfs = path.join(work, "rootfs");
    run("debootstrap", ["--variant=minbase", "bookworm", rootfs, "http://deb.debian.org/debian"], { quiet: false });
    // What the slim image leaves out too: package caches and lists, documentation, and the
    // message translations (debian:bookworm-slim drops /usr/share/locale/* but locale.alias and
    // a few lists: 33 MB that made the stand-in's images larger than production's, 0026).
    for (const dir of [
      "var/cache/apt/archives",
      "var/lib/apt/lists",
      "usr/share/doc",
      "usr/share/man",
      "usr/share/info",
      "usr/share/groff",
    ]) {
      rmSync(path.join(rootfs, dir), { recursive: true, force: true });
      mkdirSync(path.join(rootfs, dir), { recursive: true });
    }
    const locales = path.join(rootfs, "usr/share/locale");
    for (const entry of readdirSync(locales, { withFileTypes: true })) {
      if (entry.isDirectory()) rmSync(path.join(locales, entry.name), { recursive: true, force: true });
    }
    copyFileSync(path.join(ROOT, "node_modules", "node", "bin", "node"), path.join(rootfs, "usr/local/bin/node"));
    run("npm", ["pack", `npm@${NPM_VERSION}`, "--silent", "--pack-destination", work]);
    const npmDir = path.join(rootfs, "usr/local/lib/node_modules/npm");
    mkdirSync(npmDir, { recursive: true });
    run("tar", ["-xzf", path.join(work, `npm-${NPM_VERSION}.tgz`), "-C", npmDir, "--strip-components=1"]);
    symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", path.join(rootfs, "usr/local/bin/npm"));
    symlinkSync("../lib/node_modules/npm/bin/npx-cli.js", path.join(rootfs, "usr/local/bin/npx"));
    appendFileSync(path.join(rootfs, "etc/passwd"), "node:x:1000:1000::/home/node:/bin/bash\n");
    appendFileSync(path.join(rootfs, "etc/group"), "node:x:1000:\n");
    mkdirSync(path.join(rootfs, "home/node"), { recursive: true });
    run("chown", ["1000:1000", path.join(rootfs, "home/node")]);
    if (existsSync(CA_BUNDLE)) {
      mkdirSync(path.join(rootfs, "etc/ssl/certs"), { recursive: true });
      copyFileSync(CA_BUNDLE, path.join(rootfs, CA_BUNDLE));
    }
    const changes = [
      `ENV NODE_VERSION=${NODE_VERSION}`,
      "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      `ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`,
      'CMD ["node"]',
    ];
    run("sh", [
      "-c",
      `tar -C "${rootfs}" -c . | docker import ${changes.map((change) => `--change '${change}'`).join(" ")} - ${BASE_IMAGE}`,
    ]);
    return `${BASE_IMAGE} (made)`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
