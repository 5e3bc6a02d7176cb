/**
 * Answers a visitor with a session from a kept shell stitched with their fragments
 * (docs/decisions/0029-visitor-slots.md):
 * the shell's headers (its CSP holds: fragments carry no script that runs), private, gzipped from
 * pieces compressed beforehand (stitched-gzip.ts). A fragment many visitors share (a heart, the
 * header of a shopper with three lines in the cart) is compressed once and remembered by its
 * text; a visitor's own (their data, a form's one-time token) is sent stored.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants, gunzipSync, inflateRawSync } from "node:zlib";
import type { Request, Response } from "express";
import { LRUCache } from "lru-cache";
import type { VisitorFragments } from "#server/platform/edge-contract";
import { errorFields, log } from "#server/platform/log";
import type { SlotName } from "#server/platform/visitor-slots";
import { acceptedEncodings, pageKey } from "./http-cache.ts";
import type { PageCacheOptions } from "./page-cache.ts";
import type { Render } from "./page-renders.ts";
import type { KeptShell, PageEntry, PageStore } from "./page-store.ts";
import { deflatePiece, gzipOfPieces, joinPieces, storedPiece, type DeflatedPiece } from "./stitched-gzip.ts";

/** Memory for the compressed fragments remembered (the texts are their keys): 1 MiB, as the app's fragments (visitor-fragments.server.tsx says why). */
export const FRAGMENT_PIECES_MAX_BYTES = 1024 * 1024;
/** Memory for the views remembered by the app's remembered lists (decision 0031): a few dozen pages' worth. */
export const REMEMBERED_VIEWS_MAX_BYTES = 1024 * 1024;

/** Slots whose fragment is this visitor's alone: never remembered by its text. (A form's token comes as a part of its own.) */
const OWN: ReadonlySet<SlotName> = new Set(["data", "flash", "cart-token"]);
/** Below this a fragment is sent stored: compressing it costs more than the bytes it saves. */
const STORE_BELOW = 256;
const FRAGMENT_LEVEL = 6;

/** A view's deflate stream: compressed runs, with `null` where a one-time value of the view goes. */
type ViewPieces = Array<DeflatedPiece | null>;
type RememberedView = { shell: KeptShell; runs: ViewPieces; well: boolean };
/** A remembered view's runs compressed whole: as a kept page's second gzip (page-store.ts), off the request's path. */
const WELL_LEVEL = 9;

