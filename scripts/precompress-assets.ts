/**
 * After `remix build`: every fingerprinted asset in public/build gets a `.br` (brotli 11) and
 * a `.gz` (zopfli) beside it, which the server sends as they are (express-static-gzip in
 * server/edge/main.ts). Compressing on each request cost 5–7 ms of CPU per chunk, and the
 * `compression` middleware's brotli runs at quality 4, which made the React/Remix chunk
 * bigger than gzip (85.9 KB against 84.8); quality 11 makes it 74 KB. The files never change,
 * so they are compressed once, as small as each format allows: the gzip copies by zopfli
 * (@gfx/zopfli, WebAssembly), a gzip stream any client reads, 3 % smaller than zlib's level 9.
 * docs/decisions/0012-precompressed-assets.md.
 *
 * Run after the build by scripts/finish-build.ts (`npm run build`, and scripts/stack.ts's own build).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { constants, brotliCompressSync } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

/** What is worth compressing: text assets. */
const COMPRESSIBLE = /\.(js|css|svg|map|json)$/;

/** Zopfli's passes over each block (its default); more gain under 0.1 % for twice the time. */
const ZOPFLI_ITERATIONS = 15;

/** An asset's two encodings, exactly the bytes written beside it and sent; the same file always gives the same bytes. */
export async function compressAsset(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  return {
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz: Buffer.from(await gzipAsync(bytes, { numiterations: ZOPFLI_ITERATIONS })),
  };
}

function assetFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return assetFiles(full);
    return COMPRESSIBLE.test(name) ? [full] : [];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible asset under dir, each only where
 * it is smaller than the file: a chunk of a few hundred bytes gets a copy too (`compression`
 * would send it as it is, under its 1 KB threshold), a chunk of a hundred does not (the
 * format's header would make it bigger), and is sent as it is. Returns the bytes sent either way.
 */
export async function precompressAssets(
  dir: string,
): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const total = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of assetFiles(dir)) {
    const bytes = readFileSync(file);
    const copies = await compressAsset(bytes);
    for (const encoding of ["br", "gz"] as const) {
      const copy = copies[encoding];
      if (copy.length < bytes.length) writeFileSync(`${file}.${encoding}`, copy);
      total[encoding] += Math.min(copy.length, bytes.length);
    }
    total.files += 1;
    total.bytes += bytes.length;
  }
  return total;
}
