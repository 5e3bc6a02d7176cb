import { LRUCache } from "lru-cache";

/**
 * Session ids that were signed out before their cookie expired. Sign-out deletes the cookie
 * in the browser, but a copy taken earlier would still open; every session read checks this
 * list, so the copy reads as signed out too. Ids are kept until the session's own expiry.
 *
 * Behind an interface: this process's memory now (each instance its own list, so a copy
 * replayed to another instance still relies on the upstream revoking the token), a shared
 * store such as Redis later.
 */
export interface RevokedSessionStore {
  /** Marks the session signed out until `expiresAt` (ms since the epoch). */
  add(sessionId: string, expiresAt: number): Promise<void>;
  has(sessionId: string): Promise<boolean>;
}

/**
 * Bound of the in-memory list. A revoked id pushed out early would open again, so this is
 * generous: an entry is a 22-character id, about 100 bytes with its bookkeeping.
 */
const MAX_REVOKED_SESSIONS = 200_000;

export function createMemoryRevokedSessionStore(max = MAX_REVOKED_SESSIONS): RevokedSessionStore {
  const revoked = new LRUCache<string, true>({ max });
  return {
    async add(sessionId, expiresAt) {
      const ttl = expiresAt - Date.now();
      if (ttl > 0) revoked.set(sessionId, true, { ttl });
    },
    async has(sessionId) {
      return revoked.has(sessionId);
    },
  };
}

let store: RevokedSessionStore | undefined;

export function revokedSessions(): RevokedSessionStore {
  store ??= createMemoryRevokedSessionStore();
  return store;
}
