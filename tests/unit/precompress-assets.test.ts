import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { compressAsset, precompressAssets } from "../../scripts/precompress-assets";

/** The build step that writes each asset's brotli and gzip copy beside it (server/edge/main.ts sends them). */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
  mkdirSync(path.join(dir, "_shared"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("writes a .br and a .gz beside every script and stylesheet they make smaller, each decoding to the file", async () => {
  const script = Buffer.from("export const shop = { name: 'Demo' };\n".repeat(200));
  const style = Buffer.from(".card{display:grid;gap:1rem}\n".repeat(100));
  // A few hundred bytes: under `compression`'s 1 KB threshold, still worth a copy.
  const small = Buffer.from(
    `export const texts = ${JSON.stringify(Array.from({ length: 12 }, (_, i) => `Message number ${i} for the shopper`))};`,
  );
  writeFileSync(path.join(dir, "_shared", "chunk-A.js"), script);
  writeFileSync(path.join(dir, "tailwind-A.css"), style);
  writeFileSync(path.join(dir, "small-A.js"), small);
  writeFileSync(path.join(dir, "tiny-A.js"), "export default 1;");
  writeFileSync(path.join(dir, "photo.webp"), randomBytes(4096));

  const total = await precompressAssets(dir);

  expect(total.files).toBe(4);
  for (const [file, bytes] of [
    [path.join(dir, "_shared", "chunk-A.js"), script],
    [path.join(dir, "tailwind-A.css"), style],
    [path.join(dir, "small-A.js"), small],
  ] as const) {
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(bytes)).toBe(true);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(bytes)).toBe(true);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(bytes.length / 2);
  }
  // A copy would be bigger than the file (the format's header), or not text: sent as it is.
  expect(existsSync(path.join(dir, "tiny-A.js.br"))).toBe(false);
  expect(existsSync(path.join(dir, "tiny-A.js.gz"))).toBe(false);
  expect(existsSync(path.join(dir, "photo.webp.gz"))).toBe(false);
  // What is sent: each copy, or the file where there is none.
  expect(total.gz).toBe(
    readFileSync(path.join(dir, "_shared", "chunk-A.js.gz")).length +
      readFileSync(path.join(dir, "tailwind-A.css.gz")).length +
      readFileSync(path.join(dir, "small-A.js.gz")).length +
      "export default 1;".length,
  );
});

it("compresses as small as each format allows, and the same file always to the same bytes (the budget check measures those)", async () => {
  const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => `const v${i} = ${(i * 7919) % 1000};`).join("\n"));
  const first = await compressAsset(bytes);
  const again = await compressAsset(bytes);
  expect(first.br.equals(again.br)).toBe(true);
  expect(first.gz.equals(again.gz)).toBe(true);
  // Zopfli's gzip, which any gzip client reads, is smaller than zlib's best level.
  expect(gunzipSync(first.gz).equals(bytes)).toBe(true);
  expect(first.gz.length).toBeLessThan(gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length);
  // Quality 11 beats what `compression` makes per request (gzip 6, brotli 4).
  expect(first.br.length).toBeLessThan(first.gz.length);
});
