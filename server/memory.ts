/**
 * The process's memory split into what holds it, for `kill -USR2 <pid>` (one `memory` log
 * line, docs/operations.md) and the bench: the V8 heap (used of total), memory outside it
 * (external: Buffers such as the page cache's compressed bytes, and arrayBuffers, part of
 * external), and the rest of the resident set (code, stacks, the allocator's arenas and
 * fragmentation, zlib's native state).
 */
export type MemorySplit = { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number; other: number };

export function memorySplit(): MemorySplit {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external, arrayBuffers, other: Math.max(0, rss - heapTotal - external) };
}

const MiB = 1024 * 1024;

/** `rss 210 MiB = heap 80 (used 61) + external 70 (buffers 66) + other 60`. */
export function describeMemory(split: MemorySplit): string {
  const mib = (bytes: number) => (bytes / MiB).toFixed(0);
  return `rss ${mib(split.rss)} MiB = heap ${mib(split.heapTotal)} (used ${mib(split.heapUsed)}) + external ${mib(split.external)} (buffers ${mib(split.arrayBuffers)}) + other ${mib(split.other)}`;
}
