/**
 * After the scripts are minified (scripts/minify-assets.ts), before their compressed copies are
 * made (scripts/precompress-assets.ts): the scripts every page runs before it hydrates, the
 * manifest's entry and the chunks it imports (React, React DOM, React Router, Remix), start with
 * V8's explicit compile hint. Chromium (136 and later) then compiles all their functions while the
 * file streams in, on a background thread, instead of compiling each one on the main thread the
 * first time it runs. Measured on the home page: the framework chunk's evaluation went from
 * 14–35 ms to 3–8 ms of main-thread time (unthrottled), the longest task before hydration.
 * Route chunks are left as they are: most of their functions run only on a click.
 * docs/decisions/0023-scripts-after-the-first-paint.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readManifest } from "./check-client-bundle.ts";

/** Must be the file's first line (V8 reads it only there); other browsers see a comment. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** dir: the assets folder, public/build. Marks the entry and its imports; returns their public URLs. */
export function markEagerScripts(dir: string): string[] {
  const manifest = readManifest(path.resolve(dir, "..", ".."));
  const urls = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const url of urls) {
    const file = path.join(dir, "..", url);
    const code = readFileSync(file, "utf8");
    if (!code.startsWith(`${COMPILE_HINT}\n`)) writeFileSync(file, `${COMPILE_HINT}\n${code}`);
  }
  return urls;
}
