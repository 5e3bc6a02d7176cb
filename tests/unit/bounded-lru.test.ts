import { entryBoundedLru } from "#server/platform/bounded-lru";
import { createMemoryRevokedSessionStore } from "#server/identity/revoked-sessions";
import { collectGarbage } from "../support/collect-garbage.ts";

/** server/platform/bounded-lru.ts: the in-memory stores' LRUs hold what they hold, not their bound. */
describe("entryBoundedLru", () => {
  it("keeps at most its number of entries, dropping the least recently used", () => {
    const lru = entryBoundedLru<string, number>(3);
    for (const [index, key] of ["a", "b", "c"].entries()) lru.set(key, index);
    expect(lru.get("a")).toBe(0); // a is now the most recently used
    lru.set("d", 3);
    expect([...lru.keys()].sort()).toEqual(["a", "c", "d"]);
    expect(lru.size).toBe(3);
  });

  it("expires entries after their ttl", () => {
    let now = 1_000;
    const lru = entryBoundedLru<string, true>(10, { ttl: 500, ttlResolution: 0, perf: { now: () => now } });
    lru.set("token", true);
    now += 499;
    expect(lru.has("token")).toBe(true);
    now += 2;
    expect(lru.has("token")).toBe(false);
  });

  it("allocates nothing for entries it does not hold (lru-cache's max allocated 14 MiB for the stores)", async () => {
    await collectGarbage();
    const before = process.memoryUsage();
    // The stores' bounds: checkout attempts, form tokens, revoked sessions (with one entry: its ttl tracking starts then).
    const stores = [50_000, 50_000, 50_000, 100_000, 20_000].map((entries) =>
      entryBoundedLru<string, true>(entries, { ttl: 60_000 }),
    );
    const revoked = createMemoryRevokedSessionStore();
    await revoked.add("a-session-id", Date.now() + 60_000);
    await collectGarbage();
    const after = process.memoryUsage();
    expect(after.heapUsed - before.heapUsed).toBeLessThan(512 * 1024);
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(512 * 1024);
    expect(stores).toHaveLength(5);
    expect(await revoked.has("a-session-id")).toBe(true);
  });
});
