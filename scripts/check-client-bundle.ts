/**
 * After `remix build`, two checks of what the browser downloads:
 *
 * 1. No server-only code in the browser bundle. Remix blanks `*.server` modules only inside
 *    app/; nothing blanks server/ (docs/decisions/0027), so a component (or any module-scope
 *    call in a route) importing a runtime value from a server/ module would ship config,
 *    cookies and upstream calls to the browser. Loaders and actions are plain function exports, which the
 *    compiler drops from the client build with their imports. Nor zod and the upstream
 *    contract: they are server-side validation, and 17 KiB gzipped on every page.
 * 2. The JavaScript budget (docs/decisions/0009-js-budget.md): a page's JavaScript is the whole
 *    chain the Remix manifest names for it (entry, root, every parent route, the route, and
 *    all their shared chunks), as the server sends it: compressed once at build time
 *    (scripts/precompress-assets.ts). The budget is on the gzip copy; brotli is printed beside
 *    it. Any route over its budget fails the check.
 * 3. Our own code per page may only go down (docs/decisions/0025-the-javascript-floor.md): each
 *    page's JavaScript is split into the framework's part (the chunks Remix's entry imports,
 *    checked against esbuild's metafile to hold only React, React DOM, React Router and Remix)
 *    and our own code (the rest: our modules, the entry module, the libraries we chose). A page
 *    whose own code is over its ceiling in own-js-ceilings.json (gzip, as sent) by more than
 *    OWN_JS_TOLERANCE fails the check, as does a page without one. `--lower-ceilings` writes
 *    today's sizes where they are lower (and adds new pages); a ceiling is raised only by hand,
 *    with a decision.
 *
 * `routeBundles` is exported for `npm run bench`, which prints the same figures.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  loweredCeilings,
  OWN_JS_CEILINGS_FILE,
  OWN_JS_CEILINGS_FILE_NAME,
  OWN_JS_TOLERANCE,
  overCeiling,
  overOwnCeiling,
  readOwnJsCeilings,
  type OwnJsCeilings,
} from "./own-js-ceilings.ts";

export {
  loweredCeilings,
  OWN_JS_CEILINGS_FILE,
  OWN_JS_TOLERANCE,
  overOwnCeiling,
  readOwnJsCeilings,
  type OwnJsCeilings,
};

/** The folder holding `public/build` (STOREFRONT_BUILD_DIR: see remix.config.js). */
export const BUILD_DIR = path.resolve(import.meta.dirname, "..", process.env.STOREFRONT_BUILD_DIR ?? "");

/** 1 KB = 1024 bytes, of the gzip copy the server sends (zopfli, written at build time). */
export const KB = 1024;
/**
 * The goal for every page, shared chunks included (the React/Remix chunk alone is 77.8 KB),
 * and the budget of any route not named below (resource routes, new pages).
 */
export const DEFAULT_JS_BUDGET = 90 * KB;
/** Issue 36 (decision 0028): each page's texts in both languages and the language's links, +1.4 to 3.1 KB. */
const TWO_LANGUAGES = 3.5 * KB;
/** Pages in the shop layout (header, footer, cart badge) without a budget below: 87.7–92.0 KB today. */
const SHOP_LAYOUT_BUDGET = 92.5 * KB + TWO_LANGUAGES;
/**
 * Today's size plus under 1 KB, where a page is over the shop layout's budget: a form (conform,
 * 9 KB), the home page's sections. zod (14 KB), conform or keen-slider (loaded after hydration,
 * by the home slider only) reaching another page, or a page's first scripts, fails the check.
 * Lower these as pages get lighter; docs/decisions/0009-js-budget.md.
 */
export const JS_BUDGETS: Readonly<Record<string, number>> = {
  "routes/(ar)._shop.profile.contactus": 103 * KB + TWO_LANGUAGES,
  "routes/(ar)._shop.check-out": 102.5 * KB + TWO_LANGUAGES,
  "routes/(ar)._shop.profile._index": 102 * KB + TWO_LANGUAGES,
  "routes/(ar)._shop.profile.editAddress.$id": 101.5 * KB + TWO_LANGUAGES,
  "routes/(ar)._shop.profile.createAddress": 101.5 * KB + TWO_LANGUAGES,
  "routes/(ar)._shop.forget-password": 100 * KB + TWO_LANGUAGES,
  "routes/(ar)._shop._index": 94.5 * KB + TWO_LANGUAGES,
  // A guest's product page: the review form (conform) loads only for a signed-in shopper, +10.6 KB.
  "routes/(ar)._shop.single-product.$id": 97.5 * KB + TWO_LANGUAGES,
  "routes/(ar)._shop.category.$id": 95 * KB + TWO_LANGUAGES,
  "routes/(ar)._auth.register": 95 * KB + TWO_LANGUAGES,
  "routes/(ar)._auth.login": 94 * KB + TWO_LANGUAGES,
};

