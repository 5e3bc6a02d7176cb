/**
 * The bench's load generator when Debian's `wrk` is installed (`apt-get install wrk`): a C
 * client that costs the machine a fraction of what Node's fetch does, so that on a small machine
 * the server, not the generator, is what a hit's req/s measures (issue 37, goal 3). Run on the
 * CPU `cpu` when the bench pins (BENCH_PIN). Part of scripts/bench.ts.
 */
import { spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { LoadResult } from "../load.ts";

/** Whether `wrk` is on the PATH. */
export function hasWrk(): boolean {
  return spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;
}

/** wrk's end of run, as one line of JSON: its own percentiles (microseconds) and counts. */
const REPORT_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_REPORT {"requests":%d,"duration":%d,"bytes":%d,"errors":%d,"p50":%d,"p95":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(95)))
end
`;

type WrkReport = { requests: number; duration: number; bytes: number; errors: number; p50: number; p95: number };

/**
 * One closed-loop run of `wrk` against `url` (a single thread: one core), asynchronously, so the
 * bench goes on reading its storefront's log meanwhile (a full pipe would stall the storefront).
 * `bytes` is what one answer weighs on the wire, its headers included.
 */
export async function measureWithWrk(
  url: string,
  options: { seconds: number; concurrency: number; headers?: Record<string, string>; cpu?: number; dir: string },
): Promise<LoadResult> {
  const script = path.join(options.dir, "wrk-report.lua");
  writeFileSync(script, REPORT_SCRIPT);
  const args = [
    "-t1",
    `-c${options.concurrency}`,
    `-d${options.seconds}s`,
    "-s",
    script,
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  const [command, commandArgs] =
    options.cpu === undefined ? ["wrk", args] : ["taskset", ["-c", String(options.cpu), "wrk", ...args]];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "inherit"] });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
  });
  const line = output.split("\n").find((each) => each.startsWith("WRK_REPORT "));
  if (!line) throw new Error(`wrk printed no report:\n${output}`);
  const report = JSON.parse(line.slice("WRK_REPORT ".length)) as WrkReport;
  const seconds = report.duration / 1e6;
  return {
    requests: report.requests,
    errors: report.errors,
    seconds,
    rps: report.requests / seconds,
    p50: report.p50 / 1000,
    p95: report.p95 / 1000,
    bytes: report.requests ? report.bytes / report.requests : 0,
  };
}
