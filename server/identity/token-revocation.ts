import path from "node:path";
import { config } from "#server/platform/config";
import { errorFields, log } from "#server/platform/log";
import {
  createLocalRevocationStore,
  createRedisRevocationStore,
  type PendingRevocationStore,
} from "./pending-revocations";
import { redisClient } from "#server/platform/redis";
import { sideCall, upstreamRequest, UpstreamError } from "#server/upstream/client";
import { DetailResponseSchema } from "#server/upstream/contract";

/**
 * Sign-out tells the upstream to drop the access token. The sign-out never waits for more
 * than one short try: the session id is already revoked here, and the shopper sees the
 * signed-out page whatever the upstream does. A token the upstream could not be asked about is
 * kept pending (pending-revocations.server.ts: Redis, else memory and a file under DATA_DIR,
 * so a restart loses none) and tried again with a growing wait (2 s, 4 s, 8 s … at most
 * 5 minutes) until the upstream confirms, however long it is down: other instances do not
 * share the revoked list without Redis, so the token itself must die. Bounded: a cap on the
 * tokens pending (a token beyond it gets its first try only, and that is logged), one timer
 * that does not keep the process alive, a batch of tries at a time.
 */

export type TokenRevoker = {
  /** Tries now; on a transient failure keeps the token pending. Resolves after the first try. */
  revoke(token: string): Promise<void>;
  /** Tokens waiting for another try (with Redis: all replicas', when Redis answers). */
  pending(): Promise<number>;
  /** Stops the retries (tests, shutdown); what is pending stays stored for the next run. */
  stop(): void;
};

/** The wait before try `attempts + 1`: 2 s after the first, doubling, at most 5 minutes. */
export function revocationRetryDelayMs(attempts: number): number {
  return Math.min(2_000 * 2 ** (attempts - 1), 5 * 60_000);
}
/** Beyond this many tokens pending (per store), a new one gets only its first try. */
export const MAX_PENDING_REVOCATIONS = 10_000;
/** How often the stores are looked at for due tokens. */
const TICK_MS = 1_000;
/** Tokens tried together per look, so a long queue does not hit a recovering upstream at once. */
const BATCH = 20;

/** Worth trying again: the upstream was unreachable, slow, failing or asked us to slow down. */
function isTransient(error: unknown): boolean {
  return error instanceof UpstreamError && (error.kind === "unavailable" || error.kind === "rate_limited");
}

export function createTokenRevoker(options: {
  send: (token: string) => Promise<void>;
  /** Where pending tokens are kept, the first that takes one (Redis, then this process). */
  stores: PendingRevocationStore[];
  retryDelayMs?: (attempts: number) => number;
  tickMs?: number;
}): TokenRevoker {
  const { send, stores, retryDelayMs = revocationRetryDelayMs, tickMs = TICK_MS } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** One try; true when nothing is left to do (revoked, already dead, or refused for good). */
  async function tryOnce(token: string, attempt: number): Promise<boolean> {
    try {
      await send(token);
      return true;
    } catch (error) {
      // An expired or already revoked token (401/403/404) is as good as revoked.
      if (error instanceof UpstreamError && (error.kind === "unauthorized" || error.kind === "not_found")) return true;
      const transient = isTransient(error);
      // A token's first failure and a refusal are logged; retries log only what they confirm (not each try).
      if (attempt === 1 || !transient)
        log.warn("token revocation failed", { attempt, willRetry: transient, ...errorFields(error) });
      return !transient;
    }
  }

  async function keepPending(token: string) {
    const entry = { token, attempts: 1, dueAt: Date.now() + retryDelayMs(1) };
    for (const store of stores) {
      if ((await store.put(entry)) === "kept") {
        log.warn("token revocation pending", { pending: await store.size() });
        return;
      }
    }
    log.error("token revocation dropped: too many pending", { max: MAX_PENDING_REVOCATIONS });
  }

  /** The due tokens of each store: each is rescheduled before its try, so a crash mid-try loses none. */
  async function retryDue() {
    for (const store of stores) {
      const due = await store.due(Date.now(), BATCH);
      const done = await Promise.all(
        due.map(async ({ token, attempts }) => {
          const attempt = attempts + 1;
          await store.put({ token, attempts: attempt, dueAt: Date.now() + retryDelayMs(attempt) });
          if (!(await tryOnce(token, attempt))) return false;
          await store.remove(token);
          return true;
        }),
      );
      const confirmed = done.filter(Boolean).length;
      if (confirmed > 0)
        log.info("token revocations confirmed after retrying", { confirmed, pending: await store.size() });
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      retryDue()
        .catch((error: unknown) => log.error("token revocation retries failed", errorFields(error)))
        .finally(schedule);
    }, tickMs);
    // Pending retries must not keep the process from exiting.
    timer.unref();
  }
  schedule();

  return {
    async revoke(token) {
      if (!(await tryOnce(token, 1))) await keepPending(token);
    },
    async pending() {
      const sizes = await Promise.all(stores.map((store) => store.size()));
      return sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

let revoker: TokenRevoker | undefined;

/** The file of this process's pending tokens (without Redis, or while it is down). */
export const PENDING_REVOCATIONS_FILE = "pending-token-revocations.json";

/**
 * The process's revoker: POST users/logout/ as the token, a short timeout per try. Started at
 * boot (entry.server), so tokens an earlier run left pending are tried again.
 */
export function tokenRevoker(): TokenRevoker {
  if (!revoker) {
    const local = createLocalRevocationStore({
      file: path.resolve(config().dataDir, PENDING_REVOCATIONS_FILE),
      max: MAX_PENDING_REVOCATIONS,
    });
    const redis = redisClient();
    revoker = createTokenRevoker({
      send: async (token) => {
        await upstreamRequest({
          method: "POST",
          path: "users/logout/",
          token,
          schema: DetailResponseSchema,
          ...sideCall(),
        });
      },
      // Redis when it takes the token; this process's store when Redis is down (or not configured).
      stores: redis ? [createRedisRevocationStore(redis, MAX_PENDING_REVOCATIONS), local] : [local],
    });
  }
  return revoker;
}