/** A route's JavaScript budget in bytes. */
export function jsBudget(routeId: string): number {
  return JS_BUDGETS[routeId] ?? (routeId.startsWith("routes/(ar)._shop.") ? SHOP_LAYOUT_BUDGET : DEFAULT_JS_BUDGET);
}

/** Strings only server modules contain, and markers of zod and the upstream contract. */
const SERVER_MARKERS = [
  "tenants/lookup",
  "users/api/token",
  "__session",
  "__cart",
  "dev-only-session-secret",
  "COMMERCE_API_URL",
  "Invalid configuration",
  "upstream answered",
];
const VALIDATION_MARKERS = ["ZodFirstPartyTypeKind", "Expected a decimal"];

/** The parts of `window.__remixManifest` this check reads. */
export type RemixManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<
    string,
    {
      id: string;
      parentId?: string;
      path?: string;
      index?: boolean;
      module: string;
      imports?: string[];
      css?: string[];
    }
  >;
};

export type RouteBundle = {
  /** The route id, `routes/(ar)._shop.cart`. */
  route: string;
  /** The URL pattern it answers, `/cart`. */
  path: string;
  /** Gzipped bytes of all JavaScript the page loads. */
  js: number;
  /** The same JavaScript in brotli, what a browser that accepts it receives. */
  jsBrotli: number;
  /** Of `js` and `jsBrotli`: the framework's files (frameworkFiles), the same on every page. */
  frameworkJs: number;
  frameworkBrotli: number;
  /** Of `js` and `jsBrotli`: the rest, our own code. */
  ownJs: number;
  ownBrotli: number;
  /** Gzipped bytes of all stylesheets the chain's modules link or import. */
  css: number;
  budget: number;
  /** Public URLs of the files counted, JavaScript and CSS. */
  files: string[];
};

