import { errorFields, log } from "./log.server";
import { sideCall, upstreamRequest, UpstreamError } from "./upstream/client.server";
import { DetailResponseSchema } from "./upstream/contract";

/**
 * Sign-out tells the upstream to drop the access token. The sign-out never waits for more
 * than one short try: the session id is already revoked here, and the shopper sees the
 * signed-out page whatever the upstream does. When the upstream could not be reached the call
 * is retried in the background a few times (other instances do not share the revoked list,
 * so the token itself must die). Bounded: a few tries per token, a cap on tokens waiting, and
 * timers that do not keep the process alive and are gone once the last try ran.
 */

export type TokenRevoker = {
  /** Tries now; on a transient failure schedules the retries. Resolves after the first try. */
  revoke(token: string): Promise<void>;
  /** Tokens with a retry still scheduled. */
  pending(): number;
  /** Cancels every scheduled retry (tests, shutdown). */
  stop(): void;
};

/** Waits between the tries after the first: 2 s, 15 s, then a minute. */
export const REVOCATION_RETRY_DELAYS_MS = [2_000, 15_000, 60_000];
/** Beyond this many tokens waiting for a retry, a new one gets only its first try. */
const MAX_PENDING_REVOCATIONS = 1_000;

/** Worth trying again: the upstream was unreachable, slow, failing or asked us to slow down. */
function isTransient(error: unknown): boolean {
  return error instanceof UpstreamError && (error.kind === "unavailable" || error.kind === "rate_limited");
}

export function createTokenRevoker(options: {
  send: (token: string) => Promise<void>;
  retryDelaysMs?: number[];
  maxPending?: number;
}): TokenRevoker {
  const { send, retryDelaysMs = REVOCATION_RETRY_DELAYS_MS, maxPending = MAX_PENDING_REVOCATIONS } = options;
  /** Tokens between their first and last try; each holds at most one timer at a time. */
  const retrying = new Set<{ timer?: NodeJS.Timeout }>();

  /** One try; true when nothing is left to do (revoked, already dead, or refused for good). */
  async function tryOnce(token: string, attempt: number): Promise<boolean> {
    try {
      await send(token);
      return true;
    } catch (error) {
      // An expired or already revoked token (401/403/404) is as good as revoked.
      if (error instanceof UpstreamError && (error.kind === "unauthorized" || error.kind === "not_found")) return true;
      const transient = isTransient(error);
      log.warn("token revocation failed", { attempt, willRetry: transient && attempt <= retryDelaysMs.length, ...errorFields(error) });
      return !transient;
    }
  }

  function retryLater(token: string) {
    if (retrying.size >= maxPending) {
      log.error("token revocation given up", { reason: "too many waiting" });
      return;
    }
    const entry: { timer?: NodeJS.Timeout } = {};
    retrying.add(entry);
    const next = (attempt: number) => {
      const delay = retryDelaysMs[attempt - 2];
      if (delay === undefined) {
        log.error("token revocation given up", { attempts: attempt - 1 });
        retrying.delete(entry);
        return;
      }
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        void tryOnce(token, attempt).then((done) => {
          if (!retrying.has(entry)) return; // stopped meanwhile
          if (done) retrying.delete(entry);
          else next(attempt + 1);
        });
      }, delay);
      // A retry waiting must not keep the process from exiting.
      entry.timer.unref();
    };
    next(2);
  }

  return {
    async revoke(token) {
      if (!(await tryOnce(token, 1))) retryLater(token);
    },
    pending: () => retrying.size,
    stop() {
      for (const entry of retrying) clearTimeout(entry.timer);
      retrying.clear();
    },
  };
}

let revoker: TokenRevoker | undefined;

/** The process's revoker: POST users/logout/ as the token, a short timeout per try. */
export function tokenRevoker(): TokenRevoker {
  revoker ??= createTokenRevoker({
    send: async (token) => {
      await upstreamRequest({ method: "POST", path: "users/logout/", token, schema: DetailResponseSchema, ...sideCall() });
    },
  });
  return revoker;
}
