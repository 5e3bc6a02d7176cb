/**
 * The page cache's kept pages: an LRU bounded by the bytes they hold, an index from each cache
 * entry a page was built from to the pages built from it (to drop them when it is replaced), and
 * their compression: gzip level 1 when kept, then, off the request's path, gzip level 9 and brotli
 * once the page is asked for again. The rest: docs/decisions/0008-rendered-page-cache.md.
 */
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzip, gunzipSync, gzip, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import type { RenderedPage } from "#server/platform/page-render";
import { shellSegments, SLOT_MARKER_BYTES, type ShellLayout, type SlotMarker } from "#server/platform/visitor-slots";
import { ownCopy } from "#server/platform/memory";
import { pageEtag } from "./http-cache.ts";
import { deflatePiece, type DeflatedPiece } from "./stitched-gzip.ts";

/** A kept page, compressed when kept and again once asked for again; the rare client that accepts neither encoding gets it gunzipped. */
export type PageEntry = {
  headers: Array<[string, string]>;
  /** Level 1 when kept; level 9 once the page was asked for again (`gzipFinal`). */
  gzip: Buffer;
  gzipFinal?: true;
  /** Made in the background on the first request that accepts it. */
  br?: Buffer;
  /** A background compression of this entry is running. */
  compressing?: true;
  etag: string;
  storedAt: number;
  /** The cache keys the render read. */
  sources: string[];
  /** Where the page holds its visitor slots, when it is a shell for visitors with a session (decision 0029). */
  layout?: ShellLayout;
  /** Its text compressed in pieces around them, made on the first stitched view (`shellOf`). */
  shell?: KeptShell;
};

/**
 * A shell as kept: `pieces[i]` is the text before `slots[i]`; the last piece ends the stream.
 * `version`: the page's ETag, by which the app remembers a visitor's fragments of this shell.
 */
export type KeptShell = { version: string; slots: SlotMarker[]; pieces: DeflatedPiece[] };

/** The shell's pieces are compressed once, on the first stitched view (a catalogue page's 30-odd pieces in ~2 ms). */
const SHELL_LEVEL = 6;

function keptShell(gzipped: Buffer, layout: ShellLayout, version: string): KeptShell {
  const segments = shellSegments(gunzipSync(gzipped), layout);
  const last = segments.length - 1;
  return {
    version,
    slots: layout.slots,
    pieces: segments.map((segment, index) => deflatePiece(segment, { level: SHELL_LEVEL, last: index === last })),
  };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const decompressGzip = promisify(gunzip);

/**
 * gzip levels of kept pages: 1 on the miss (a catalogue page in ~0.3 ms, ~14% larger than
 * level 6's ~0.65 ms; the miss waits for it), 9 once the page is asked for again (~0.75 ms off
 * the request's path, a little smaller than 6).
 */
const GZIP_LEVEL_KEPT = 1;
const GZIP_LEVEL_FINAL = 9;

/**
 * A kept page up to this size is gzipped on the event loop: a catalogue page (25-70 KB) in ~0.3-0.5
 * ms, about a third less CPU than on libuv's threads, whose hand-over costs more than the work
 * saves the loop (the render before it holds the loop ~3 ms anyway). A larger page goes to the
 * threads. Decision 0008's amendment of 2026-11-29.
 */
const SYNC_GZIP_MAX_BYTES = 128 * 1024;

/** A page's bytes gzipped to be kept (see SYNC_GZIP_MAX_BYTES). */
async function keptGzip(body: Buffer): Promise<Buffer> {
  const options = { level: GZIP_LEVEL_KEPT };
  return ownCopy(body.length <= SYNC_GZIP_MAX_BYTES ? gzipSync(body, options) : await compressGzip(body, options));
}

/**
 * Brotli quality of kept pages: 6 compresses a catalogue page in ~3 ms to within 1% of 9
 * (~20 ms); 11 saves another 10% but costs ~200 ms of CPU per page and visitor variant.
 */
const BROTLI_QUALITY = 6;

/** Headers of a render that are the cache's to set on each answer. */
const ANSWER_HEADERS = /^(cache-control|etag|content-length|content-encoding|set-cookie|vary|date|x-page-cache)$/i;

/** An entry's page at gzip's final level, and as brotli when asked for (else what it had). */
async function compressedWell(entry: PageEntry, withBrotli: boolean): Promise<[Buffer, Buffer | undefined]> {
  const body = await decompressGzip(entry.gzip);
  return Promise.all([
    entry.gzipFinal ? entry.gzip : compressGzip(body, { level: GZIP_LEVEL_FINAL }).then(ownCopy),
    withBrotli
      ? compressBrotli(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        }).then(ownCopy)
      : entry.br,
  ]);
}

