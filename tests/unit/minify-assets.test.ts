import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { minifyAssets, minifyScript } from "../../scripts/minify-assets";

/** The build step that minifies the browser's scripts again after esbuild (scripts/minify-assets.ts). */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "minify-"));
  mkdirSync(path.join(dir, "_shared"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What esbuild writes: minified, but with a license block per bundled file kept at the end. */
const LICENSE =
  "/*! Bundled license information:\n\nreact/cjs/react.production.min.js:\n  (**\n   * @license React\n   *)\n*/";
const chunk = `var counter=function(){var total=0;return{add:function(step){total=total+step;return total}}};var unusedHelper=function(){return"never used"};export{counter as a};\n${LICENSE}\n`;

/** Imports a module's code as the browser would, to see it still does the same. */
async function load(code: string): Promise<{ a: () => { add: (step: number) => number } }> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

it("makes a script smaller that still does the same, and the same source always gives the same bytes", async () => {
  const { code } = await minifyScript(chunk, "chunk-A.js");
  const again = await minifyScript(chunk, "chunk-A.js");
  expect(again.code).toBe(code);
  expect(code.length).toBeLessThan(chunk.length - LICENSE.length);
  expect(code).not.toContain("never used");
  const counter = (await load(code)).a();
  expect([counter.add(2), counter.add(3)]).toEqual([2, 5]);
});

it("moves license comments to <file>.LICENSE.txt, named in a banner, and leaves the manifest alone", async () => {
  writeFileSync(path.join(dir, "_shared", "chunk-A.js"), chunk);
  writeFileSync(path.join(dir, "_shared", "chunk-B.js"), "export const b = 1 + 1;\n");
  const manifest = 'window.__remixManifest={"entry":{"module":"/build/entry.client-A.js"}};';
  writeFileSync(path.join(dir, "manifest-ABC123.js"), manifest);

  const total = await minifyAssets(dir);

  expect(total.files).toBe(2);
  expect(total.after).toBeLessThan(total.before);
  const code = readFileSync(path.join(dir, "_shared", "chunk-A.js"), "utf8");
  expect(code.split("\n")[0]).toBe("/*! For license information please see chunk-A.js.LICENSE.txt */");
  expect(code).not.toContain("@license");
  expect(readFileSync(path.join(dir, "_shared", "chunk-A.js.LICENSE.txt"), "utf8")).toBe(`${LICENSE}\n`);
  // No license: no banner, no file.
  expect(readFileSync(path.join(dir, "_shared", "chunk-B.js"), "utf8")).toBe("export const b=2;");
  expect(existsSync(path.join(dir, "_shared", "chunk-B.js.LICENSE.txt"))).toBe(false);
  expect(readFileSync(path.join(dir, "manifest-ABC123.js"), "utf8")).toBe(manifest);
});
