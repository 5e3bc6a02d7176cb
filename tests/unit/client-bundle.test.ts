import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compressAsset, precompressAssets } from "../../scripts/precompress-assets";
import {
  bundleLeaks,
  bundleTable,
  DEFAULT_JS_BUDGET,
  foreignInFramework,
  jsBudget,
  KB,
  loweredCeilings,
  OWN_JS_TOLERANCE,
  overBudget,
  overOwnCeiling,
  readOwnJsCeilings,
  routeBundles,
  type Metafile,
  type RemixManifest,
} from "../../scripts/check-client-bundle";

/**
 * The budget check of `npm run check:bundle` on a fake build: a manifest and its files, one
 * page small, one over the budget through a chunk only it imports.
 */
let buildDir: string;
const files: Record<string, string> = {
  "/build/entry.client-A.js": 'import"/build/_shared/chunk-react.js";',
  "/build/_shared/chunk-react.js": "export const react = 1;".repeat(200),
  "/build/root-A.js": 'const css = "/build/_assets/tailwind-A.css";',
  "/build/routes/(ar)._shop-A.js": "export const layout = 1;",
  "/build/routes/(ar)._shop.small-A.js": "export default 1;",
  "/build/routes/(ar)._shop.big-A.js": 'import"/build/_shared/chunk-heavy.js";',
  // Incompressible: over the shop layout budget (92.5 KB) gzipped (base64 of random bytes: 6 bits a byte).
  "/build/_shared/chunk-heavy.js": `export const heavy = "${randomBytes(100 * KB).toString("base64")}";`,
  "/build/_assets/tailwind-A.css": "body{color:red}".repeat(100),
  "/build/_assets/slider-A.css": ".slider{display:flex}",
};
const manifest: RemixManifest = {
  entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/chunk-react.js"] },
  routes: {
    root: { id: "root", path: "", module: "/build/root-A.js" },
    "routes/(ar)._shop": { id: "routes/(ar)._shop", parentId: "root", module: "/build/routes/(ar)._shop-A.js" },
    "routes/(ar)._shop.small": {
      id: "routes/(ar)._shop.small",
      parentId: "routes/(ar)._shop",
      path: "small",
      module: "/build/routes/(ar)._shop.small-A.js",
      css: ["/build/_assets/slider-A.css"],
    },
    "routes/(ar)._shop.big": {
      id: "routes/(ar)._shop.big",
      parentId: "routes/(ar)._shop",
      path: "big",
      module: "/build/routes/(ar)._shop.big-A.js",
      imports: ["/build/_shared/chunk-heavy.js"],
    },
  },
};
/** The sizes the server sends: the copies written at build time, or the file itself where a copy would be bigger. */
const copies = new Map<string, { gz: number; br: number }>();
const gz = (url: string) => copies.get(url)!.gz;
const br = (url: string) => copies.get(url)!.br;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), "bundle-check-"));
  for (const [url, text] of Object.entries(files)) {
    const file = path.join(buildDir, "public", url);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    const bytes = Buffer.from(text);
    const { gz, br } = await compressAsset(bytes);
    copies.set(url, { gz: Math.min(gz.length, bytes.length), br: Math.min(br.length, bytes.length) });
  }
  writeFileSync(
    path.join(buildDir, "public", "build", "manifest-A.js"),
    `window.__remixManifest=${JSON.stringify(manifest)};`,
  );
  await precompressAssets(path.join(buildDir, "public", "build"));
});
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("routeBundles", () => {
  it("counts a page's whole chain once each: entry, root, layouts, the route and their chunks", () => {
    const small = routeBundles(buildDir).find((bundle) => bundle.route === "routes/(ar)._shop.small")!;
    const js = [
      "/build/entry.client-A.js",
      "/build/_shared/chunk-react.js",
      "/build/root-A.js",
      "/build/routes/(ar)._shop-A.js",
      "/build/routes/(ar)._shop.small-A.js",
    ];
    expect(small.path).toBe("/small");
    expect(small.js).toBe(js.reduce((sum, url) => sum + gz(url), 0));
    expect(small.jsBrotli).toBe(js.reduce((sum, url) => sum + br(url), 0));
    // The stylesheet the root links (its URL is in the root's chunk) and the route's own CSS.
    expect(small.css).toBe(gz("/build/_assets/tailwind-A.css") + gz("/build/_assets/slider-A.css"));
    expect(small.files).not.toContain("/build/_shared/chunk-heavy.js");
  });

  it("lists leaf routes only, heaviest first", () => {
    expect(routeBundles(buildDir).map((bundle) => bundle.route)).toEqual([
      "routes/(ar)._shop.big",
      "routes/(ar)._shop.small",
    ]);
  });
});