/** The memory an entry holds: its bytes (their whole backing store), the key, and the headers and sources besides. */
function entrySize(entry: PageEntry, key: string): number {
  return (
    entry.gzip.buffer.byteLength +
    (entry.br?.buffer.byteLength ?? 0) +
    (entry.shell?.pieces.reduce((bytes, piece) => bytes + piece.bytes.buffer.byteLength + 64, 0) ?? 0) +
    (entry.layout ? SLOT_MARKER_BYTES * entry.layout.slots.length : 0) +
    2 * key.length +
    2048
  );
}

export function createPageStore(options: { maxBytes: number; now: () => number }) {
  /** Source key → the pages built from it. */
  const dependents = new Map<string, Set<string>>();
  const pages = new LRUCache<string, PageEntry>({
    maxSize: Math.max(options.maxBytes, 1),
    sizeCalculation: entrySize,
    dispose: (entry, key) => {
      for (const source of entry.sources) {
        const keys = dependents.get(source);
        keys?.delete(key);
        if (keys?.size === 0) dependents.delete(source);
      }
    },
  });

  /** Keeps an entry and indexes it under the sources it was built from. */
  function put(key: string, entry: PageEntry): boolean {
    pages.set(key, entry);
    if (pages.peek(key) !== entry) return false;
    for (const source of entry.sources) {
      let keys = dependents.get(source);
      if (!keys) dependents.set(source, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  /**
   * Keeps a render's page, gzipped fast, unless a source it read was replaced while it ran or
   * while it compressed (`render.tainted`). Resolves the entry kept, if any.
   */
  async function keep(
    render: { key: string; reads: ReadonlySet<string>; tainted: boolean },
    page: RenderedPage,
  ): Promise<PageEntry | undefined> {
    if (render.tainted) return undefined;
    const gz = await keptGzip(page.body);
    // A source may have been replaced while it compressed, too.
    if (render.tainted) return undefined;
    const entry: PageEntry = {
      headers: Object.entries(page.headers).filter(([name]) => !ANSWER_HEADERS.test(name)),
      gzip: gz,
      etag: pageEtag(gz),
      storedAt: options.now(),
      sources: [...render.reads],
      layout: page.shell,
    };
    return put(render.key, entry) ? entry : undefined;
  }

  /**
   * A page asked for again, compressed well off the request's path: gzip at its final level,
   * and brotli when this client accepts it. The entry is replaced only if still current.
   */
  function compressWell(key: string, entry: PageEntry, withBrotli: boolean) {
    entry.compressing = true;
    compressedWell(entry, withBrotli).then(
      ([gzip, br]) => {
        // Still this version of the page (its shell's pieces may have been added meanwhile).
        const current = pages.peek(key);
        if (current?.etag === entry.etag && current.storedAt === entry.storedAt)
          put(key, { ...current, gzip, gzipFinal: true, br, compressing: undefined });
      },
      () => undefined,
    );
  }

  return {
    get: (key: string) => pages.get(key),
    /**
     * A kept page's shell in compressed pieces, made on its first stitched view: most pages are
     * never seen by a visitor with a session, and a guest's miss need not wait for them. The
     * entry is replaced by one with them, so that the cache's bound counts them.
     */
    shellOf(key: string, entry: PageEntry): KeptShell | undefined {
      if (!entry.layout) return undefined;
      if (entry.shell) return entry.shell;
      const shell = keptShell(entry.gzip, entry.layout, entry.etag);
      if (pages.peek(key) === entry) put(key, { ...entry, shell });
      return shell;
    },
    delete: (key: string) => pages.delete(key),
    keep,
    /** A kept page asked for again by a client that accepts brotli or not: compressed well once, in the background. */
    askedAgain(key: string, entry: PageEntry, acceptsBrotli: boolean) {
      const withBrotli = acceptsBrotli && !entry.br;
      if (!entry.compressing && (!entry.gzipFinal || withBrotli)) compressWell(key, entry, withBrotli);
    },
    /** Drops the pages built from `source` (a cache entry replaced or dropped). */
    dropBuiltFrom(source: string) {
      const keys = dependents.get(source);
      if (keys) for (const key of [...keys]) pages.delete(key);
    },
    clear: () => pages.clear(),
    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize, sources: dependents.size }),
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
