import { startRedisServer, type RedisServer } from "../support/redis-server";

/**
 * With REDIS_URL the catalogue cache stores live in Redis, with each process's LRU in front,
 * and a replaced or dropped entry is announced to every replica (docs/decisions/0010). Two
 * fresh module instances (two replicas' memories) against one real redis-server.
 */

let redis: RedisServer;
type Caches = typeof import("#server/platform/cache");
type Replica = Caches & { heard: string[]; state: () => string };

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 5000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A "replica": the modules loaded afresh, with their own memory, subscribed to the others' replacements. */
async function replica(): Promise<Replica> {
  vi.resetModules();
  const caches = await import("#server/platform/cache");
  const { redisClient, redisState } = await import("#server/platform/redis");
  redisClient();
  caches.shareReplacements();
  await until(() => redisState() === "up", "redis");
  // The subscriber connects on its own connection: give it a moment to be listening.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const heard: string[] = [];
  caches.onCacheEntryReplaced((key) => heard.push(key));
  return { ...caches, heard, state: redisState };
}

beforeAll(async () => {
  redis = await startRedisServer();
  process.env.REDIS_URL = redis.url;
});
afterAll(async () => {
  await redis?.stop();
  delete process.env.REDIS_URL;
});

const fresh = (value: unknown) => vi.fn(async () => value);

describe("catalogue cache in Redis", () => {
  it("a value one replica fetched is served by another without asking the upstream", async () => {
    const a = await replica();
    const b = await replica();
    const key = a.tenantKey(7, "product", 1);
    expect(await a.sharedCached(key, fresh({ id: 1, name: "Lamp" }))).toEqual({ id: 1, name: "Lamp" });
    const upstreamOfB = fresh({ id: 1, name: "other" });
    expect(await b.sharedCached(key, upstreamOfB)).toEqual({ id: 1, name: "Lamp" });
    expect(upstreamOfB).not.toHaveBeenCalled();
  });

  it("keeps each store under its own prefix and each shop under its own key", async () => {
    const a = await replica();
    await a.sharedCached(a.tenantKey(7, "search", "lamp", 1, 24), fresh(["lamp"]), { store: "search" });
    await a.sharedCached(a.tenantKey(8, "search", "lamp", 1, 24), fresh(["other shop's lamp"]), { store: "search" });
    const { createClient } = await import("redis");
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      expect(await client.keys("cache:search:t:*:search:lamp:*")).toEqual(
        expect.arrayContaining(["cache:search:t:7:search:lamp:1:24", "cache:search:t:8:search:lamp:1:24"]),
      );
      expect(await client.pTTL("cache:search:t:7:search:lamp:1:24")).toBeGreaterThan(0);
    } finally {
      await client.quit();
    }
  });

  it("an entry dropped on one replica (a new review) is gone on every replica, with the pages built from it", async () => {
    const a = await replica();
    const b = await replica();
    const key = a.tenantKey(7, "reviews", 3);
    await a.sharedCached(key, fresh(["first review"]));
    // B holds it in its local layer, as a render there would.
    expect(await b.sharedCached(key, fresh(["unused"]))).toEqual(["first review"]);

    await a.forgetShared(key);
    expect(a.heard).toContain(`catalogue:${key}`);
    await until(() => b.heard.includes(`catalogue:${key}`), "B to hear the drop");
    const upstreamOfB = fresh(["first review", "second review"]);
    expect(await b.sharedCached(key, upstreamOfB)).toEqual(["first review", "second review"]);
    expect(upstreamOfB).toHaveBeenCalledTimes(1);
  });

  it("a value replaced by a refresh on one replica is announced to the others", async () => {
    const a = await replica();
    const b = await replica();
    const key = a.tenantKey(7, "sliders");
    const briefly = { ttl: 300, staleWhileRevalidate: 60_000 };
    await a.sharedCached(key, fresh(["old"]), briefly);
    expect(await b.sharedCached(key, fresh(["unused"]), briefly)).toEqual(["old"]);
    await new Promise((resolve) => setTimeout(resolve, 350));
    // Stale on A: served once more while the background refresh replaces it.
    expect(await a.sharedCached(key, fresh(["new"]), { ttl: 60_000 })).toEqual(["old"]);
    await until(() => b.heard.includes(`catalogue:${key}`), "B to hear the replacement");
    expect(await b.sharedCached(key, fresh(["unused"]))).toEqual(["new"]);
  });

  it("a value fresh here is read from this replica's memory: no command to Redis, the render's read recorded", async () => {
    const a = await replica();
    const key = a.tenantKey(9, "sliders");
    await a.sharedCached(key, fresh(["slide"]));
    const { createClient } = await import("redis");
    const client = createClient({ url: redis.url });
    await client.connect();
    const gets = async () => Number(/cmdstat_get:calls=(\d+)/.exec(await client.info("commandstats"))?.[1] ?? 0);
    try {
      const before = await gets();
      const upstream = fresh(["other"]);
      for (let i = 0; i < 5; i++) expect(await a.sharedCached(key, upstream)).toEqual(["slide"]);
      const reads = new Set<string>();
      expect(a.recordCacheReads(reads, () => a.freshShared("catalogue", key))).toEqual({ value: ["slide"] });
      expect([...reads]).toEqual([`catalogue:${key}`]);
      expect(a.freshShared("catalogue", a.tenantKey(9, "never-fetched"))).toBeUndefined();
      expect(upstream).not.toHaveBeenCalled();
      expect(await gets()).toBe(before);
    } finally {
      await client.quit();
    }
  });

  it("a host the upstream does not know, remembered on one replica, is a miss on another", async () => {
    const a = await replica();
    const b = await replica();
    await a.rememberMiss("tenant-misses", "made-up.example", 60_000);
    expect(await b.isRememberedMiss("tenant-misses", "made-up.example")).toBe(true);
    expect(await b.isRememberedMiss("tenant-misses", "other.example")).toBe(false);
  });
});

