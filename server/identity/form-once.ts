import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { entryBoundedLru } from "#server/platform/bounded-lru";
import { logRedisOutage, redisOrMemory, withinCommandTimeout, type RedisClient } from "#server/platform/redis";
import { redirectWithFlash } from "./session";

/**
 * One-time tokens for the forms that create something (an address, a message to the shop, a
 * review): the first POST with a form's token does the work; another with the same token and
 * the same contents (a double click without JavaScript, a browser's retry) gets the first one's
 * answer. A token counts only once it did its work, and belongs to its shop, shopper, form and
 * contents. Shared through Redis with REDIS_URL, else in this process. Checkout's pay form has
 * its own, bound to the cart (checkout-attempts.ts). Details: docs/decisions/0014.
 */

/** Where a created thing leads, with its flash: what the first answer and every replay redirect to. */
export type FormOutcome = { kind: "created"; location: string; flash: string };

/** `create`'s answer when it created something; `firstAnswer` (see `created`) is never kept. */
export type Created<Answer> = FormOutcome & { firstAnswer?: Answer };

/**
 * What `create` answers when it created something: a redirect to `location` with its flash.
 * `firstAnswer`, when given, answers this POST instead (a fetcher's data: it stays on its page);
 * a replay always gets the redirect, so a repeat never creates the thing again however it was
 * sent.
 */
export function created<Answer = never>(location: string, flash: string, firstAnswer?: Answer): Created<Answer> {
  return { kind: "created", location, flash, ...(firstAnswer === undefined ? {} : { firstAnswer }) };
}

function isCreated<Answer>(result: Created<Answer> | Answer): result is Created<Answer> {
  return typeof result === "object" && result !== null && (result as { kind?: unknown }).kind === "created";
}

/** The part of a created outcome that is kept and replayed. */
const keptOutcome = ({ location, flash }: FormOutcome): FormOutcome => ({ kind: "created", location, flash });

/** `userId`: the signed-in shopper's id, or for the add-to-cart form (guests too) the cart's id. */
export type FormOwner = {
  shopId: number;
  userId: number | string;
  form: "address" | "contact" | "review" | "cart-add";
};

/** A form left open longer than this is no longer recognised: its next POST simply runs. */
const TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long a repeated POST waits for the first one, which may run on another replica. */
const WAIT_FOR_FIRST_MS = 30_000;
const POLL_MS = 100;

const TokenSchema = z.string().regex(/^[\w-]{16,64}$/);

const TOKEN_BYTES = 18;
/** Random bytes for the next tokens, drawn 64 tokens at a time (as Node's randomUUID batches its own). */
let tokenBytes = Buffer.alloc(0);
let tokenAt = 0;

/**
 * The token a form is rendered with (a loader's data, or a stitched view's own: every signed-in
 * view of a product page, whose review form has one). One draw of 18 random bytes per token was
 * 4 % of the CPU of such a view (issue 37).
 */
export function newFormToken(): string {
  if (tokenAt + TOKEN_BYTES > tokenBytes.length) {
    tokenBytes = randomBytes(64 * TOKEN_BYTES);
    tokenAt = 0;
  }
  tokenAt += TOKEN_BYTES;
  return tokenBytes.toString("base64url", tokenAt - TOKEN_BYTES, tokenAt);
}

/** A token's mark: its work is running, or done with this outcome. */
type Mark = { state: "running" } | { state: "done"; outcome: FormOutcome };

interface MarkStore {
  /** Marks `key` running; false when it was already marked. */
  start(key: string): Promise<boolean>;
  get(key: string): Promise<Mark | undefined>;
  finish(key: string, outcome: FormOutcome): Promise<void>;
  /** Frees `key` again: its work did not happen. */
  release(key: string): Promise<void>;
}

function memoryStore(): MarkStore {
  const marks = entryBoundedLru<string, Mark>(20_000, { ttl: TOKEN_TTL_MS });
  return {
    start: async (key) => {
      if (marks.has(key)) return false;
      marks.set(key, { state: "running" });
      return true;
    },
    get: async (key) => marks.get(key),
    finish: async (key, outcome) => void marks.set(key, { state: "done", outcome }),
    release: async (key) => void marks.delete(key),
  };
}