/** Reads `public/build/manifest-*.js` of a build (buildDir: the folder holding `public/`). */
export function readManifest(buildDir: string): RemixManifest {
  const assets = path.join(buildDir, "public", "build");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no Remix manifest in ${assets}: run npm run build first`);
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as RemixManifest;
}

/**
 * The framework's files: the shared chunks Remix's entry module imports (the manifest's
 * `entry.imports`), which every page loads before the root. esbuild puts there the modules the
 * entry shares with the routes: React, React DOM, React Router, Remix, and its own module
 * helpers. The entry module itself is app/entry.client.tsx: our code. foreignInFramework checks
 * what these files hold.
 */
export function frameworkFiles(manifest: RemixManifest): Set<string> {
  return new Set(manifest.entry.imports ?? []);
}

/**
 * The framework's npm packages: React, React DOM and its scheduler, React Router, Remix, and
 * turbo-stream (Remix's decoder of the page's data).
 */
const FRAMEWORK_PACKAGE =
  /(?:^|\/)node_modules\/(?:react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/[\w-]+|turbo-stream)\//;

/** The part of esbuild's metafile this check reads: each output file's input modules. */
export type Metafile = { outputs: Record<string, { inputs: Record<string, unknown> }> };

/** The metafile of the browser build, which `remix build` writes beside the server build. */
export function readMetafile(buildDir: string): Metafile {
  const file = path.join(buildDir, "build", "metafile.js.json");
  if (!existsSync(file)) throw new Error(`no ${file}: run npm run build first`);
  return JSON.parse(readFileSync(file, "utf8")) as Metafile;
}

/**
 * What keeps the framework's part from being the framework alone, one line each (none
 * expected): an input of the framework's files other than its packages, which would be counted
 * as the framework's and escape the own-code ceilings, a file the metafile does not know (a
 * metafile of another build), or no such file at all.
 */
export function foreignInFramework(manifest: RemixManifest, metafile: Metafile): string[] {
  const framework = frameworkFiles(manifest);
  if (framework.size === 0) return [`${manifest.entry.module} imports no chunk: no framework part to tell apart`];
  // Output paths are relative to where the build ran: "public/build/_shared/chunk-X.js" is "/build/_shared/chunk-X.js".
  const inputsOf = new Map(
    Object.entries(metafile.outputs).map(([output, { inputs }]) => [
      output.slice(output.lastIndexOf("public/build/") + "public".length),
      Object.keys(inputs),
    ]),
  );
  return [...framework].flatMap((url) => {
    const inputs = inputsOf.get(url);
    if (!inputs) return [`${url}: not in the metafile (of another build?)`];
    return inputs.filter((input) => !FRAMEWORK_PACKAGE.test(input)).map((input) => `${url}: ${input}`);
  });
}

/** Every route's chain from the root down, leaf routes only (a layout never renders alone). */
function leafChains(manifest: RemixManifest): string[][] {
  const parents = new Set(Object.values(manifest.routes).flatMap((route) => (route.parentId ? [route.parentId] : [])));
  return Object.values(manifest.routes)
    .filter((route) => !parents.has(route.id))
    .map((route) => {
      const chain: string[] = [];
      for (let id: string | undefined = route.id; id; id = manifest.routes[id]?.parentId) chain.unshift(id);
      return chain;
    });
}

function urlPath(manifest: RemixManifest, chain: string[]): string {
  const parts = chain.map((id) => manifest.routes[id]?.path).filter((part): part is string => Boolean(part));
  return `/${parts.join("/")}`;
}

/** Stylesheet URLs a module references: `import styles from "x.css"` compiles to the URL string. */
const CSS_URL = /"(\/build\/[^"]+\.css)"/g;

/**
 * JS and CSS per leaf route, gzipped, largest JavaScript first: the bytes the server sends for
 * each file, its `.gz` and `.br` copies written at build time (scripts/precompress-assets.ts),
 * or the file itself where it has none (a copy would have been bigger: it is sent as it is).
 */
export function routeBundles(buildDir: string, manifest: RemixManifest = readManifest(buildDir)): RouteBundle[] {
  const framework = frameworkFiles(manifest);
  const sent = new Map<string, { size: number; brotli: number; text: string }>();
  const load = (url: string) => {
    let file = sent.get(url);
    if (!file) {
      const full = path.join(buildDir, "public", url);
      const bytes = readFileSync(full);
      const copySize = (suffix: string) =>
        existsSync(`${full}${suffix}`) ? statSync(`${full}${suffix}`).size : bytes.length;
      file = { size: copySize(".gz"), brotli: copySize(".br"), text: bytes.toString("utf8") };
      sent.set(url, file);
    }
    return file;
  };
  return leafChains(manifest)
    .map((chain) => {
      const js = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
      const css = new Set<string>();
      for (const id of chain) {
        const route = manifest.routes[id]!;
        for (const url of [route.module, ...(route.imports ?? [])]) js.add(url);
        for (const url of route.css ?? []) css.add(url);
      }
      for (const url of js) for (const match of load(url).text.matchAll(CSS_URL)) css.add(match[1]!);
      const sum = (urls: Set<string>, size: (file: { size: number; brotli: number }) => number = (file) => file.size) =>
        [...urls].reduce((total, url) => total + size(load(url)), 0);
      const route = chain.at(-1)!;
      const frameworkJs = new Set([...js].filter((url) => framework.has(url)));
      const ownJs = new Set([...js].filter((url) => !framework.has(url)));
      return {
        route,
        path: urlPath(manifest, chain),
        js: sum(js),
        jsBrotli: sum(js, (file) => file.brotli),
        frameworkJs: sum(frameworkJs),
        frameworkBrotli: sum(frameworkJs, (file) => file.brotli),
        ownJs: sum(ownJs),
        ownBrotli: sum(ownJs, (file) => file.brotli),
        css: sum(css),
        budget: jsBudget(route),
        files: [...js, ...css],
      };
    })
    .sort((a, b) => b.js - a.js || a.route.localeCompare(b.route));
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * One line per route: path, JS gzipped and in brotli, the framework's part and our own code of
 * it (each gzipped and in brotli), with `ceilings` our own code's ceiling, CSS gzipped, the budget.
 */
export function bundleTable(bundles: RouteBundle[], ceilings?: OwnJsCeilings): string {
  const width = Math.max(...bundles.map((bundle) => bundle.path.length), 4);
  const columns = (cells: string[]) =>
    cells.map((cell, index) => (index ? cell.padStart(9) : cell.padEnd(width))).join("  ");
  const lines = bundles.map((b) => {
    const ceiling = ceilings?.[b.route];
    const row = columns([
      b.path,
      kb(b.js),
      kb(b.jsBrotli),
      kb(b.frameworkJs),
      kb(b.frameworkBrotli),
      kb(b.ownJs),
      kb(b.ownBrotli),
      ceilings ? (ceiling === undefined ? "none" : kb(ceiling)) : "-",
      kb(b.css),
      kb(b.budget),
    ]);
    const overOwn = ceilings && overCeiling(b, ceiling) ? `  ${ceiling === undefined ? "NO" : "OVER"} own max` : "";
    return `${row}${b.js > b.budget ? "  OVER" : ""}${overOwn}`;
  });
  return [
    columns(["page", "JS gz", "JS br", "fw gz", "fw br", "own gz", "own br", "own max", "CSS gz", "budget"]),
    ...lines,
    "fw: the framework (React, React DOM, React Router, Remix: the chunks the entry imports); own: the rest (our",
    `modules, the entry, the libraries we chose); own max: its ceiling (gzip, ${OWN_JS_CEILINGS_FILE_NAME}, +${OWN_JS_TOLERANCE} bytes)`,
  ].join("\n");
}

/** One message per route whose JavaScript is over its budget. */
export function overBudget(bundles: RouteBundle[]): string[] {
  return bundles
    .filter((b) => b.js > b.budget)
    .map((b) => `${b.route} (${b.path}): ${kb(b.js)} of JavaScript, budget ${kb(b.budget)}`);
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? jsFiles(full) : full.endsWith(".js") ? [full] : [];
  });
}

/** `file: marker` for every server-only or validation string found in the browser build. */
export function bundleLeaks(buildDir: string): string[] {
  const assets = path.join(buildDir, "public", "build");
  return jsFiles(assets).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...SERVER_MARKERS, ...VALIDATION_MARKERS]
      .filter((marker) => text.includes(marker))
      .map((marker) => `${path.relative(assets, file)}: ${marker}`);
  });
}

if (import.meta.main) {
  const leaks = bundleLeaks(BUILD_DIR);
  if (leaks.length > 0) {
    console.error(
      `Server-only code (or zod, or the upstream contract) reached the browser bundle:\n${leaks.join("\n")}`,
    );
    console.error(
      "Import runtime values into components only from zod-free server/ modules (server/upstream/constants.ts), and keep loaders/actions plain function exports.",
    );
    process.exit(1);
  }
  const manifest = readManifest(BUILD_DIR);
  const foreign = foreignInFramework(manifest, readMetafile(BUILD_DIR));
  if (foreign.length > 0) {
    console.error(`The framework's part cannot be told apart from our own code:\n${foreign.join("\n")}`);
    process.exit(1);
  }
  const bundles = routeBundles(BUILD_DIR, manifest);
  let ceilings = readOwnJsCeilings();
  if (process.argv.includes("--lower-ceilings")) {
    ceilings = loweredCeilings(bundles, ceilings);
    writeFileSync(OWN_JS_CEILINGS_FILE, `${JSON.stringify(ceilings, null, 2)}\n`);
    console.log(`${OWN_JS_CEILINGS_FILE} written: no ceiling raised`);
  }
  console.log(bundleTable(bundles, ceilings));
  const over = overBudget(bundles);
  if (over.length > 0) {
    console.error(`JavaScript over budget (docs/decisions/0009-js-budget.md):\n${over.join("\n")}`);
    process.exit(1);
  }
  const overOwn = overOwnCeiling(bundles, ceilings);
  if (overOwn.length > 0) {
    console.error(
      `Our own code over its ceiling (docs/decisions/0025-the-javascript-floor.md: it may only go down):\n${overOwn.join("\n")}`,
    );
    process.exit(1);
  }
  const lighter = bundles.filter((b) => b.ownJs < ceilings[b.route]! - OWN_JS_TOLERANCE).length;
  if (lighter > 0)
    console.log(`own code lighter than its ceiling on ${lighter} page(s): npm run check:bundle -- --lower-ceilings`);
  console.log(
    "client bundle: no server-only code, every page within its JavaScript budget and its own code within its ceiling",
  );
}
