/**
 * After `remix build`: every fingerprinted asset in public/build gets a `.br` (brotli 11) and
 * a `.gz` (gzip 9) beside it, which the server sends as they are (express-static-gzip in
 * server/index.ts). Compressing on each request cost 5–7 ms of CPU per chunk, and the
 * `compression` middleware's brotli runs at quality 4, which made the React/Remix chunk
 * bigger than gzip (85.9 KB against 84.8); quality 11 makes it 74 KB. The files never change,
 * so they are compressed once, at the highest levels. docs/decisions/0012-precompressed-assets.md.
 *
 * Run after the build by scripts/finish-build.ts (`npm run build`, and scripts/stack.ts's own build).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { constants, brotliCompressSync, gzipSync } from "node:zlib";

/** What is worth compressing: text assets over `compression`'s own 1 KB threshold. */
const COMPRESSIBLE = /\.(js|css|svg|map|json)$/;
const MIN_BYTES = 1024;

/** An asset's two encodings, exactly the bytes written beside it and sent. */
export function compressAsset(bytes: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gz: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  };
}

function assetFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return assetFiles(full);
    return COMPRESSIBLE.test(name) && statSync(full).size >= MIN_BYTES ? [full] : [];
  });
}

/** Writes `<file>.br` and `<file>.gz` for every compressible asset under dir; returns how many. */
export function precompressAssets(dir: string): { files: number; bytes: number; br: number; gz: number } {
  const total = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of assetFiles(dir)) {
    const bytes = readFileSync(file);
    const { br, gz } = compressAsset(bytes);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    total.files += 1;
    total.bytes += bytes.length;
    total.br += br.length;
    total.gz += gz.length;
  }
  return total;
}
