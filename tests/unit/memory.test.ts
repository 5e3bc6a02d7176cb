import { spawnSync } from "node:child_process";
import { STOREFRONT_NODE_FLAGS } from "../../scripts/stack.ts";
import { describeMemory, memorySplit, residentMappings } from "#server/platform/memory";

/** The `memory` line's split of the resident set by mapping (server/platform/memory.ts, docs/decisions/0011). */
describe("residentMappings", () => {
  const smaps = [
    "00400000-00750000 r--p 00000000 fd:01 123 /usr/local/bin/node",
    "Size:               3392 kB",
    "Rss:                3300 kB",
    "20a6c000-25c6c000 rw-p 00000000 00:00 0                                  [heap]",
    "Rss:               81920 kB",
    "7fbe48000000-7fbe48400000 rw-p 00000000 00:00 0 ",
    "Rss:                4096 kB",
    "7fbe80000000-7fbe80100000 rw-p 00000000 00:00 0",
    "Rss:                1024 kB",
    "7ffc1000000-7ffc1021000 rw-p 00000000 00:00 0                          [stack]",
    "Rss:                 132 kB",
    "7ffc2000000-7ffc2002000 r-xp 00000000 00:00 0                          [vdso]",
    "Rss:                   8 kB",
    "7fbe88764000-7fbe888a0000 r-xp 00026000 fd:01 456 /usr/lib/x86_64-linux-gnu/libc.so.6",
    "Rss:                1100 kB",
    "VmFlags: rd ex mr mw me sd",
  ].join("\n");

  it("sums resident bytes by kind: files, malloc's brk heap, anonymous memory, the main stack", () => {
    expect(residentMappings(smaps)).toEqual({
      files: (3300 + 1100) * 1024,
      brk: 81920 * 1024,
      anonymous: (4096 + 1024 + 8) * 1024,
      stack: 132 * 1024,
    });
  });

  it("is part of the memory line on Linux, and adds up to about the resident set", () => {
    const split = memorySplit();
    const mappings = split.mappings!;
    const total = mappings.files + mappings.brk + mappings.anonymous + mappings.stack;
    // Read a moment apart from rss, and rss counts pages a little differently: within 10%.
    expect(Math.abs(total - split.rss) / split.rss).toBeLessThan(0.1);
    expect(describeMemory(split)).toMatch(/\| mappings: files \d+, malloc brk \d+, anonymous \d+, stack \d+$/);
  });
});

/**
 * The Node flags the storefront runs with (scripts/stack.ts, the Dockerfile) keep V8's heap near
 * what it holds while it churns objects that live long enough to reach the old generation, as a
 * server's renders do. With V8's own growing factor (the flags before) the heap grew to 6 times
 * what it held; with these, about twice (3 times at most, seen on a busy machine).
 */
describe("STOREFRONT_NODE_FLAGS", () => {
  // About 2 times here, 3.1 once under the parallel stages of npm test; the flags before: 7.6.
  it("keep the heap's peak under 4 times what it holds under churn", () => {
    const churn = `
      const live = Array.from({ length: 100 }, (_, i) => Array.from({ length: 10_000 }, (_, j) => ({ i, j })));
      let peak = 0, generations = [];
      for (let round = 0; round < 40; round++) {
        generations.push(Array.from({ length: 100_000 }, (_, j) => ({ round, j, s: "x" + j })));
        if (generations.length > 3) generations.shift();
        peak = Math.max(peak, process.memoryUsage().heapTotal);
      }
      generations = [];
      gc();
      console.log(JSON.stringify({ peak, held: process.memoryUsage().heapUsed, live: live.length }));`;
    const child = spawnSync(process.execPath, ["--expose-gc", ...STOREFRONT_NODE_FLAGS, "-e", churn], {
      encoding: "utf8",
    });
    expect(child.stderr).toBe("");
    const { peak, held } = JSON.parse(child.stdout) as { peak: number; held: number };
    expect(peak / held).toBeLessThan(4);
  }, 60_000);
});
