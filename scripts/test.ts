/**
 * `npm test`: every check, with both cores kept busy from the first second to the last.
 *
 * The chain, one stage after the other, each printing as it goes: the production build, the
 * client bundle check (it reads the build), the cluster test (two built replicas, Redis and nginx)
 * and the end-to-end tests (they start the built server).
 *
 * Beside it (docs/performance.md, 2026-11-25: the chain's stages leave part of the cores idle,
 * the build being one thread, the cluster test mostly waiting and the e2e stage keeping ~1.86 of
 * 2 cores busy):
 * - from the start, at the lowest CPU priority: typecheck and lint. They read only the sources
 *   and only compute (no server, no timer, no port), so being starved cannot make them fail,
 *   only finish later, and they never slow the build, which everything else waits for.
 * - from the end of the build, at normal priority: the unit tests. They do not read the build;
 *   their servers take free ports below the ephemeral range (scripts/stack.ts freePort), so no
 *   other stage's connections can take them.
 *
 * A failed stage of the chain stops it; the run always waits for the stages beside it. The time
 * of each stage is printed at the end, also after a failure. Each stage is its npm script
 * (package.json stays the one place that says how to run it). The output of the stages beside
 * the chain is held and printed whole at the end, so it does not interleave with the chain's.
 */
import { spawn } from "node:child_process";
import { constants, setPriority } from "node:os";

type Stage = { name: string; script: string };

/** From the start to the end of the run, at the lowest CPU priority. */
const BACKGROUND: Stage[] = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
];

/** One after the other. */
const CHAIN: Stage[] = [
  { name: "build", script: "build" },
  { name: "client bundle check", script: "check:bundle" },
  { name: "cluster tests", script: "test:cluster" },
  { name: "end-to-end tests", script: "test:e2e" },
];

/** From the end of the build (the first stage of the chain) to the end of the run. */
const AFTER_BUILD: Stage[] = [{ name: "unit tests", script: "test:unit" }];

type Result = { name: string; ok: boolean; seconds: number; output: Buffer };

/** How a stage runs: printing as it goes (the chain), or held for the end (beside it), at the lowest priority too (background). */
type Mode = "chain" | "beside" | "background";

/** Prints a held stage's output whole, under a line saying how it ended. */
function printHeld(result: Result) {
  process.stdout.write(`\n── ${result.name} (${result.ok ? "passed" : "FAILED"}, ${result.seconds.toFixed(1)} s)\n`);
  process.stdout.write(result.output);
}

/** `npm run <script>` with the npm that runs us (npm_execpath), or the one on PATH. */
function runScript(stage: Stage, mode: Mode): Promise<Result> {
  const started = performance.now();
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, "run", "--silent", stage.script]] : ["npm", ["run", "--silent", stage.script]];
  const child = spawn(command, args, { stdio: mode === "chain" ? "inherit" : ["ignore", "pipe", "pipe"] });
  // Set before npm, still starting, spawns the stage's own process, which inherits it.
  if (mode === "background" && child.pid) setPriority(child.pid, constants.priority.PRIORITY_LOW);
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => resolve({ name: stage.name, ok: code === 0, seconds: (performance.now() - started) / 1000, output: Buffer.concat(output) }));
  });
}

const startedAt = performance.now();
console.log(`\n[test] from the start, at the lowest priority: ${BACKGROUND.map((stage) => stage.name).join(", ")}`);
const beside = BACKGROUND.map((stage) => runScript(stage, "background"));
const results: Result[] = [];
for (const stage of CHAIN) {
  console.log(`\n[test] ${stage.name}`);
  const result = await runScript(stage, "chain");
  results.push(result);
  if (!result.ok) break;
  if (stage === CHAIN[0]) {
    console.log(`\n[test] from now to the end, beside the chain: ${AFTER_BUILD.map((stage) => stage.name).join(", ")}`);
    beside.push(...AFTER_BUILD.map((stage) => runScript(stage, "beside")));
  }
}
const besideResults = await Promise.all(beside);
besideResults.forEach(printHeld);
results.push(...besideResults);

const stages = [...CHAIN, ...BACKGROUND, ...AFTER_BUILD];
const skipped = stages.filter((stage) => !results.some((result) => result.name === stage.name));
const width = Math.max(...stages.map((stage) => stage.name.length));
console.log("\n[test] time per stage (the chain one after the other; typecheck and lint from the start, the unit tests from the end of the build, beside it):");
for (const result of results) console.log(`  ${result.name.padEnd(width)}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.ok ? "passed" : "FAILED"}`);
for (const stage of skipped) console.log(`  ${stage.name.padEnd(width)}       –    not run`);
console.log(`  ${"total".padEnd(width)}  ${((performance.now() - startedAt) / 1000).toFixed(1).padStart(6)} s`);
process.exitCode = results.every((result) => result.ok) && skipped.length === 0 ? 0 : 1;