function redisStore(redis: RedisClient): MarkStore {
  const redisKey = (key: string) => `form:once:${key}`;
  // Bounded: a Redis that stops answering fails the command, and the form goes through unguarded.
  return {
    start: async (key) =>
      (await withinCommandTimeout(
        redis.set(redisKey(key), JSON.stringify({ state: "running" }), { PX: TOKEN_TTL_MS, NX: true }),
      )) === "OK",
    get: async (key) => {
      const raw = await withinCommandTimeout(redis.get(redisKey(key)));
      return raw ? (JSON.parse(raw) as Mark) : undefined;
    },
    finish: async (key, outcome) =>
      void (await withinCommandTimeout(
        redis.set(redisKey(key), JSON.stringify({ state: "done", outcome }), { PX: TOKEN_TTL_MS }),
      )),
    release: async (key) => void (await withinCommandTimeout(redis.del(redisKey(key)))),
  };
}

const store = redisOrMemory(memoryStore(), redisStore);

/** Works running in this process, by key: a repeated POST here waits for the same promise. */
const running = new Map<string, Promise<unknown>>();

/**
 * The first POST's outcome, waited for; "free" when it created nothing after all (the token is
 * free again), "stale" when it is still marked running after WAIT_FOR_FIRST_MS (its replica died).
 */
async function outcomeOfFirst(key: string): Promise<FormOutcome | "free" | "stale"> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const here = running.get(key);
    if (here) {
      const answer = await here.catch(() => undefined);
      return isCreated(answer) ? keptOutcome(answer) : "free";
    }
    const mark = await store().get(key);
    if (!mark) return "free";
    if (mark.state === "done") return mark.outcome;
    if (Date.now() > deadline) return "stale";
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Whose turn it is for `key`: "mine" (this POST marked it and does the work), the first POST's
 * outcome to replay, or "unguarded" (the first is stale: this one runs without the mark).
 */
async function takeTurn(key: string): Promise<FormOutcome | "mine" | "unguarded"> {
  for (;;) {
    if (await store().start(key)) return "mine";
    const earlier = await outcomeOfFirst(key);
    // "free": the first created nothing after all, so this one tries (and marks it) itself.
    if (earlier === "stale") return "unguarded";
    if (earlier !== "free") return earlier;
  }
}

/**
 * Runs `create` once per form token and contents (the form's validated value). `create`
 * answers `created(…)` when it created something (redirected to, with its success flash, now
 * and on every replay) or an answer of its own (field errors, a refusal: the token stays
 * free). `replayHeaders` go with a replay's redirect (the add form's: the cart's cookie, which
 * the first answer set and may not have reached the browser). A POST without a valid token (a
 * form rendered before tokens, a hand-made request) runs as it always did, and so does every
 * POST while Redis fails mid-way: the shopper's form goes through, only without the guard.
 */
export async function submitOnce<Answer>(
  request: Request,
  form: {
    token: FormDataEntryValue | null;
    owner: FormOwner;
    contents: unknown;
    replayHeaders?: () => Promise<Headers>;
  },
  create: () => Promise<Created<Answer> | Answer>,
): Promise<Response | Answer> {
  const redirectTo = (outcome: FormOutcome, headers?: Headers) =>
    redirectWithFlash(request, outcome.location, "success", outcome.flash, headers);
  const answer = async (result: Created<Answer> | Answer) =>
    isCreated(result) ? (result.firstAnswer ?? redirectTo(result)) : result;
  const parsed = TokenSchema.safeParse(form.token);
  if (!parsed.success) return answer(await create());
  const { shopId, userId, form: name } = form.owner;
  const contents = createHash("sha256").update(JSON.stringify(form.contents)).digest("base64url");
  const key = `${shopId}:${userId}:${name}:${parsed.data}:${contents}`;
  const turn = await takeTurn(key).catch((error: unknown) => {
    logRedisOutage(error);
    return "unguarded" as const;
  });
  if (turn === "unguarded") return answer(await create());
  if (turn !== "mine") return redirectTo(turn, await form.replayHeaders?.());
  const work = create();
  running.set(key, work);
  try {
    const result = await work.catch(async (error: unknown) => {
      await store().release(key).catch(logRedisOutage);
      throw error;
    });
    // What was created stays created whatever Redis says now; a lost mark only lets a replay run again.
    await (isCreated(result) ? store().finish(key, keptOutcome(result)) : store().release(key)).catch(logRedisOutage);
    return answer(result);
  } finally {
    running.delete(key);
  }
}
