/**
 * The bench's baseline: an older commit's storefront (BENCH_BASELINE) built side by side under
 * .tmp/, with the dependencies as published (without patches/, which are part of what the bench
 * measures), started on the same upstream as this build. Part of scripts/bench.ts.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, type Stack } from "../stack.ts";

/** The packages patches/ changes (patch-package's file names: `@scope+name+1.2.3.patch`), as `name@version`. */
function patchedPackages(): string[] {
  const dir = path.join(ROOT, "patches");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".patch"))
    .map((file) => {
      const parts = file.slice(0, -".patch".length).split("+");
      const version = parts.pop()!;
      return `${parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]}@${version}`;
    })
    .sort();
}

/**
 * The baseline's own node_modules: hard links to ours (no bytes copied), except the packages our
 * patches change, which it gets as published (npm pack): the patches are part of what the bench
 * measures, so the baseline must run without them. Made again when our lockfile or the set of
 * patches changes.
 */
function baselineModules(dir: string) {
  const modules = path.join(dir, "node_modules");
  const packages = patchedPackages();
  const lockfile = createHash("sha256")
    .update(readFileSync(path.join(ROOT, "package-lock.json")))
    .digest("hex");
  const made = [lockfile, ...packages].join("\n");
  const stamp = path.join(modules, ".bench-unpatched");
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) unlinkSync(modules); // made by an earlier bench
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === made) return;
  rmSync(modules, { recursive: true, force: true });
  const linked = spawnSync("cp", ["-al", path.join(ROOT, "node_modules"), modules]);
  if (linked.status !== 0) throw new Error(`could not link node_modules: ${linked.stderr}`);
  for (const spec of packages) {
    const name = spec.slice(0, spec.lastIndexOf("@"));
    const target = path.join(modules, name);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    const packed = spawnSync("npm", ["pack", spec, "--json", "--pack-destination", dir], {
      cwd: dir,
      encoding: "utf8",
    });
    if (packed.status !== 0) throw new Error(`npm pack ${spec}: ${packed.stderr}`);
    const tarball = path.join(dir, (JSON.parse(packed.stdout) as Array<{ filename: string }>)[0]!.filename);
    const untar = spawnSync("tar", ["-xzf", tarball, "--strip-components=1", "-C", target]);
    if (untar.status !== 0) throw new Error(`could not extract ${tarball}`);
    rmSync(tarball);
  }
  writeFileSync(stamp, made);
}

/** The old commit's sources under .tmp/ (dependencies as published: baselineModules), built there on first use. */
export async function startBaseline(
  revision: string,
  env: Record<string, string>,
): Promise<{ stack: Stack; commit: string }> {
  const commit = spawnSync("git", ["rev-parse", "--short=12", `${revision}^{commit}`], {
    cwd: ROOT,
    encoding: "utf8",
  }).stdout.trim();
  if (!commit) throw new Error(`BENCH_BASELINE: ${revision} is not a commit`);
  const dir = path.join(ROOT, ".tmp", `bench-baseline-${commit}`);
  if (!existsSync(path.join(dir, "package.json"))) {
    mkdirSync(dir, { recursive: true });
    const archive = spawnSync("git", ["archive", commit], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
    const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
    if (archive.status !== 0 || untar.status !== 0) throw new Error(`could not extract ${commit}`);
  }
  baselineModules(dir);
  console.log(`baseline ${commit}: building in ${path.relative(ROOT, dir)} when needed …`);
  const module = (await import(
    pathToFileURL(path.join(dir, "scripts", "stack.ts")).href
  )) as typeof import("../stack.ts");
  const stack = await module.startStack({ port: 0, host: "127.0.0.1", quiet: true, env });
  return { stack, commit };
}