describe("the budget", () => {
  it("fails a page over its budget and passes the others", () => {
    const bundles = routeBundles(buildDir);
    expect(overBudget(bundles)).toEqual([
      expect.stringMatching(/^routes\/\(ar\)\._shop\.big \(\/big\): \d+\.\d KB of JavaScript, budget 96\.0 KB$/),
    ]);
    expect(bundleTable(bundles)).toMatch(/\/big .* OVER\n\/small /);
  });

  it("is 90 KB for a route outside the shop layout, and a named page's own elsewhere", () => {
    expect(jsBudget("routes/healthz")).toBe(DEFAULT_JS_BUDGET);
    expect(DEFAULT_JS_BUDGET).toBe(90 * 1024);
    expect(jsBudget("routes/(ar)._shop.single-product.$id")).toBeGreaterThan(jsBudget("routes/(ar)._shop.about-us"));
  });
});

describe("bundleLeaks", () => {
  it("finds zod and server-only strings in the browser build", () => {
    expect(bundleLeaks(buildDir)).toEqual([]);
    const leak = path.join(buildDir, "public", "build", "_shared", "chunk-leak.js");
    writeFileSync(leak, 'var m={ZodFirstPartyTypeKind:1};fetch("/api/tenants/lookup/")');
    try {
      expect(bundleLeaks(buildDir)).toEqual([
        "_shared/chunk-leak.js: tenants/lookup",
        "_shared/chunk-leak.js: ZodFirstPartyTypeKind",
      ]);
    } finally {
      rmSync(leak);
    }
  });
});

