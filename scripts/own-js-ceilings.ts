/**
 * Our own code per page may only go down (docs/decisions/0025): the ceilings of
 * `own-js-ceilings.json`, checked and lowered by scripts/check-client-bundle.ts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteBundle } from "./check-client-bundle.ts";

/** Route id → the most gzipped bytes of our own code its page may load (see OWN_JS_TOLERANCE). */
export type OwnJsCeilings = Readonly<Record<string, number>>;

export const OWN_JS_CEILINGS_FILE_NAME = "own-js-ceilings.json";
/** Today's own code per page, measured by this check: the table `--lower-ceilings` writes. */
export const OWN_JS_CEILINGS_FILE = path.join(import.meta.dirname, OWN_JS_CEILINGS_FILE_NAME);

/**
 * Bytes a page's own code may be over its ceiling: compression noise, not code. Chunk names
 * carry a hash of their content, so an edit anywhere renames chunks that a page's other files
 * import by name, and gzip codes each new 8-letter hash in a byte or two more or less (a page
 * loads 15-27 own files that name each other dozens of times). Measured 2026-11-28: a text of
 * app/texts.ts changed at the same length moved every page's own code by -14 to +2 bytes. Any
 * real addition (a component, a hook) is larger.
 */
export const OWN_JS_TOLERANCE = 64;

export function readOwnJsCeilings(file: string = OWN_JS_CEILINGS_FILE): OwnJsCeilings {
  return JSON.parse(readFileSync(file, "utf8")) as OwnJsCeilings;
}

export function overCeiling(bundle: RouteBundle, ceiling: number | undefined): boolean {
  return ceiling === undefined || bundle.ownJs > ceiling + OWN_JS_TOLERANCE;
}

/**
 * One message per page whose own code is over its ceiling (by more than OWN_JS_TOLERANCE) or
 * has none, and per ceiling of a route the build does not have.
 */
export function overOwnCeiling(bundles: RouteBundle[], ceilings: OwnJsCeilings): string[] {
  const routes = new Set(bundles.map((bundle) => bundle.route));
  return [
    ...bundles
      .filter((b) => overCeiling(b, ceilings[b.route]))
      .map((b) =>
        ceilings[b.route] === undefined
          ? `${b.route} (${b.path}): no ceiling for its own code (${b.ownJs} bytes): npm run check:bundle -- --lower-ceilings adds it`
          : `${b.route} (${b.path}): ${b.ownJs} bytes of our own code, ceiling ${ceilings[b.route]} (+${OWN_JS_TOLERANCE})`,
      ),
    ...Object.keys(ceilings)
      .filter((route) => !routes.has(route))
      .map((route) => `${route}: a ceiling for a route the build does not have`),
  ];
}

/**
 * The ceilings as `--lower-ceilings` writes them: each page's own code where it is below its
 * ceiling, a new page's own code, ceilings of routes gone dropped; never a ceiling raised.
 */
export function loweredCeilings(bundles: RouteBundle[], ceilings: OwnJsCeilings): Record<string, number> {
  return Object.fromEntries(
    bundles
      .map((b): [string, number] => [b.route, Math.min(b.ownJs, ceilings[b.route] ?? Infinity)])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
