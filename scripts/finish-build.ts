/**
 * What `remix build` leaves to do before the assets are served: minify the browser's scripts
 * once more (scripts/minify-assets.ts), mark those every page runs before it hydrates for eager
 * compilation (scripts/compile-hints.ts), then write their brotli and gzip copies
 * (scripts/precompress-assets.ts), in that order, since the copies must be of the final bytes.
 * `npm run build` runs this file, and then bundles the HTTP edge (scripts/bundle-edge.ts);
 * scripts/stack.ts calls `finishBuild` after its own build, and bundles the edge on every start.
 */
import path from "node:path";
import { bundleEdge } from "./bundle-edge.ts";
import { kb } from "./check-client-bundle.ts";
import { markEagerScripts } from "./compile-hints.ts";
import { minifyAssets } from "./minify-assets.ts";
import { precompressAssets } from "./precompress-assets.ts";

/** dir: the assets folder, public/build. Prints one line per step. */
export async function finishBuild(dir: string): Promise<void> {
  let started = performance.now();
  const minified = await minifyAssets(dir);
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  console.log(`minified ${minified.files} scripts in ${seconds()} s: ${kb(minified.before)} → ${kb(minified.after)}`);
  console.log(`compile hint on ${markEagerScripts(dir).length} scripts every page runs before it hydrates`);
  started = performance.now();
  const total = await precompressAssets(dir);
  console.log(
    `precompressed ${total.files} assets in ${seconds()} s: ${kb(total.bytes)} → brotli ${kb(total.br)}, gzip ${kb(total.gz)}`,
  );
}

if (import.meta.main) {
  await finishBuild(path.resolve(import.meta.dirname, "..", process.env.STOREFRONT_BUILD_DIR ?? "", "public", "build"));
  await bundleEdge();
  console.log("bundled the HTTP edge: build/edge/main.js");
}
