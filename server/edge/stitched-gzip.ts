/**
 * gzip for stitched pages (docs/decisions/0029-visitor-slots.md) without compressing the page on
 * each view: a deflate stream may be cut into pieces compressed apart, each ending on a byte
 * boundary (a sync flush) and none but the last marking the end; their concatenation is one
 * stream. The shell's segments are compressed once when kept, a fragment once per distinct
 * text (or sent stored when it is small or the visitor's own); a view only joins them and
 * computes the gzip trailer's CRC-32 from the pieces' own (crc32Combine).
 */
import { constants, crc32, deflateRawSync } from "node:zlib";
import { ownCopy } from "#server/platform/memory";

/**
 * A piece of the page's deflate stream: its compressed bytes, and the CRC-32 and length of its
 * text; `shift`, x^(8·length) modulo the CRC's polynomial, is what joining it after other text
 * multiplies their CRC by (computed once per piece: it was most of a view's CRC work).
 */
export type DeflatedPiece = { bytes: Buffer; crc: number; length: number; shift: number };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** Compresses `text` as a piece followed by more (`last`: the end of the stream). */
export function deflatePiece(text: Buffer, options: { level: number; last: boolean }): DeflatedPiece {
  const bytes = deflateRawSync(text, {
    level: options.level,
    finishFlush: options.last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
  });
  // Pieces are kept (a shell's, a shared fragment's): in buffers of their own, not zlib's 16 KiB chunks.
  return { bytes: ownCopy(bytes), crc: crc32(text), length: text.length, shift: xToNModP(text.length, 3) };
}

/** Deflate's stored blocks hold up to this many bytes each. */
const STORED_MAX = 0xffff;

/** `text` as stored (uncompressed) deflate blocks, never the last: cheaper than compressing a few bytes. */
export function storedPiece(text: Buffer): DeflatedPiece {
  const blocks: Buffer[] = [];
  for (let from = 0; from < text.length || from === 0; from += STORED_MAX) {
    const chunk = text.subarray(from, from + STORED_MAX);
    const header = Buffer.alloc(5);
    header[0] = 0; // BFINAL 0, BTYPE 00 (stored), padded to the byte
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
    if (text.length === 0) break;
  }
  return {
    bytes: ownCopy(Buffer.concat(blocks)),
    crc: crc32(text),
    length: text.length,
    shift: xToNModP(text.length, 3),
  };
}

/**
 * CRC-32 arithmetic (zlib's crc32_combine): multiplication modulo the CRC's polynomial, and
 * x^(2^n) for each n, so that the CRC of two texts joined follows from theirs and the second
 * one's length in a few dozen steps.
 */
const POLYNOMIAL = 0xedb88320;

function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

const X_TO_2_TO_N: number[] = [0x40000000];
for (let n = 1; n < 32; n += 1) X_TO_2_TO_N.push(multiplyModP(X_TO_2_TO_N[n - 1]!, X_TO_2_TO_N[n - 1]!));

/** x^(n·2^k) modulo the polynomial. */
function xToNModP(n: number, k: number): number {
  let p = 0x80000000;
  while (n) {
    if (n & 1) p = multiplyModP(X_TO_2_TO_N[k & 31]!, p);
    n = Math.floor(n / 2);
    k += 1;
  }
  return p;
}

/** The CRC-32 of A followed by B, from A's, B's and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(xToNModP(lengthB, 3), crcA) ^ crcB) >>> 0;
}

/** The CRC-32 of A followed by a piece, from A's and the piece's (its shift made once). */
function crc32WithPiece(crcA: number, piece: DeflatedPiece): number {
  return (multiplyModP(piece.shift, crcA) ^ piece.crc) >>> 0;
}

/** The CRC-32 and length of the pieces' texts joined. */
function joinedText(pieces: readonly DeflatedPiece[]): { crc: number; length: number } {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    crc = length === 0 ? piece.crc : crc32WithPiece(crc, piece);
    length += piece.length;
  }
  return { crc, length };
}

/** Pieces of one stream as one piece: their bytes joined, the CRC and shift of their texts joined. */
export function joinPieces(pieces: readonly DeflatedPiece[]): DeflatedPiece {
  // x^(8·(a+b)) is x^(8·a) times x^(8·b); x^0 is the top bit.
  const shift = pieces.reduce((product, piece) => multiplyModP(product, piece.shift), 0x80000000);
  return { bytes: Buffer.concat(pieces.map((piece) => piece.bytes)), ...joinedText(pieces), shift };
}

/**
 * One gzip member from pieces of one deflate stream, the last of them ending it: its chunks in
 * order (the pieces' own buffers between header and trailer, not copied: a view's copy had been
 * a new 10–25 KB buffer per view, and the collector's work) and its length.
 */
export function gzipOfPieces(pieces: readonly DeflatedPiece[]): { chunks: Buffer[]; length: number } {
  const { crc, length } = joinedText(pieces);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 0x100000000, 4);
  const chunks = [GZIP_HEADER, ...pieces.map((piece) => piece.bytes), trailer];
  return { chunks, length: chunks.reduce((total, chunk) => total + chunk.length, 0) };
}
