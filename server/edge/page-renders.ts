/**
 * The page cache's renders in flight: one per missed or refreshed key, from its start until its
 * page is kept or given up. Concurrent misses of a key wait on it instead of rendering again, and
 * a render that read a cache entry replaced while it ran is tainted: its page is not kept. The
 * rest: docs/decisions/0008-rendered-page-cache.md.
 */
import type { PageEntry } from "./page-store.ts";

/** One render of a missed key, from the miss until its page is kept or given up. */
export type Render = {
  key: string;
  reads: Set<string>;
  /** A source was replaced while it ran: its page is out of date before it is kept. */
  tainted: boolean;
  keeping: boolean;
  settled: boolean;
  waiting: Promise<PageEntry | undefined>;
  settle: (entry: PageEntry | undefined) => void;
};

export function createRenders() {
  const renders = new Map<string, Render>();

  /** Starts the render of `key`: the one others wait for until it settles. */
  function begin(key: string): Render {
    let resolve!: (entry: PageEntry | undefined) => void;
    const waiting = new Promise<PageEntry | undefined>((done) => (resolve = done));
    const render: Render = {
      key,
      reads: new Set(),
      tainted: false,
      keeping: false,
      settled: false,
      waiting,
      settle: (entry) => {
        if (render.settled) return;
        render.settled = true;
        if (renders.get(key) === render) renders.delete(key);
        resolve(entry);
      },
    };
    renders.set(key, render);
    return render;
  }

  return {
    begin,
    get: (key: string) => renders.get(key),
    has: (key: string) => renders.has(key),
    /** A cache entry was replaced: the renders that read it are out of date. */
    taint(source: string) {
      for (const render of renders.values()) if (render.reads.has(source)) render.tainted = true;
    },
  };
}

export type Renders = ReturnType<typeof createRenders>;
