/**
 * The HTTP edge as the storefront runs it: server/edge/main.ts and the server/ modules it imports
 * in one JavaScript file, build/edge/main.js (packages stay imports from node_modules). A process
 * that imports one TypeScript file keeps Node's type stripper (swc, in WebAssembly) loaded for
 * its whole life: 11 MiB of the storefront's memory after the soak (decision 0032). `npm run
 * build` (scripts/finish-build.ts) and scripts/stack.ts make it; `npm run dev` runs the source.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Two folders below the checkout, as server/edge/main.ts is: the edge finds the checkout from it. */
export const EDGE_BUNDLE = path.join(ROOT, "build", "edge", "main.js");

/** Writes build/edge/main.js whole (a new file renamed over the old: a starting edge never reads half of one). */
export async function bundleEdge(): Promise<void> {
  const result = await build({
    entryPoints: [path.join(ROOT, "server", "edge", "main.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    outfile: EDGE_BUNDLE,
    write: false,
    logLevel: "warning",
  });
  mkdirSync(path.dirname(EDGE_BUNDLE), { recursive: true });
  const partial = `${EDGE_BUNDLE}.${process.pid}.partial`;
  writeFileSync(partial, result.outputFiles[0]!.contents);
  renameSync(partial, EDGE_BUNDLE);
}