describe("catalogue cache while Redis is down", () => {
  it("serves what the local layer holds, asks the upstream for the rest, and announces drops here", async () => {
    const own = await startRedisServer();
    process.env.REDIS_URL = own.url;
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const a = await replica();
      const held = a.tenantKey(7, "product", 9);
      await a.sharedCached(held, fresh({ id: 9 }));
      await own.stop();
      await until(() => a.state() === "down", "the outage to be noticed");

      const upstream = fresh({ id: 9, name: "from the upstream" });
      expect(await a.sharedCached(held, upstream)).toEqual({ id: 9 });
      expect(upstream).not.toHaveBeenCalled();
      const other = a.tenantKey(7, "product", 10);
      expect(await a.sharedCached(other, fresh({ id: 10 }))).toEqual({ id: 10 });
      // Kept locally meanwhile: asked once, not on every read.
      const again = fresh({ id: 10, name: "twice" });
      expect(await a.sharedCached(other, again)).toEqual({ id: 10 });
      expect(again).not.toHaveBeenCalled();

      await a.forgetShared(held);
      expect(a.heard).toContain(`catalogue:${held}`);
      expect(await a.sharedCached(held, fresh({ id: 9, name: "new" }))).toEqual({ id: 9, name: "new" });

      // Back: what the others replaced meanwhile was not heard, so what this replica holds goes.
      a.heard.length = 0;
      const back = await startRedisServer(own.port);
      try {
        await until(() => a.heard.includes(`catalogue:${other}`), "the local layer to be dropped on reconnect");
        const afterOutage = fresh({ id: 10, name: "after the outage" });
        expect(await a.sharedCached(other, afterOutage)).toEqual({ id: 10, name: "after the outage" });
        expect(afterOutage).toHaveBeenCalledTimes(1);
      } finally {
        await back.stop();
      }
    } finally {
      vi.mocked(process.stderr.write).mockRestore();
      await own.stop();
      process.env.REDIS_URL = redis.url;
    }
  });
});

describe("a Redis that stops answering (cut off without a reset)", () => {
  it("counts as down after a second: the command answers nothing instead of holding the page", async () => {
    const { createConnection, createServer } = await import("node:net");
    // Between the client and Redis: passes bytes until frozen, then drops them (a cut-off network).
    let frozen = false;
    const cutOff = createServer((client) => {
      const server = createConnection({ host: "127.0.0.1", port: redis.port });
      client.on("data", (data) => frozen || server.write(data));
      server.on("data", (data) => frozen || client.write(data));
      client.on("error", () => server.destroy());
      server.on("error", () => client.destroy());
    });
    await new Promise<void>((resolve) => cutOff.listen(0, "127.0.0.1", resolve));
    process.env.REDIS_URL = `redis://127.0.0.1:${(cutOff.address() as { port: number }).port}`;
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      vi.resetModules();
      const { redisClient, redisState, withRedis } = await import("#server/platform/redis");
      redisClient();
      await until(() => redisState() === "up", "the connection");
      expect(await withRedis((client) => client.set("cache:cut-off", "1"))).toBe("OK");
      frozen = true;
      const started = Date.now();
      expect(await withRedis((client) => client.get("cache:cut-off"))).toBeNull();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      vi.mocked(process.stderr.write).mockRestore();
      cutOff.close();
      process.env.REDIS_URL = redis.url;
    }
  });
});