describe("the framework's part and our own code", () => {
  const bundle = (route: string) => routeBundles(buildDir).find((candidate) => candidate.route === route)!;

  it("splits a page into the chunks the entry imports, the framework's, and the rest, ours", () => {
    const own = [
      "/build/entry.client-A.js",
      "/build/root-A.js",
      "/build/routes/(ar)._shop-A.js",
      "/build/routes/(ar)._shop.small-A.js",
    ];
    const small = bundle("routes/(ar)._shop.small");
    expect(small.frameworkJs).toBe(gz("/build/_shared/chunk-react.js"));
    expect(small.frameworkBrotli).toBe(br("/build/_shared/chunk-react.js"));
    expect(small.ownJs).toBe(own.reduce((sum, url) => sum + gz(url), 0));
    expect(small.ownBrotli).toBe(own.reduce((sum, url) => sum + br(url), 0));
    expect(small.frameworkJs + small.ownJs).toBe(small.js);
    expect(small.frameworkBrotli + small.ownBrotli).toBe(small.jsBrotli);
    // The same framework on every page; a chunk only one page imports is that page's own code.
    const big = bundle("routes/(ar)._shop.big");
    expect(big.frameworkJs).toBe(small.frameworkJs);
    expect(big.ownJs - small.ownJs).toBe(
      gz("/build/routes/(ar)._shop.big-A.js") +
        gz("/build/_shared/chunk-heavy.js") -
        gz("/build/routes/(ar)._shop.small-A.js"),
    );
  });

  /** esbuild's metafile of the fake build: outputs named as the build names them, from the project's folder. */
  const metafile = (reactInputs: string[]): Metafile => ({
    outputs: {
      "public/build/entry.client-A.js": { inputs: { "app/entry.client.tsx": {} } },
      "public/build/_shared/chunk-react.js": { inputs: Object.fromEntries(reactInputs.map((input) => [input, {}])) },
    },
  });
  const REACT = ["node_modules/react/cjs/react.production.min.js", "node_modules/@remix-run/react/dist/esm/browser.js"];

  it("holds the framework's files to the framework's packages", () => {
    expect(foreignInFramework(manifest, metafile(REACT))).toEqual([]);
    expect(
      foreignInFramework(manifest, metafile([...REACT, "app/components/Header.tsx", "node_modules/zod/index.js"])),
    ).toEqual([
      "/build/_shared/chunk-react.js: app/components/Header.tsx",
      "/build/_shared/chunk-react.js: node_modules/zod/index.js",
    ]);
    expect(foreignInFramework(manifest, { outputs: {} })).toEqual([
      "/build/_shared/chunk-react.js: not in the metafile (of another build?)",
    ]);
    expect(foreignInFramework({ ...manifest, entry: { module: "/build/entry.client-A.js" } }, metafile(REACT))).toEqual(
      ["/build/entry.client-A.js imports no chunk: no framework part to tell apart"],
    );
  });

  it("fails a page whose own code grew past its ceiling by more than the tolerance, or has none", () => {
    const bundles = routeBundles(buildDir);
    const today = Object.fromEntries(bundles.map((b) => [b.route, b.ownJs]));
    const small = today["routes/(ar)._shop.small"]!;
    expect(overOwnCeiling(bundles, today)).toEqual([]);
    // Compression noise passes: up to OWN_JS_TOLERANCE bytes over.
    expect(overOwnCeiling(bundles, { ...today, "routes/(ar)._shop.small": small - OWN_JS_TOLERANCE })).toEqual([]);
    expect(overOwnCeiling(bundles, { ...today, "routes/(ar)._shop.small": small - OWN_JS_TOLERANCE - 1 })).toEqual([
      `routes/(ar)._shop.small (/small): ${small} bytes of our own code, ceiling ${small - OWN_JS_TOLERANCE - 1} (+64)`,
    ]);
    expect(
      overOwnCeiling(bundles, {
        "routes/(ar)._shop.big": today["routes/(ar)._shop.big"]!,
        "routes/(ar)._shop.gone": 1,
      }),
    ).toEqual([
      `routes/(ar)._shop.small (/small): no ceiling for its own code (${small} bytes): npm run check:bundle -- --lower-ceilings adds it`,
      "routes/(ar)._shop.gone: a ceiling for a route the build does not have",
    ]);
    const table = bundleTable(bundles, { ...today, "routes/(ar)._shop.small": small - OWN_JS_TOLERANCE - 1 });
    expect(table).toMatch(/\n\/small .* OVER own max\n/);
    expect(table).not.toMatch(/\/big .* own max\n/);
    expect(bundleTable(bundles, {})).toMatch(/\/big .* OVER {2}NO own max\n\/small .* NO own max\n/);
  });

  it("lowers ceilings to today's own code, never raises one", () => {
    const bundles = routeBundles(buildDir);
    const small = bundle("routes/(ar)._shop.small").ownJs;
    const big = bundle("routes/(ar)._shop.big").ownJs;
    expect(loweredCeilings(bundles, { "routes/(ar)._shop.small": small + 500, "routes/(ar)._shop.gone": 1 })).toEqual({
      "routes/(ar)._shop.big": big,
      "routes/(ar)._shop.small": small,
    });
    expect(loweredCeilings(bundles, { "routes/(ar)._shop.small": small - 500, "routes/(ar)._shop.big": big })).toEqual({
      "routes/(ar)._shop.big": big,
      "routes/(ar)._shop.small": small - 500,
    });
  });

  it("keeps a ceiling for each page in the checked-in table, in whole bytes", () => {
    const ceilings = readOwnJsCeilings();
    expect(Object.keys(ceilings)).toContain("routes/(ar)._shop._index");
    expect(Object.values(ceilings).every((bytes) => Number.isInteger(bytes) && bytes > 0)).toBe(true);
    // The shop's pages cost at least its layout's own code, at most a form page's.
    expect(ceilings["routes/(ar)._shop.$"]).toBeLessThan(ceilings["routes/(ar)._shop.profile.contactus"]!);
  });
});
