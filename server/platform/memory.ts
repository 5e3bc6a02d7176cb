import { readFileSync } from "node:fs";

/**
 * The bytes in a buffer of their own. zlib and `Buffer.from` hand back slices of shared slabs
 * (Node's Buffer pool is 64 KiB, for anything under 32 KiB), and one kept slice keeps its whole
 * slab alive: kept pages of ~11 KB held 3.5 times the cache's bound that way (docs/decisions/0011).
 * For every kept byte: the edge's pages and images, the app's parts rendered once.
 */
export function ownCopy(bytes: Uint8Array): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  copy.set(bytes);
  return copy;
}

/**
 * The process's memory split into what holds it, for `kill -USR2 <pid>` (one `memory` log
 * line, docs/operations.md) and the bench: the V8 heap (used of total), memory outside it
 * (external: Buffers such as the page cache's compressed bytes, and arrayBuffers, part of
 * external), and the rest of the resident set (code, stacks, the allocator's arenas and
 * fragmentation, zlib's native state). On Linux, `mappings` says where the resident set
 * lives by kind of mapping (/proc/self/smaps): what `other` alone cannot, since external
 * memory is malloc's too.
 */
export type MemorySplit = {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  other: number;
  mappings?: ResidentMappings;
};

/**
 * Resident bytes by kind of mapping: `files` (the node binary, shared libraries: code, paged
 * in from disk), `brk` (glibc malloc's main arena, `[heap]`; what it frees inside stays
 * resident), `anonymous` (V8's heap pages, malloc's mmapped chunks and other arenas, thread
 * stacks; jemalloc's arenas too), `stack` (the main thread's).
 */
export type ResidentMappings = { files: number; brk: number; anonymous: number; stack: number };

/** Sums the `Rss:` of each mapping of an smaps text by its kind (see ResidentMappings). */
export function residentMappings(smaps: string): ResidentMappings {
  const totals: ResidentMappings = { files: 0, brk: 0, anonymous: 0, stack: 0 };
  let kind: keyof ResidentMappings = "anonymous";
  for (const line of smaps.split("\n")) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1]!;
      kind =
        name === "[heap]"
          ? "brk"
          : name === "[stack]"
            ? "stack"
            : name === "" || name.startsWith("[")
              ? "anonymous"
              : "files";
    } else if (line.startsWith("Rss:")) {
      totals[kind] += Number(/\d+/.exec(line)?.[0] ?? 0) * 1024;
    }
  }
  return totals;
}

function ownMappings(): ResidentMappings | undefined {
  try {
    return residentMappings(readFileSync("/proc/self/smaps", "utf8"));
  } catch {
    return undefined; // not Linux
  }
}

export function memorySplit(): MemorySplit {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return {
    rss,
    heapUsed,
    heapTotal,
    external,
    arrayBuffers,
    other: Math.max(0, rss - heapTotal - external),
    mappings: ownMappings(),
  };
}

const MiB = 1024 * 1024;

/** `rss 210 MiB = heap 80 (used 61) + external 70 (buffers 66) + other 60 | files 58, brk 40, anonymous 110, stack 0`. */
export function describeMemory(split: MemorySplit): string {
  const mib = (bytes: number) => (bytes / MiB).toFixed(0);
  const where = split.mappings
    ? ` | mappings: files ${mib(split.mappings.files)}, malloc brk ${mib(split.mappings.brk)}, anonymous ${mib(split.mappings.anonymous)}, stack ${mib(split.mappings.stack)}`
    : "";
  return `rss ${mib(split.rss)} MiB = heap ${mib(split.heapTotal)} (used ${mib(split.heapUsed)}) + external ${mib(split.external)} (buffers ${mib(split.arrayBuffers)}) + other ${mib(split.other)}${where}`;
}
