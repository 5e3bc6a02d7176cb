/**
 * `npm test`: every check, the independent ones at the same time. Typecheck, lint and the unit
 * tests run while the production build is made (none of them reads the build); then the client
 * bundle check (it reads the build), the cluster test (two built replicas, Redis and nginx) and
 * the end-to-end tests (they start the built server).
 * A failed stage stops the run once the stages beside it have finished. The time of each stage
 * is printed at the end, also after a failure.
 *
 * Each stage is its npm script (package.json stays the one place that says how to run it). The
 * output of stages that run side by side is held and printed whole when each ends, so it does
 * not interleave; a stage running alone prints as it goes.
 */
import { spawn } from "node:child_process";

type Stage = { name: string; script: string };

const STEPS: Stage[][] = [
  [
    { name: "typecheck", script: "typecheck" },
    { name: "lint", script: "lint" },
    { name: "unit tests", script: "test:unit" },
    { name: "build", script: "build" },
  ],
  [{ name: "client bundle check", script: "check:bundle" }],
  [{ name: "cluster tests", script: "test:cluster" }],
  [{ name: "end-to-end tests", script: "test:e2e" }],
];

type Result = { name: string; ok: boolean; seconds: number };

/** `npm run <script>` with the npm that runs us (npm_execpath), or the one on PATH. */
function runScript(stage: Stage, alone: boolean): Promise<Result> {
  const started = performance.now();
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, "run", "--silent", stage.script]] : ["npm", ["run", "--silent", stage.script]];
  const child = spawn(command, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const result = { name: stage.name, ok: code === 0, seconds: (performance.now() - started) / 1000 };
      if (!alone) {
        process.stdout.write(`\n── ${stage.name} (${result.ok ? "passed" : "FAILED"}, ${result.seconds.toFixed(1)} s)\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(result);
    });
  });
}

const startedAt = performance.now();
const results: Result[] = [];
for (const step of STEPS) {
  const alone = step.length === 1;
  console.log(`\n[test] ${alone ? step[0]!.name : `at the same time: ${step.map((stage) => stage.name).join(", ")}`}`);
  const stepResults = await Promise.all(step.map((stage) => runScript(stage, alone)));
  results.push(...stepResults);
  if (stepResults.some((result) => !result.ok)) break;
}

const skipped = STEPS.flat().filter((stage) => !results.some((result) => result.name === stage.name));
const width = Math.max(...STEPS.flat().map((stage) => stage.name.length));
console.log("\n[test] time per stage (typecheck, lint, unit tests and build side by side):");
for (const result of results) console.log(`  ${result.name.padEnd(width)}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.ok ? "passed" : "FAILED"}`);
for (const stage of skipped) console.log(`  ${stage.name.padEnd(width)}       –    not run`);
console.log(`  ${"total".padEnd(width)}  ${((performance.now() - startedAt) / 1000).toFixed(1).padStart(6)} s`);
process.exitCode = results.every((result) => result.ok) && skipped.length === 0 ? 0 : 1;
