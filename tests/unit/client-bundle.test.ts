import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compressAsset, precompressAssets } from "../../scripts/precompress-assets";
import {
  bundleLeaks,
  bundleTable,
  DEFAULT_JS_BUDGET,
  jsBudget,
  KB,
  overBudget,
  routeBundles,
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
  "/build/routes/_shop-A.js": "export const layout = 1;",
  "/build/routes/_shop.small-A.js": "export default 1;",
  "/build/routes/_shop.big-A.js": 'import"/build/_shared/chunk-heavy.js";',
  // Incompressible: over the shop layout budget (92.5 KB) gzipped (base64 of random bytes: 6 bits a byte).
  "/build/_shared/chunk-heavy.js": `export const heavy = "${randomBytes(100 * KB).toString("base64")}";`,
  "/build/_assets/tailwind-A.css": "body{color:red}".repeat(100),
  "/build/_assets/slider-A.css": ".slider{display:flex}",
};
const manifest: RemixManifest = {
  entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/chunk-react.js"] },
  routes: {
    root: { id: "root", path: "", module: "/build/root-A.js" },
    "routes/_shop": { id: "routes/_shop", parentId: "root", module: "/build/routes/_shop-A.js" },
    "routes/_shop.small": {
      id: "routes/_shop.small",
      parentId: "routes/_shop",
      path: "small",
      module: "/build/routes/_shop.small-A.js",
      css: ["/build/_assets/slider-A.css"],
    },
    "routes/_shop.big": {
      id: "routes/_shop.big",
      parentId: "routes/_shop",
      path: "big",
      module: "/build/routes/_shop.big-A.js",
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
    const small = routeBundles(buildDir).find((bundle) => bundle.route === "routes/_shop.small")!;
    const js = [
      "/build/entry.client-A.js",
      "/build/_shared/chunk-react.js",
      "/build/root-A.js",
      "/build/routes/_shop-A.js",
      "/build/routes/_shop.small-A.js",
    ];
    expect(small.path).toBe("/small");
    expect(small.js).toBe(js.reduce((sum, url) => sum + gz(url), 0));
    expect(small.jsBrotli).toBe(js.reduce((sum, url) => sum + br(url), 0));
    // The stylesheet the root links (its URL is in the root's chunk) and the route's own CSS.
    expect(small.css).toBe(gz("/build/_assets/tailwind-A.css") + gz("/build/_assets/slider-A.css"));
    expect(small.files).not.toContain("/build/_shared/chunk-heavy.js");
  });

  it("lists leaf routes only, heaviest first", () => {
    expect(routeBundles(buildDir).map((bundle) => bundle.route)).toEqual(["routes/_shop.big", "routes/_shop.small"]);
  });
});

describe("the budget", () => {
  it("fails a page over its budget and passes the others", () => {
    const bundles = routeBundles(buildDir);
    expect(overBudget(bundles)).toEqual([
      expect.stringMatching(/^routes\/_shop\.big \(\/big\): \d+\.\d KB of JavaScript, budget 92\.5 KB$/),
    ]);
    expect(bundleTable(bundles)).toMatch(/\/big .* OVER\n\/small /);
  });

  it("is 90 KB for a route outside the shop layout, and a named page's own elsewhere", () => {
    expect(jsBudget("routes/healthz")).toBe(DEFAULT_JS_BUDGET);
    expect(DEFAULT_JS_BUDGET).toBe(90 * 1024);
    expect(jsBudget("routes/_shop.single-product.$id")).toBeGreaterThan(jsBudget("routes/_shop.about-us"));
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
