/**
 * After `remix build`, two checks of what the browser downloads:
 *
 * 1. No server-only code in the browser bundle. Remix blanks `*.server` modules only inside
 *    app/; server/ sits outside it, so a component (or any module-scope call in a route)
 *    importing a runtime value from a server/*.server module would ship config, cookies and
 *    upstream calls to the browser. Loaders and actions are plain function exports, which the
 *    compiler drops from the client build with their imports. Nor zod and the upstream
 *    contract: they are server-side validation, and 17 KiB gzipped on every page.
 * 2. The JavaScript budget (docs/decisions/0009-js-budget.md): a page's JavaScript is the whole
 *    chain the Remix manifest names for it (entry, root, every parent route, the route, and
 *    all their shared chunks), as the server sends it: compressed once at build time
 *    (scripts/precompress-assets.ts). The budget is on the gzip copy; brotli is printed beside
 *    it. Any route over its budget fails the check.
 *
 * `routeBundles` is exported for `npm run bench`, which prints the same figures.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The folder holding `public/build` (STOREFRONT_BUILD_DIR: see remix.config.js). */
export const BUILD_DIR = path.resolve(import.meta.dirname, "..", process.env.STOREFRONT_BUILD_DIR ?? "");

/** 1 KB = 1024 bytes, of the gzip copy the server sends (zopfli, written at build time). */
export const KB = 1024;
/**
 * The goal for every page, shared chunks included (the React/Remix chunk alone is 77.8 KB),
 * and the budget of any route not named below (resource routes, new pages).
 */
export const DEFAULT_JS_BUDGET = 90 * KB;
/** Pages in the shop layout (header, footer, cart badge) without a budget below: 87.7–92.0 KB today. */
const SHOP_LAYOUT_BUDGET = 92.5 * KB;
/**
 * Today's size plus under 1 KB, where a page is over the shop layout's budget: a form (conform,
 * 9 KB), the home page's sections. zod (14 KB), conform or keen-slider (loaded after hydration,
 * by the home slider only) reaching another page, or a page's first scripts, fails the check.
 * Lower these as pages get lighter; docs/decisions/0009-js-budget.md.
 */
export const JS_BUDGETS: Readonly<Record<string, number>> = {
  "routes/_shop.profile.contactus": 103 * KB,
  "routes/_shop.check-out": 102.5 * KB,
  "routes/_shop.profile._index": 102 * KB,
  "routes/_shop.profile.editAddress.$id": 101.5 * KB,
  "routes/_shop.profile.createAddress": 101.5 * KB,
  "routes/_shop.forget-password": 100 * KB,
  "routes/_shop._index": 94.5 * KB,
  // A guest's product page: the review form (conform) loads only for a signed-in shopper, +10.6 KB.
  "routes/_shop.single-product.$id": 97.5 * KB,
  "routes/_shop.category.$id": 95 * KB,
  "routes/_auth.register": 95 * KB,
  "routes/_auth.login": 94 * KB,
};

/** A route's JavaScript budget in bytes. */
export function jsBudget(routeId: string): number {
  return JS_BUDGETS[routeId] ?? (routeId.startsWith("routes/_shop.") ? SHOP_LAYOUT_BUDGET : DEFAULT_JS_BUDGET);
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
  /** The route id, `routes/_shop.cart`. */
  route: string;
  /** The URL pattern it answers, `/cart`. */
  path: string;
  /** Gzipped bytes of all JavaScript the page loads. */
  js: number;
  /** The same JavaScript in brotli, what a browser that accepts it receives. */
  jsBrotli: number;
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
      return {
        route,
        path: urlPath(manifest, chain),
        js: sum(js),
        jsBrotli: sum(js, (file) => file.brotli),
        css: sum(css),
        budget: jsBudget(route),
        files: [...js, ...css],
      };
    })
    .sort((a, b) => b.js - a.js || a.route.localeCompare(b.route));
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** One line per route: path, JS gzipped and in brotli, CSS gzipped, the budget. */
export function bundleTable(bundles: RouteBundle[]): string {
  const width = Math.max(...bundles.map((bundle) => bundle.path.length), 4);
  const lines = bundles.map(
    (b) =>
      `${b.path.padEnd(width)}  ${kb(b.js).padStart(9)}  ${kb(b.jsBrotli).padStart(9)}  ${kb(b.css).padStart(8)}  ${kb(b.budget).padStart(8)}${b.js > b.budget ? "  OVER" : ""}`,
  );
  return [
    `${"page".padEnd(width)}  ${"JS gz".padStart(9)}  ${"JS br".padStart(9)}  ${"CSS gz".padStart(8)}  ${"budget".padStart(8)}`,
    ...lines,
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
      "Import runtime values into components only from zod-free modules without .server (server/constants.ts), and keep loaders/actions plain function exports.",
    );
    process.exit(1);
  }
  const bundles = routeBundles(BUILD_DIR);
  console.log(bundleTable(bundles));
  const over = overBudget(bundles);
  if (over.length > 0) {
    console.error(`JavaScript over budget (docs/decisions/0009-js-budget.md):\n${over.join("\n")}`);
    process.exit(1);
  }
  console.log(`client bundle: no server-only code, every page within its JavaScript budget`);
}
