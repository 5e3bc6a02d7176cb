import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { COMPILE_HINT, markEagerScripts } from "../../scripts/compile-hints";

/** The build step that asks V8 to compile the scripts every page runs before hydrating at once (scripts/compile-hints.ts). */
let root: string;
let assets: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  assets = path.join(root, "public", "build");
  mkdirSync(path.join(assets, "_shared"), { recursive: true });
  mkdirSync(path.join(assets, "routes"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (url: string, code: string) => writeFileSync(path.join(root, "public", url), code);
const read = (url: string) => readFileSync(path.join(root, "public", url), "utf8");

it("puts the hint on the first line of the entry and the chunks it imports, once, and nowhere else", () => {
  const manifest = {
    entry: {
      module: "/build/entry.client-A.js",
      imports: ["/build/_shared/chunk-REACT.js", "/build/_shared/chunk-JSX.js"],
    },
    routes: { root: { id: "root", module: "/build/root-B.js", imports: ["/build/_shared/chunk-UI.js"] } },
  };
  write("/build/manifest-ABC123.js", `window.__remixManifest=${JSON.stringify(manifest)};`);
  write("/build/entry.client-A.js", 'import"./_shared/chunk-REACT.js";');
  write(
    "/build/_shared/chunk-REACT.js",
    "/*! For license information please see chunk-REACT.js.LICENSE.txt */\nvar a=1;",
  );
  write("/build/_shared/chunk-JSX.js", "var j=2;");
  write("/build/root-B.js", "var r=3;");
  write("/build/_shared/chunk-UI.js", "var u=4;");

  expect(markEagerScripts(assets)).toEqual([
    "/build/entry.client-A.js",
    "/build/_shared/chunk-REACT.js",
    "/build/_shared/chunk-JSX.js",
  ]);
  expect(read("/build/_shared/chunk-REACT.js")).toBe(
    `${COMPILE_HINT}\n/*! For license information please see chunk-REACT.js.LICENSE.txt */\nvar a=1;`,
  );
  expect(read("/build/entry.client-A.js")).toBe(`${COMPILE_HINT}\nimport"./_shared/chunk-REACT.js";`);
  expect(read("/build/_shared/chunk-JSX.js")).toBe(`${COMPILE_HINT}\nvar j=2;`);
  expect(read("/build/root-B.js")).toBe("var r=3;");
  expect(read("/build/_shared/chunk-UI.js")).toBe("var u=4;");

  // A second run (scripts/stack.ts finishing a build again) changes nothing.
  markEagerScripts(assets);
  expect(read("/build/_shared/chunk-REACT.js").split(COMPILE_HINT).length).toBe(2);
});
