/**
 * Sends a kept shell stitched with one visitor's fragments (docs/decisions/0029-visitor-slots.md):
 * the shell's headers (its CSP holds: fragments carry no script that runs), private, gzipped from
 * pieces compressed beforehand (stitched-gzip.ts). A fragment many visitors share (a heart, the
 * header of a shopper with three lines in the cart) is compressed once and remembered by its
 * text; a visitor's own (their data, a form's one-time token) is sent stored.
 */
import { gunzipSync } from "node:zlib";
import type { Request, Response } from "express";
import { LRUCache } from "lru-cache";
import type { VisitorFragments } from "#server/platform/edge-contract";
import type { SlotName } from "#server/platform/visitor-slots";
import { acceptedEncodings } from "./http-cache.ts";
import type { PageEntry } from "./page-store.ts";
import { deflatePiece, gzipOfPieces, storedPiece, type DeflatedPiece } from "./stitched-gzip.ts";

/** Memory for the compressed fragments remembered (the texts are their keys). */
export const FRAGMENT_PIECES_MAX_BYTES = 4 * 1024 * 1024;

/** Slots whose fragment is this visitor's alone: never remembered. */
const OWN: ReadonlySet<SlotName> = new Set(["data", "flash", "cart-token", "review"]);
/** Below this a fragment is sent stored: compressing it costs more than the bytes it saves. */
const STORE_BELOW = 256;
const FRAGMENT_LEVEL = 6;

export function createStitcher() {
  const pieces = new LRUCache<string, DeflatedPiece>({
    maxSize: FRAGMENT_PIECES_MAX_BYTES,
    sizeCalculation: (piece, text) => 2 * text.length + piece.bytes.length + 64,
  });

  function pieceOf(name: SlotName, text: string): DeflatedPiece {
    const own = OWN.has(name);
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

  function send(req: Request, res: Response, entry: PageEntry, stitched: VisitorFragments) {
    const shell = entry.shell!;
    const body: DeflatedPiece[] = [];
    for (let index = 0; index < shell.slots.length; index += 1)
      body.push(shell.pieces[index]!, pieceOf(shell.slots[index]!.name, stitched.fragments[index]!));
    body.push(shell.pieces[shell.slots.length]!);
    const gzip = gzipOfPieces(body);
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("X-Page-Cache", "stitched");
    // Appended: what ran before the cache may have set one too (the language, the visitor report).
    if (stitched.setCookie) res.append("Set-Cookie", stitched.setCookie);
    const encoded = acceptedEncodings(req.headers["accept-encoding"]).gzip;
    const bytes = encoded ? gzip : gunzipSync(gzip);
    if (encoded) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", bytes.length);
    res.end(req.method === "HEAD" ? undefined : bytes);
  }

  return { send, stats: () => ({ pieces: pieces.size, bytes: pieces.calculatedSize }) };
}
