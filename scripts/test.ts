/**
 * `npm test`: every check, on two cores kept busy from the first second to the last.
 *
 * The chain: the unit tests while the production build is made (they do not read it); then the
 * client bundle check (it reads the build), the cluster test (two built replicas, Redis and
 * nginx) and the end-to-end tests (they start the built server).
 *
 * Beside the whole chain, at the lowest CPU priority: typecheck and lint. They read only the
 * sources and only compute (no server, no timer, no port), so starving them cannot make them
 * fail, only finish later; and they take mostly what the chain leaves idle (the unit tests wait on
 * servers and timers, the build is mostly one thread, the cluster test mostly waits), so they no
 * longer hold the first stage back: 28 s instead of 36–38 (docs/performance.md, 2026-11-25).
 *
 * A failed stage stops the chain once the stages beside it have finished (typecheck or lint, at
 * the end of the chain's step it failed in); the run always waits for typecheck and lint. The
 * time of each stage is printed at the end, also after a failure.
 *
 * Each stage is its npm script (package.json stays the one place that says how to run it). The
 * output of stages that run side by side is held and printed whole when each ends, so it does
 * not interleave; a stage of the chain running alone prints as it goes, and the background
 * stages print at the end.
 */
import { spawn } from "node:child_process";
import { constants, setPriority } from "node:os";

type Stage = { name: string; script: string };

/** Run from the start to the end of the chain, at the lowest CPU priority. */
const BACKGROUND: Stage[] = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
];

const STEPS: Stage[][] = [
  [
    { name: "unit tests", script: "test:unit" },
    { name: "build", script: "build" },
  ],
  [{ name: "client bundle check", script: "check:bundle" }],
  [{ name: "cluster tests", script: "test:cluster" }],
  [{ name: "end-to-end tests", script: "test:e2e" }],
];

type Result = { name: string; ok: boolean; seconds: number; output: Buffer };

/** How a stage runs: printing as it goes (alone in the chain), or held (side by side), at the lowest priority too (background). */
type Mode = "alone" | "beside" | "background";

/** Prints a held stage's output whole, under a line saying how it ended. */
function printHeld(result: Result) {
  process.stdout.write(`\n── ${result.name} (${result.ok ? "passed" : "FAILED"}, ${result.seconds.toFixed(1)} s)\n`);
  process.stdout.write(result.output);
}

/** `npm run <script>` with the npm that runs us (npm_execpath), or the one on PATH. */
function runScript(stage: Stage, mode: Mode): Promise<Result> {
  const started = performance.now();
  const npm = process.env.npm_execpath;
  const [command, args] = npm
    ? [process.execPath, [npm, "run", "--silent", stage.script]]
    : ["npm", ["run", "--silent", stage.script]];
  const child = spawn(command, args, { stdio: mode === "alone" ? "inherit" : ["ignore", "pipe", "pipe"] });
  // Set before npm, still starting, spawns the stage's own process, which inherits it. Should it
  // fail (a stage that could not even start), the stage runs at normal priority: slower, not wrong.
  if (mode === "background" && child.pid) {
    try {
      setPriority(child.pid, constants.priority.PRIORITY_LOW);
    } catch {}
  }
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const result = {
        name: stage.name,
        ok: code === 0,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(output),
      };
      if (mode === "beside") printHeld(result);
      resolve(result);
    });
  });
}

const startedAt = performance.now();
console.log(`\n[test] in the background, at the lowest priority: ${BACKGROUND.map((stage) => stage.name).join(", ")}`);
// A background stage that has already failed stops the chain at the end of its current step too.
let backgroundFailed = false;
const background = Promise.all(
  BACKGROUND.map((stage) =>
    runScript(stage, "background").then((result) => {
      if (!result.ok) backgroundFailed = true;
      return result;
    }),
  ),
);
const results: Result[] = [];
for (const step of STEPS) {
  const alone = step.length === 1;
  console.log(`\n[test] ${alone ? step[0]!.name : `at the same time: ${step.map((stage) => stage.name).join(", ")}`}`);
  const stepResults = await Promise.all(step.map((stage) => runScript(stage, alone ? "alone" : "beside")));
  results.push(...stepResults);
  if (stepResults.some((result) => !result.ok) || backgroundFailed) break;
}
const backgroundResults = await background;
backgroundResults.forEach(printHeld);
results.unshift(...backgroundResults);

const stages = [...BACKGROUND, ...STEPS.flat()];
const skipped = stages.filter((stage) => !results.some((result) => result.name === stage.name));
const width = Math.max(...stages.map((stage) => stage.name.length));
console.log(
  "\n[test] time per stage (typecheck and lint in the background, unit tests and build side by side, then one after the other):",
);
for (const result of results)
  console.log(
    `  ${result.name.padEnd(width)}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.ok ? "passed" : "FAILED"}`,
  );
for (const stage of skipped) console.log(`  ${stage.name.padEnd(width)}       –    not run`);
console.log(`  ${"total".padEnd(width)}  ${((performance.now() - startedAt) / 1000).toFixed(1).padStart(6)} s`);
process.exitCode = results.every((result) => result.ok) && skipped.length === 0 ? 0 : 1;
