/**
 * After `remix build`, before the compressed copies are made (scripts/precompress-assets.ts):
 * the browser's scripts are minified once more by terser. esbuild's minifier (what Remix's
 * classic compiler uses, with no option to change it) leaves them about 3 KB gzipped larger per
 * page, and it repeats Remix's license block once per source file: 25 blocks in the framework
 * chunk. Those license comments move to `<chunk>.LICENSE.txt` beside each chunk, named in a
 * one-line banner, as webpack's terser plugin does. docs/decisions/0013-terser-after-esbuild.md.
 *
 * File names keep esbuild's content hashes: terser is deterministic, so the same sources give
 * the same bytes under the same name. The manifest is left alone (it is data, read as JSON by
 * scripts/check-client-bundle.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { minify, type MinifyOptions } from "terser";

const SCRIPT = /\.js$/;
const MANIFEST = /^manifest-[\w-]+\.js$/;
/** What the license of a bundled package looks like: `/*! … *\/`, `@license`, `@preserve`. */
const LICENSE_COMMENT = /^!|@license|@preserve/;

/** Safe options only: nothing that assumes getters are pure or that code never reads a function's name. */
const TERSER_OPTIONS: MinifyOptions = { module: true, compress: { passes: 2 }, mangle: true, ecma: 2020 };

function scriptFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return scriptFiles(full);
    return SCRIPT.test(name) && !MANIFEST.test(name) ? [full] : [];
  });
}

/** One script minified; `licenses` are its license comments, to keep in a file beside it. */
export async function minifyScript(source: string, fileName: string): Promise<{ code: string; licenses: string[] }> {
  const licenses: string[] = [];
  const result = await minify(source, {
    ...TERSER_OPTIONS,
    format: {
      comments: (_node: unknown, comment: { value: string; type: string }) => {
        if (LICENSE_COMMENT.test(comment.value))
          licenses.push(comment.type === "comment2" ? `/*${comment.value}*/` : `//${comment.value}`);
        return false;
      },
    },
  });
  if (result.code === undefined) throw new Error(`terser gave nothing for ${fileName}`);
  const banner = licenses.length > 0 ? `/*! For license information please see ${fileName}.LICENSE.txt */\n` : "";
  return { code: banner + result.code, licenses };
}

/** Minifies every script under dir in place (and writes its licenses beside it); returns the sizes. */
export async function minifyAssets(dir: string): Promise<{ files: number; before: number; after: number }> {
  const total = { files: 0, before: 0, after: 0 };
  for (const file of scriptFiles(dir)) {
    const source = readFileSync(file, "utf8");
    const { code, licenses } = await minifyScript(source, path.basename(file));
    writeFileSync(file, code);
    if (licenses.length > 0) writeFileSync(`${file}.LICENSE.txt`, `${licenses.join("\n\n")}\n`);
    total.files += 1;
    total.before += Buffer.byteLength(source);
    total.after += Buffer.byteLength(code);
  }
  return total;
}
