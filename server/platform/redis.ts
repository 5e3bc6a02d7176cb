import { createClient } from "redis";
import { config } from "./config";
import { errorFields, log } from "./log";

/**
 * The one Redis connection of this process, when REDIS_URL is set: the state several
 * replicas must share lives there (docs/operations.md, Several instances). Commands fail
 * at once while Redis is down (no offline queue), so every caller decides what a failure
 * means for it; the outage is logged once a minute.
 */

export type RedisClient = ReturnType<typeof createClient>;

let client: RedisClient | null | undefined;
let ready = false;
let lastOutageLogAt = 0;
const OUTAGE_LOG_INTERVAL_MS = 60_000;

/** Logs a Redis failure, at most once a minute. */
export function logRedisOutage(error: unknown) {
  const now = Date.now();
  if (now - lastOutageLogAt < OUTAGE_LOG_INTERVAL_MS) return;
  lastOutageLogAt = now;
  log.error("redis unavailable: using this process's memory where that is safe", errorFields(error));
}

/** The client, or null when REDIS_URL is unset. Connects on first use and keeps reconnecting. */
export function redisClient(): RedisClient | null {
  if (client !== undefined) return client;
  const url = config().redisUrl;
  if (!url) return (client = null);
  client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  client.on("ready", () => {
    ready = true;
    log.info("redis ready");
  });
  client.on("end", () => (ready = false));
  client.on("error", (error: unknown) => {
    ready = false;
    logRedisOutage(error);
  });
  client.connect().catch(logRedisOutage);
  return client;
}

/** For /readyz: "memory" without REDIS_URL, else whether the connection is up. */
export function redisState(): "memory" | "up" | "down" {
  if (!redisClient()) return "memory";
  return ready ? "up" : "down";
}

/**
 * A store that lives in Redis while it is up and in this process otherwise (no REDIS_URL, or
 * Redis down): the returned function answers `memory`, or the Redis store made once from the client.
 */
export function redisOrMemory<Store>(memory: Store, inRedis: (redis: RedisClient) => Store): () => Store {
  let shared: Store | undefined;
  return () => {
    const redis = redisClient();
    if (!redis || redisState() !== "up") return memory;
    shared ??= inRedis(redis);
    return shared;
  };
}

/**
 * A command slower than this counts as Redis being unreachable: node-redis has no command
 * timeout, and a Redis cut off by the network (no reset) would otherwise hold every page.
 */
const COMMAND_TIMEOUT_MS = 1000;

/** Runs a Redis command, or answers null when Redis is not configured, not reachable or too slow. */
export async function withRedis<T>(command: (redis: RedisClient) => Promise<T>): Promise<T | null> {
  const redis = redisClient();
  if (!redis || !ready) return null;
  try {
    return await withinCommandTimeout(command(redis));
  } catch (error) {
    logRedisOutage(error);
    return null;
  }
}

/** `work` (Redis commands), or a rejection once it has taken longer than COMMAND_TIMEOUT_MS. */
export async function withinCommandTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`redis command took over ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Hears `channel` on a connection of its own (a subscribed connection runs no other
 * command); node-redis subscribes again after a reconnect. `onResubscribed` runs on each
 * reconnect after the first: messages sent meanwhile were missed. Returns false without
 * REDIS_URL.
 */
export function subscribeRedis(
  channel: string,
  onMessage: (message: string) => void,
  onResubscribed: () => void,
): boolean {
  const redis = redisClient();
  if (!redis) return false;
  const subscriber = redis.duplicate();
  let connectedBefore = false;
  subscriber.on("ready", () => {
    if (connectedBefore) onResubscribed();
    connectedBefore = true;
  });
  subscriber.on("error", logRedisOutage);
  subscriber
    .connect()
    .then(() => subscriber.subscribe(channel, onMessage))
    .catch(logRedisOutage);
  return true;
}
