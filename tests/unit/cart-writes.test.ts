import {
  browserQueuedCartWrites,
  nextCartWrite,
  serverQueuedCartWrites,
  type QueuedCartWrite,
  type SendingCartWrite,
} from "~/lib/cart-writes";

/** The browser's cart-change queue, step by step: one change on its way at a time. */

const change = (fetcherKey: string): QueuedCartWrite => ({ fetcherKey, formData: new FormData() });
const idle = (key: string) => ({ key, state: "idle" });
const busy = (key: string, state = "submitting") => ({ key, state });

describe("nextCartWrite", () => {
  it("sends the oldest waiting change when nothing is on its way", () => {
    const [a, b] = [change("cart-add:1"), change("cart-add:2")];
    expect(nextCartWrite(null, [idle("cart-add:1"), idle("cart-add:2")], [a, b])).toEqual({
      sending: { fetcherKey: "cart-add:1", seenBusy: false },
      send: a,
    });
    expect(nextCartWrite(null, [], [])).toEqual({ sending: null, send: null });
  });

  it("holds the next change until the one sent has been on its way and come back", () => {
    const [a, b] = [change("cart-add:1"), change("cart-add:2")];
    let sending: SendingCartWrite = { fetcherKey: "cart-add:1", seenBusy: false };
    // Just submitted: its fetcher does not look busy yet, so nothing else may start.
    let step = nextCartWrite(sending, [idle("cart-add:1")], [b]);
    expect(step.send).toBeNull();
    sending = step.sending;
    for (const state of ["submitting", "loading"]) {
      step = nextCartWrite(sending, [busy("cart-add:1", state)], [b]);
      expect(step).toEqual({ sending: { fetcherKey: "cart-add:1", seenBusy: true }, send: null });
      sending = step.sending;
    }
    // Back (its cookie stored, the page revalidated): the next one goes.
    step = nextCartWrite(sending, [idle("cart-add:1")], [b]);
    expect(step).toEqual({ sending: { fetcherKey: "cart-add:2", seenBusy: false }, send: b });
    expect(a.fetcherKey).toBe("cart-add:1");
  });

  it("treats a sent change whose fetcher is gone (its form closed) as back once seen busy", () => {
    const b = change("cart-line:3:");
    expect(nextCartWrite({ fetcherKey: "cart-add:1", seenBusy: true }, [], [b]).send).toBe(b);
    expect(nextCartWrite({ fetcherKey: "cart-add:1", seenBusy: false }, [], [b]).send).toBeNull();
  });

  it("ends with nothing on its way when the queue is empty", () => {
    expect(nextCartWrite({ fetcherKey: "cart-add:1", seenBusy: true }, [idle("cart-add:1")], [])).toEqual({
      sending: null,
      send: null,
    });
  });
});

describe("the queue's snapshots", () => {
  it("are the very same value until a change is queued, so hydrating does not re-render the header at once", () => {
    // useSyncExternalStore compares them with Object.is after hydration: an equal but other
    // empty array would force a synchronous re-render of every component reading the queue.
    expect(browserQueuedCartWrites()).toBe(serverQueuedCartWrites());
    expect(serverQueuedCartWrites()).toEqual([]);
  });
});
