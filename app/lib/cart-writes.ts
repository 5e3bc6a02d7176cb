import { useLocalizedPath } from "./language";
import { useFetcher, useFetchers, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useSyncExternalStore } from "react";

/**
 * Cart changes made with JavaScript go out one at a time. The cart is a signed cookie: two
 * changes in flight would both start from the cookie the browser held before either, and
 * the later answer would undo the earlier change (of two quick adds, one would be lost).
 * So forms queue their change here, and the shop layout (useSendQueuedCartWrites) sends the
 * next one only once the previous has come back, its new cookie stored. Each form keeps its
 * own keyed fetcher: the layout submits on that key, so the form sees its own state and
 * answer. Without JavaScript the browser sends one form at a time anyway.
 */

export type QueuedCartWrite = { fetcherKey: string; formData: FormData };

export const CART_ACTION = "/cart";

const NONE: readonly QueuedCartWrite[] = [];
let queued: readonly QueuedCartWrite[] = NONE;
const listeners = new Set<() => void>();

function setQueued(next: readonly QueuedCartWrite[]) {
  queued = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The queue as the server render and hydration read it, and as the browser reads it. Until a
 * change is queued the two are the very same array: after hydrating, React compares them, and a
 * different value (even another empty array) makes it re-render the header and the shop layout
 * at once, synchronously, in the task that runs the page's first effects.
 */
export const serverQueuedCartWrites = () => NONE;
export const browserQueuedCartWrites = () => queued;

/** Cart changes waiting for their turn, oldest first (for optimistic views such as the badge). */
export function useQueuedCartWrites(): readonly QueuedCartWrite[] {
  return useSyncExternalStore(subscribe, browserQueuedCartWrites, serverQueuedCartWrites);
}

/** The change being sent, until its fetcher has been seen busy and then idle again. */
export type SendingCartWrite = { fetcherKey: string; seenBusy: boolean } | null;

/**
 * Pure step of the queue: given what is being sent, the page's fetchers and the waiting
 * changes, says what is being sent now and which change (if any) to send next.
 */
export function nextCartWrite(
  sending: SendingCartWrite,
  fetchers: ReadonlyArray<{ key: string; state: string }>,
  waiting: readonly QueuedCartWrite[],
): { sending: SendingCartWrite; send: QueuedCartWrite | null } {
  if (sending) {
    const fetcher = fetchers.find((item) => item.key === sending.fetcherKey);
    if (fetcher && fetcher.state !== "idle") return { sending: { ...sending, seenBusy: true }, send: null };
    // Submitted but not yet seen on its way: wait, or a second change could start beside it.
    if (!sending.seenBusy) return { sending, send: null };
  }
  const next = waiting[0];
  return next
    ? { sending: { fetcherKey: next.fetcherKey, seenBusy: false }, send: next }
    : { sending: null, send: null };
}

/** Sends the queued cart changes one at a time; called once, by the shop layout. */
export function useSendQueuedCartWrites() {
  const submit = useSubmit();
  const fetchers = useFetchers();
  const waiting = useQueuedCartWrites();
  // The cart's answers (a flash, a refusal) come in the page's language.
  const cartAction = useLocalizedPath()(CART_ACTION);
  const sending = useRef<SendingCartWrite>(null);
  useEffect(() => {
    const step = nextCartWrite(sending.current, fetchers, waiting);
    sending.current = step.sending;
    if (!step.send) return;
    const { fetcherKey, formData } = step.send;
    submit(formData, { method: "post", action: cartAction, navigate: false, fetcherKey });
    setQueued(queued.filter((item) => item !== step.send));
  });
}

/**
 * A cart form's own fetcher (by key), whose submissions wait their turn. Pass `onSubmit` to
 * the fetcher's form: it reads the form and the clicked button at once, so what is sent is
 * what the shopper clicked, even if the page re-renders before its turn. `pending` is the
 * latest change on its way (waiting or sent), for optimistic views.
 */
export function useCartWriteFetcher<Answer>(fetcherKey: string) {
  const fetcher = useFetcher<Answer>({ key: fetcherKey });
  const waiting = useQueuedCartWrites().filter((item) => item.fetcherKey === fetcherKey);
  const latestWaiting = waiting[waiting.length - 1];
  return {
    fetcher,
    busy: fetcher.state !== "idle" || latestWaiting !== undefined,
    pending: latestWaiting?.formData ?? fetcher.formData,
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      setQueued([...queued, { fetcherKey, formData: new FormData(event.currentTarget, submitter) }]);
    },
  };
}

/** Every cart change on its way, waiting or sent, as form data (the header's badge counts the adds). */
export function usePendingCartWrites(): FormData[] {
  const cartAction = useLocalizedPath()(CART_ACTION);
  const sent = useFetchers().flatMap((fetcher) =>
    fetcher.formAction === cartAction && fetcher.formData ? [fetcher.formData] : [],
  );
  return [...sent, ...useQueuedCartWrites().map((item) => item.formData)];
}
