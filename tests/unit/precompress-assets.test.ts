import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { compressAsset, precompressAssets } from "../../scripts/precompress-assets";

/** The build step that writes each asset's brotli and gzip copy beside it (server/index.ts sends them). */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
  mkdirSync(path.join(dir, "_shared"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("writes a .br and a .gz beside every script and stylesheet of 1 KB or more, each decoding to the file", () => {
  const script = Buffer.from("export const shop = { name: 'Demo' };\n".repeat(200));
  const style = Buffer.from(".card{display:grid;gap:1rem}\n".repeat(100));
  writeFileSync(path.join(dir, "_shared", "chunk-A.js"), script);
  writeFileSync(path.join(dir, "tailwind-A.css"), style);
  writeFileSync(path.join(dir, "tiny-A.js"), "export default 1;");
  writeFileSync(path.join(dir, "photo.webp"), randomBytes(4096));

  const total = precompressAssets(dir);

  expect(total.files).toBe(2);
  for (const [file, bytes] of [[path.join(dir, "_shared", "chunk-A.js"), script], [path.join(dir, "tailwind-A.css"), style]] as const) {
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(bytes)).toBe(true);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(bytes)).toBe(true);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(bytes.length / 10);
  }
  // Below the threshold, or not text: sent as it is.
  expect(existsSync(path.join(dir, "tiny-A.js.br"))).toBe(false);
  expect(existsSync(path.join(dir, "photo.webp.gz"))).toBe(false);
});

it("compresses at the highest levels, and the same file always to the same bytes (the budget check measures those)", () => {
  const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => `const v${i} = ${(i * 7919) % 1000};`).join("\n"));
  const first = compressAsset(bytes);
  const again = compressAsset(bytes);
  expect(first.br.equals(again.br)).toBe(true);
  expect(first.gz.equals(again.gz)).toBe(true);
  // Level 9 and quality 11 beat what `compression` makes per request (gzip 6, brotli 4).
  expect(first.br.length).toBeLessThan(first.gz.length);
});