function createStitcher() {
  const pieces = new LRUCache<string, DeflatedPiece>({
    maxSize: FRAGMENT_PIECES_MAX_BYTES,
    sizeCalculation: (piece, text) => 2 * text.length + piece.bytes.buffer.byteLength + 64,
  });
  /**
   * A remembered list's view of the shell it was made for (by the list itself: the same array,
   * the same text): its runs joined, and compressed again as wholes once the view is asked for
   * again (`well`), so that they share their history as a guest's page does.
   */
  const views = new LRUCache<VisitorFragments["fragments"], RememberedView>({
    maxSize: REMEMBERED_VIEWS_MAX_BYTES,
    sizeCalculation: ({ runs }) => runs.reduce((size, run) => size + (run ? run.bytes.length + 64 : 8), 64),
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

  /** The shell's pieces with the fragments' between them; a fragment's odd parts (its one-time values) as holes. */
  function viewPieces(shell: KeptShell, fragments: VisitorFragments["fragments"]): ViewPieces {
    const body: ViewPieces = [];
    shell.slots.forEach((slot, index) => {
      body.push(shell.pieces[index]!);
      const fragment = fragments[index]!;
      const own = OWN.has(slot.name);
      if (typeof fragment === "string") body.push(pieceOf(fragment, own));
      else fragment.forEach((part, at) => body.push(at % 2 === 1 ? null : pieceOf(part, own)));
    });
    body.push(shell.pieces[shell.slots.length]!);
    return body;
  }

  /** The view's pieces, from the views remembered when the list is the app's remembered one. */
  function piecesOfView(shell: KeptShell, stitched: VisitorFragments): ViewPieces {
    if (!stitched.remembered) return viewPieces(shell, stitched.fragments);
    const known = views.get(stitched.fragments);
    if (known?.shell === shell) {
      if (!known.well) compressWell(stitched.fragments, known);
      return known.runs;
    }
    const runs = joinRuns(viewPieces(shell, stitched.fragments));
    views.set(stitched.fragments, { shell, runs, well: false });
    return runs;
  }

  /** Replaces a remembered view's runs, off the request's path, by each run's text compressed whole. */
  function compressWell(fragments: VisitorFragments["fragments"], view: RememberedView) {
    view.well = true;
    setImmediate(() => {
      if (views.peek(fragments) !== view) return;
      const last = view.runs.length - 1;
      const runs = view.runs.map((run, index) =>
        run ? deflatePiece(textOf(run), { level: WELL_LEVEL, last: index === last }) : null,
      );
      views.set(fragments, { ...view, runs });
    });
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: PageEntry,
    shell: KeptShell,
    stitched: VisitorFragments,
  ) {
    if (stitched.fragments.length !== shell.slots.length) throw new Error("one fragment per visitor slot");
    let next = 0;
    const body = piecesOfView(shell, stitched).map(
      (piece) => piece ?? storedPiece(Buffer.from(stitched.once[next++]!, "utf8")),
    );
    if (next !== stitched.once.length) throw new Error("one one-time value per stand-in");
    const gzip = gzipOfPieces(body);
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("X-Page-Cache", "stitched");
    // Appended: what ran before the cache may have set one too (the language, the visitor report).
    if (stitched.setCookie) res.appendHeader("Set-Cookie", stitched.setCookie);
    const encoded = acceptedEncodings(req.headers["accept-encoding"]).gzip;
    const chunks = encoded ? gzip.chunks : [gunzipSync(Buffer.concat(gzip.chunks))];
    if (encoded) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", encoded ? gzip.length : chunks[0]!.length);
    if (req.method === "HEAD") return void res.end();
    // Written in one turn: Node corks the socket for it, and sends headers and chunks in one writev.
    for (const chunk of chunks) res.write(chunk);
    res.end();
  }

  return { send };
}

/** A piece's text (a run's: pieces of one stream, the last perhaps ending it). */
function textOf(piece: DeflatedPiece): Buffer {
  return inflateRawSync(piece.bytes, { finishFlush: constants.Z_SYNC_FLUSH });
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

/** Where a request is for, as the edge settled it: scheme, host (and port), its URL as sent and that URL's path. */
export type PageAddress = { protocol: string; host: string; url: string; path: string };

/**
 * The page cache's answers to a document view by a visitor with a session (decision 0029): the
 * guest's page of this URL, kept as a shell, with their fragments stitched in.
 * - `answer` (Express, server/edge/page-cache.ts): renders the shell now, without their cookies,
 *   when it is not kept yet, and refreshes a stale one. False when it cannot stitch (the page is
 *   not kept: an error, a 404; their fragments cannot be made): Remix renders their page whole.
 * - `fresh` (the hit lane, hit-lane.ts): only from a fresh kept shell; undefined otherwise, and
 *   Express answers.
 */
export function stitchedAnswers(parts: {
  options: Pick<PageCacheOptions, "freshMs" | "staleMs" | "isCachedPath" | "visitorFragments">;
  store: PageStore;
  now: () => number;
  /** The render of the guest's page under `key` in flight, or a new one (also the refresh of a stale one). */
  guestRender: (req: Request, key: string) => Render;
}) {
  const { options, store, now, guestRender } = parts;
  const stitcher = createStitcher();
  const isDocumentKept = (path: string) => !path.endsWith(".data") && options.isCachedPath(path);
  /** Requests whose fragments the lane could not make: Express renders them whole without asking again. */
  const unstitchable = new WeakSet<IncomingMessage>();

  /** The visitor's fragments for the shell's slots; null when they cannot be made (their shop went away, a bug). */
  function fragmentsOf(req: IncomingMessage, address: PageAddress, shell: KeptShell) {
    return options
      .visitorFragments({
        // With its port: the app's shop lookup takes a Host as sent (normalizeHost).
        host: address.host,
        url: `${address.protocol}://${address.host}${address.url}`,
        cookie: req.headers.cookie ?? "",
        shell: shell.version,
        slots: shell.slots,
      })
      .catch((error: unknown) => {
        log.error("visitor fragments failed", {
          path: address.path.slice(0, 300),
          ...errorFields(error),
        });
        return null;
      });
  }

  async function answer(req: Request, res: Response): Promise<boolean> {
    if (unstitchable.has(req) || !isDocumentKept(req.path)) return false;
    const address = { protocol: req.protocol, host: req.publicHost, url: req.originalUrl, path: req.path };
    const key = pageKey(address.protocol, address.host, address.url, "");
    let entry = store.get(key);
    if (entry && now() - entry.storedAt >= options.freshMs + options.staleMs) {
      store.delete(key);
      entry = undefined;
    }
    // A HEAD's render would not be kept.
    if (!entry && req.method !== "GET") return false;
    if (!entry) entry = await guestRender(req, key).waiting;
    const shell = entry && store.shellOf(key, entry);
    if (!entry || !shell) return false;
    if (now() - entry.storedAt >= options.freshMs && req.method === "GET") guestRender(req, key);
    const stitched = await fragmentsOf(req, address, shell);
    if (!stitched) return false;
    stitcher.send(req, res, entry, shell, stitched);
    return true;
  }

  async function fresh(req: IncomingMessage, address: PageAddress) {
    if (!isDocumentKept(address.path)) return undefined;
    const key = pageKey(address.protocol, address.host, address.url, "");
    const entry = store.get(key);
    if (!entry || now() - entry.storedAt >= options.freshMs) return undefined;
    const shell = store.shellOf(key, entry);
    if (!shell) return undefined;
    const stitched = await fragmentsOf(req, address, shell);
    if (!stitched) return void unstitchable.add(req);
    return (res: ServerResponse) => stitcher.send(req, res, entry, shell, stitched);
  }

  return { answer, fresh };
}
