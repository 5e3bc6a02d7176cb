import { randomBytes } from "node:crypto";
import { crc32, gunzipSync } from "node:zlib";
import { crc32Combine, deflatePiece, deflatePieces, gzipOfPieces, storedPiece } from "#server/edge/stitched-gzip";

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
    const gzip = gzipOfPieces([
      deflatePiece(texts[0]!, { level: 6, last: false }),
      storedPiece(texts[1]!),
      storedPiece(texts[2]!),
      storedPiece(texts[3]!),
      deflatePiece(texts[4]!, { level: 1, last: false }),
      deflatePiece(texts[5]!, { level: 9, last: true }),
    ]);
    expect(gunzipSync(gzip)).toEqual(Buffer.concat(texts));
  });
});

describe("deflatePieces", () => {
  it("compresses a shell's texts as pieces of one stream that stand alone between other pieces", async () => {
    const texts = [
      Buffer.from("<!DOCTYPE html><html><head>" + "<link rel='stylesheet'>".repeat(50)),
      Buffer.from("<main>" + "<li class='card'>موقد تخييم</li>".repeat(60)),
      Buffer.alloc(0),
      Buffer.from("<li class='card'>موقد تخييم</li>".repeat(60) + "</main></html>"),
    ];
    const pieces = await deflatePieces(texts, 6);
    expect(pieces.map((piece) => piece.length)).toEqual(texts.map((text) => text.length));
    // Fragments between them: a piece referring to text before it would decode to garbage here.
    const between = [randomBytes(300), Buffer.from("<a>Cart (2)</a>"), randomBytes(5)];
    const gzip = gzipOfPieces([
      pieces[0]!,
      storedPiece(between[0]!),
      pieces[1]!,
      storedPiece(between[1]!),
      pieces[2]!,
      storedPiece(between[2]!),
      pieces[3]!,
    ]);
    expect(gunzipSync(gzip)).toEqual(
      Buffer.concat([texts[0]!, between[0]!, texts[1]!, between[1]!, texts[2]!, between[2]!, texts[3]!]),
    );
    expect(pieces[3]!.bytes.length).toBeLessThan(texts[3]!.length / 5);
  });
});
