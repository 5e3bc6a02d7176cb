/**
 * What the bench reads of the storefront's processes and the machine: the memory split a
 * storefront logs on SIGUSR2 (server/edge/main.ts), its CPU time (Linux's /proc), and the load
 * average. Part of scripts/bench.ts.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { describeMemory, type MemorySplit } from "#server/platform/memory";

/** The machine's load average (1, 5 and 15 minutes). */
export function load() {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
}

type MemoryLine = MemorySplit & { pageCache: { pages: number; bytes: number; sources: number } };
/** Storefront pid → who waits for its next memory line. */
const memoryReplies = new Map<number, (line: MemoryLine) => void>();
export function hearMemory(pid: number | undefined, line: string) {
  if (pid) memoryReplies.get(pid)?.(JSON.parse(line) as MemoryLine);
}

/** The storefront's memory split, from the line it logs on SIGUSR2 (server/edge/main.ts). */
export async function memoryOf(pid: number | undefined): Promise<string> {
  if (!pid) return "?";
  const line = await new Promise<MemoryLine>((resolve) => {
    memoryReplies.set(pid, resolve);
    process.kill(pid, "SIGUSR2");
  });
  return `${describeMemory(line)}; page cache ${line.pageCache.pages} pages, ${(line.pageCache.bytes / 1024 / 1024).toFixed(0)} MiB`;
}

/** CPU time (user and system, all threads) the process has used so far, in ms (Linux; clock ticks of 10 ms). */
export function cpuMs(pid: number | undefined): number {
  if (!pid) return NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Ratios of rounds as printed: their median, then each one. */
export const listed = (values: number[]) =>
  `${median(values).toFixed(2)} (${values.map((value) => value.toFixed(2)).join(", ")})`;
