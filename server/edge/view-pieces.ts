/**
 * What a stitched view's gzip is made of (docs/decisions/0029-visitor-slots.md and 0031), and
 * what the edge remembers so that a view only joins a few compressed pieces:
 * - a fragment many visitors share (a heart, the header of a shopper with three lines in the
 *   cart) compressed once, by its text; a visitor's own (their data) stored or quickly compressed;
 * - a page's shared spans (the shell's text with the shared fragments between per-shopper slots)
 *   by their texts, compressed whole once two views share one;
 * - the view of a list of fragments the app remembered, by the list itself, compressed whole
 *   once seen again.
 */
import { constants, inflateRawSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import type { VisitorFragments } from "#server/platform/edge-contract";
import type { SlotName } from "#server/platform/visitor-slots";
import type { KeptShell } from "./page-store.ts";
import { deflatePiece, joinPieces, storedPiece, type DeflatedPiece } from "./stitched-gzip.ts";

/** Memory for the compressed fragments remembered (the texts are their keys): 1 MiB, as the app's fragments (visitor-fragments.server.tsx says why). */
export const FRAGMENT_PIECES_MAX_BYTES = 1024 * 1024;
/** Memory for the views remembered by the app's remembered lists (decision 0031): a few dozen pages' worth. */
export const REMEMBERED_VIEWS_MAX_BYTES = 1024 * 1024;
/** Memory for the shared spans of pages remembered by their texts (`spans`): a few dozen pages' grids of hearts. */
export const SHARED_SPANS_MAX_BYTES = 1024 * 1024;

/** Slots whose fragment is this visitor's alone: never remembered by its text. (A form's token comes as a part of its own.) */
const OWN: ReadonlySet<SlotName> = new Set(["data", "flash", "cart-token"]);
/** Slots whose fragment differs from one shopper to the next (their own, their counts): a shared span of the page ends at each. */
const PER_SHOPPER: ReadonlySet<SlotName> = new Set([...OWN, "visitor-links"]);
/** Below this a fragment is sent stored: compressing it costs more than the bytes it saves. */
const STORE_BELOW = 256;
const FRAGMENT_LEVEL = 6;

/** A view's deflate stream: compressed runs, with `null` where a one-time value of the view goes. */
export type ViewPieces = Array<DeflatedPiece | null>;
type RememberedView = { shell: KeptShell; runs: ViewPieces; well: boolean };
type RememberedSpan = { piece: DeflatedPiece; well: boolean };
/** A remembered view's runs compressed whole: as a kept page's second gzip (page-store.ts), off the request's path. */
const WELL_LEVEL = 9;

/** Shared fragments compressed once, by their text; a visitor's own compressed for this view. */
function createFragmentPieces() {
  const pieces = new LRUCache<string, DeflatedPiece>({
    maxSize: FRAGMENT_PIECES_MAX_BYTES,
    sizeCalculation: (piece, text) => 2 * text.length + piece.bytes.buffer.byteLength + 64,
  });
  function pieceOf(text: string, own: boolean): DeflatedPiece {
    if (!own) {
      const known = pieces.get(text);
      if (known) return known;
    }
    const bytes = Buffer.from(text, "utf8");
    const piece =
      bytes.length < STORE_BELOW
        ? storedPiece(bytes)
        : deflatePiece(bytes, { level: own ? 1 : FRAGMENT_LEVEL, last: false });
    if (!own) pieces.set(text, piece);
    return piece;
  }

  return pieceOf;
}

/** Shared spans, by their key (`viewPieces`). */
function createSharedSpans() {
  /**
   * A page's shared spans: a shell's text from one per-shopper slot (or one-time value) to the
   * next, with the shared fragments in it (a grid's hearts, the footer's links), by the shell's
   * version, where the span starts and ends, and the fragments' texts: most signed-in shoppers
   * see the same hearts on a page (none of theirs). Compressed whole once seen again, so that a
   * shopper's first view of a page weighs about what a guest's does.
   */
  const spans = new LRUCache<string, RememberedSpan>({
    maxSize: SHARED_SPANS_MAX_BYTES,
    sizeCalculation: ({ piece }, key) => 2 * key.length + piece.bytes.length + 64,
  });

  function spanOf(key: string, span: DeflatedPiece[], last: boolean): DeflatedPiece {
    const known = spans.get(key);
    if (known) {
      remadeWholeLater(spans, key, known, ({ piece }) => ({ piece: wholeAgain(piece, last), well: true }));
      return known.piece;
    }
    const piece = joinPieces(span);
    spans.set(key, { piece, well: false });
    return piece;
  }

  return spanOf;
}

/** Views of remembered lists, by the list. */
function createRememberedViews() {
  /**
   * A remembered list's view of the shell it was made for (by the list itself: the same array,
   * the same text): its runs joined, and compressed again as wholes once the view is asked for
   * again (`well`), so that they share their history as a guest's page does.
   */
  const views = new LRUCache<VisitorFragments["fragments"], RememberedView>({
    maxSize: REMEMBERED_VIEWS_MAX_BYTES,
    sizeCalculation: ({ runs }) => runs.reduce((size, run) => size + (run ? run.bytes.length + 64 : 8), 64),
  });

  /** A remembered view with each run's text compressed whole. */
  const wellCompressed = (view: RememberedView): RememberedView => ({
    ...view,
    runs: view.runs.map((run, index) => (run ? wholeAgain(run, index === view.runs.length - 1) : null)),
  });

  return {
    /** The runs remembered for this list and shell, or undefined. */
    get(fragments: VisitorFragments["fragments"], shell: KeptShell): ViewPieces | undefined {
      const known = views.get(fragments);
      if (known?.shell !== shell) return undefined;
      remadeWholeLater(views, fragments, known, wellCompressed);
      return known.runs;
    },
    set: (fragments: VisitorFragments["fragments"], shell: KeptShell, runs: ViewPieces) =>
      views.set(fragments, { shell, runs, well: false }),
  };
}

/** A stitched view's pieces: `piecesOfView`, with what it remembers. */
export function createViewPieces() {
  const pieceOf = createFragmentPieces();
  const spanOf = createSharedSpans();
  const views = createRememberedViews();

  /**
   * The shell's pieces with the fragments' between them; a fragment's odd parts (its one-time
   * values) as holes. Between per-shopper slots and holes, the shell's pieces and the shared
   * fragments' are one shared span (`spans`).
   */
  function viewPieces(shell: KeptShell, fragments: VisitorFragments["fragments"]): ViewPieces {
    const body: ViewPieces = [];
    let span: DeflatedPiece[] = [];
    // Where the span starts (slot and part), and its fragments' texts, each after its length: its key, unambiguous.
    let key = `${shell.version} 0.0`;
    let hasText = false;
    const endSpan = (at: string, last: boolean) => {
      if (span.length > 0)
        body.push(hasText ? spanOf(`${key} ${at}`, span, last) : span.length === 1 ? span[0]! : joinPieces(span));
      span = [];
      key = `${shell.version} ${at}`;
      hasText = false;
    };
    shell.slots.forEach((slot, index) => {
      span.push(shell.pieces[index]!);
      const fragment = fragments[index]!;
      const parts = typeof fragment === "string" ? [fragment] : fragment;
      if (PER_SHOPPER.has(slot.name)) {
        endSpan(`${index}.0`, false);
        parts.forEach((part, at) => body.push(at % 2 === 1 ? null : pieceOf(part, OWN.has(slot.name))));
        key = `${shell.version} ${index + 1}.0`;
        return;
      }
      parts.forEach((part, at) => {
        if (at % 2 === 1) {
          endSpan(`${index}.${at}`, false);
          body.push(null);
          return;
        }
        span.push(pieceOf(part, false));
        key += ` ${part.length}:${part}`;
        hasText = true;
      });
    });
    span.push(shell.pieces[shell.slots.length]!);
    endSpan("end", true);
    return body;
  }

  /** The view's pieces, from the views remembered when the list is the app's remembered one. */
  function piecesOfView(shell: KeptShell, stitched: VisitorFragments): ViewPieces {
    if (!stitched.remembered) return viewPieces(shell, stitched.fragments);
    const known = views.get(stitched.fragments, shell);
    if (known) return known;
    const runs = joinRuns(viewPieces(shell, stitched.fragments));
    views.set(stitched.fragments, shell, runs);
    return runs;
  }

  return { piecesOfView };
}

/**
 * Once per remembered entry, off the request's path (a run compressed whole costs about a
 * millisecond): `entry` replaced by `remake(entry)` if the cache still holds it.
 */
function remadeWholeLater<K extends object | string, V extends { well: boolean }>(
  cache: LRUCache<K, V>,
  key: K,
  entry: V,
  remake: (entry: V) => V,
) {
  if (entry.well) return;
  entry.well = true;
  setImmediate(() => {
    if (cache.peek(key) === entry) cache.set(key, remake(entry));
  });
}

/** A run of pieces (of one stream, the last perhaps ending it) compressed again as one: its text shares its history. */
function wholeAgain(run: DeflatedPiece, last: boolean): DeflatedPiece {
  const text = inflateRawSync(run.bytes, { finishFlush: constants.Z_SYNC_FLUSH });
  return deflatePiece(text, { level: WELL_LEVEL, last });
}

/** Pieces with consecutive ones joined into one (holes kept): a remembered view's runs. */
function joinRuns(body: ViewPieces): ViewPieces {
  const runs: ViewPieces = [];
  let run: DeflatedPiece[] = [];
  for (const piece of [...body, null]) {
    if (piece) {
      run.push(piece);
      continue;
    }
    if (run.length > 0) runs.push(joinPieces(run));
    run = [];
    runs.push(piece);
  }
  runs.pop();
  return runs;
}
