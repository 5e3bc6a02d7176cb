import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { errorFields, log } from "#server/platform/log";
import { withRedis, type RedisClient } from "#server/platform/redis";

/**
 * Upstream tokens whose revocation at sign-out has not been confirmed yet, each with the tries
 * made and when the next is due. They outlive the process: in Redis with REDIS_URL (shared by
 * the replicas; the next due one is tried by whichever replica looks first), else in this
 * process's memory written through to a file under DATA_DIR. Bounded: `max` tokens per store.
 * The tokens are live bearer tokens until revoked: the file is readable by its owner only.
 */

export type PendingRevocation = { token: string; attempts: number; dueAt: number };

/** "kept"; "full" (at its cap); "unavailable" (Redis down or slow). */
export type PutResult = "kept" | "full" | "unavailable";

export interface PendingRevocationStore {
  /** Keeps the token's entry, replacing one it has; a new token beyond the cap is not kept. */
  put(entry: PendingRevocation): Promise<PutResult>;
  remove(token: string): Promise<void>;
  /** Up to `limit` entries due by `now`, the earliest first. */
  due(now: number, limit: number): Promise<PendingRevocation[]>;
  /** How many are waiting; null when the store cannot say (Redis down). */
  size(): Promise<number | null>;
}

/** A JWT is well under this; anything longer in the file is not ours. */
const MAX_TOKEN_LENGTH = 4096;

const FileSchema = z.array(
  z.object({
    token: z.string().min(1).max(MAX_TOKEN_LENGTH),
    attempts: z.number().int().min(1),
    dueAt: z.number().finite(),
  }),
);

/** The process's store: a Map, saved whole to `file` (when given) after each change. */
export function createLocalRevocationStore(options: { file: string | null; max: number }): PendingRevocationStore {
  const { file, max } = options;
  const entries = new Map<string, Omit<PendingRevocation, "token">>();
  let loaded: Promise<void> | undefined;
  /** The save in progress, and whether another change came after it started. */
  let saving: Promise<void> | undefined;
  let dirty = false;

  async function load() {
    if (!file) return;
    try {
      const parsed = FileSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
      if (!parsed.success) throw new Error("not a list of pending revocations");
      for (const { token, attempts, dueAt } of parsed.data.slice(0, max)) entries.set(token, { attempts, dueAt });
      if (entries.size > 0) log.warn("token revocations pending from an earlier run", { pending: entries.size });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT")
        log.error("pending token revocations unreadable: starting without them", errorFields(error));
    }
  }
  const ready = () => (loaded ??= load());

  /** Writes the list whole (a temporary file renamed over it: never half written), once per burst of changes. */
  function save() {
    if (!file) return;
    dirty = true;
    saving ??= (async () => {
      while (dirty) {
        dirty = false;
        const list = [...entries].map(([token, entry]) => ({ token, ...entry }));
        try {
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(`${file}.tmp`, JSON.stringify(list), { mode: 0o600 });
          await rename(`${file}.tmp`, file);
        } catch (error) {
          log.error("pending token revocations not saved: kept in memory only", errorFields(error));
        }
      }
      saving = undefined;
    })();
  }

  return {
    async put({ token, attempts, dueAt }) {
      await ready();
      if (!entries.has(token) && entries.size >= max) return "full";
      entries.set(token, { attempts, dueAt });
      save();
      return "kept";
    },
    async remove(token) {
      await ready();
      if (entries.delete(token)) save();
    },
    async due(now, limit) {
      await ready();
      return [...entries]
        .filter(([, entry]) => entry.dueAt <= now)
        .sort(([, a], [, b]) => a.dueAt - b.dueAt)
        .slice(0, limit)
        .map(([token, entry]) => ({ token, ...entry }));
    },
    async size() {
      await ready();
      return entries.size;
    },
  };
}

const DUE_KEY = "revoke:pending";
const ATTEMPTS_KEY = "revoke:attempts";
/**
 * Redis keeps no data of its own (docs/operations.md): the two keys expire when no token was
 * queued or retried for this long; by then an upstream down that long has other problems.
 */
const IDLE_EXPIRY_MS = 30 * 24 * 60 * 60 * 1000;

/** The shared store: a sorted set of tokens by due time, and a hash of their tries. */
export function createRedisRevocationStore(redis: RedisClient, max: number): PendingRevocationStore {
  return {
    async put({ token, attempts, dueAt }) {
      const result = await withRedis(async (): Promise<PutResult> => {
        if ((await redis.zScore(DUE_KEY, token)) === null && (await redis.zCard(DUE_KEY)) >= max) return "full";
        await redis
          .multi()
          .zAdd(DUE_KEY, { score: dueAt, value: token })
          .hSet(ATTEMPTS_KEY, token, String(attempts))
          .pExpire(DUE_KEY, IDLE_EXPIRY_MS)
          .pExpire(ATTEMPTS_KEY, IDLE_EXPIRY_MS)
          .exec();
        return "kept";
      });
      return result ?? "unavailable";
    },
    async remove(token) {
      await withRedis(() => redis.multi().zRem(DUE_KEY, token).hDel(ATTEMPTS_KEY, token).exec());
    },
    async due(now, limit) {
      const found = await withRedis(async () => {
        const found = await redis.zRangeByScoreWithScores(DUE_KEY, 0, now, { LIMIT: { offset: 0, count: limit } });
        if (found.length === 0) return [];
        const attempts = await redis.hmGet(
          ATTEMPTS_KEY,
          found.map(({ value }) => value),
        );
        return found.map(({ value, score }, index) => ({
          token: value,
          attempts: Math.max(1, Number(attempts[index]) || 1),
          dueAt: score,
        }));
      });
      return found ?? [];
    },
    size: () => withRedis(() => redis.zCard(DUE_KEY)),
  };
}
