import { randomBytes } from "node:crypto";
import { crc32, gunzipSync } from "node:zlib";
import {
  crc32Combine,
  deflatePiece,
  gzipOfPieces,
  joinPieces,
  storedPiece,
  type DeflatedPiece,
} from "#server/edge/stitched-gzip";

/** gzip made of pieces compressed apart (server/edge/stitched-gzip.ts, decision 0029). */

describe("crc32Combine", () => {
  it("gives the CRC-32 of two texts joined, from theirs and the second one's length", () => {
    for (const [a, b] of [
      [randomBytes(1), randomBytes(1)],
      [randomBytes(60_000), randomBytes(333)],
      [Buffer.from("<header>"), Buffer.alloc(0)],
      [randomBytes(7), randomBytes(70_000)],
    ] as const)
      expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
  });
});

describe("gzipOfPieces", () => {
  it("joins compressed, stored and empty pieces into one gzip member of the text joined", () => {
    const texts = [
      Buffer.from("<!DOCTYPE html><html>" + "<li class='card'>موقد تخييم</li>".repeat(400)),
      Buffer.from("<a>Cart (3)</a>"),
      Buffer.alloc(0),
      randomBytes(70_000),
      Buffer.from("</main>"),
      Buffer.from("<footer></footer></html>"),
    ];
    const pieces = [
      deflatePiece(texts[0]!, { level: 6, last: false }),
      storedPiece(texts[1]!),
      storedPiece(texts[2]!),
      storedPiece(texts[3]!),
      deflatePiece(texts[4]!, { level: 1, last: false }),
      deflatePiece(texts[5]!, { level: 9, last: true }),
    ];
    const member = (parts: DeflatedPiece[]) => {
      const { chunks, length } = gzipOfPieces(parts);
      expect(Buffer.concat(chunks).length).toBe(length);
      return Buffer.concat(chunks);
    };
    expect(gunzipSync(member(pieces))).toEqual(Buffer.concat(texts));
    // Joined in runs (a remembered view's, server/edge/stitched-page.ts), the same member.
    const runs = [joinPieces(pieces.slice(0, 3)), pieces[3]!, joinPieces(pieces.slice(4))];
    expect(member(runs)).toEqual(member(pieces));
  });
});
