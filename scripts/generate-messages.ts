/**
 * Writes app/messages/: one module per text of the English catalogue (app/texts.ts), pairing
 * its English and Arabic (app/texts.ar.ts) values, so that a component imports just the texts it
 * shows and a page's JavaScript carries those and no others. One module per text, because
 * esbuild splits chunks by module, not by export: one module of all pairs became one chunk every
 * page loaded whole (decision 0028, amendment). Texts are written in by value, and so is a text
 * made by a function: its source, with the catalogue's helpers it calls. Run it after changing a catalogue:
 * `npm run messages`; tests/unit/catalogues.test.ts fails while app/messages/ is not current.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import ts from "typescript";
import * as arabic from "../app/texts.ar.ts";
import * as english from "../app/texts.ts";

export const MESSAGES_DIR = path.resolve(import.meta.dirname, "../app/messages");

const HEADER = "// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.";

/** Each top-level `const` of a catalogue's source: its name and initializer's text. */
function declarationsOf(file: string): Map<string, string> {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.initializer)
        found.set(declaration.name.text, declaration.initializer.getText(source));
  }
  return found;
}

const CATALOGUE_SOURCES = {
  en: path.resolve(import.meta.dirname, "../app/texts.ts"),
  ar: path.resolve(import.meta.dirname, "../app/texts.ar.ts"),
};

/** The catalogue's own declarations a function's source calls, each before what calls it. */
function helpersOf(code: string, declarations: Map<string, string>, seen = new Set<string>()): string[] {
  const lines: string[] = [];
  for (const [name, initializer] of declarations) {
    if (seen.has(name) || !new RegExp(`\\b${name}\\b`).test(code)) continue;
    seen.add(name);
    lines.push(...helpersOf(initializer, declarations, seen), `const ${name} = ${initializer};`);
  }
  return lines;
}

type Sources = { en: Map<string, string>; ar: Map<string, string> };

/** One text's declaration (`export const NAME = { en, ar };`) and the catalogue helpers it calls. */
function messageDeclaration(name: string, en: unknown, ar: unknown, sources: Sources) {
  if (typeof en !== "function" && typeof ar !== "function")
    return { helpers: [], declaration: `export const ${name} = ${JSON.stringify({ en, ar })};` };
  const [enCode, arCode] = [sources.en.get(name), sources.ar.get(name)];
  if (!enCode || !arCode) throw new Error(`${name}: no declaration in both catalogues`);
  const helpers = [...helpersOf(enCode, sources.en), ...helpersOf(arCode, sources.ar)];
  const names = helpers.map((line) => line.slice("const ".length, line.indexOf(" =")));
  if (new Set(names).size !== names.length) throw new Error(`${name}: both catalogues' helpers share a name`);
  return {
    helpers,
    declaration: [`export const ${name} = {`, `  en: ${enCode},`, `  ar: ${arCode},`, "};"].join("\n"),
  };
}

/**
 * The frame every shop page loads: the root and the shop layout, and what they import. Their
 * texts are one module (`_frame.ts`): each page needs them all anyway, and one module per text
 * made a chunk for each set of pages sharing one (the header's 'Cart' and the cart page's), about
 * 60 bytes apiece (decision 0028, amendment).
 */
const FRAME_ROOTS = ["app/root.tsx", "app/routes/(ar)._shop/route.tsx"];
export const FRAME_MODULE = "_frame.ts";
const APP = path.resolve(import.meta.dirname, "../app");

const ROOT = path.resolve(import.meta.dirname, "..");
type ImportTarget = string | { browser?: string; default?: string };
const PACKAGE_IMPORTS = (
  JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    imports: Record<string, ImportTarget>;
  }
).imports;

/**
 * A `#…` import as the browser build resolves it (package.json "imports", its browser condition):
 * a file of ours, or null. Our keys are exact or end with `*`.
 */
function browserImport(specifier: string): string | null {
  for (const [key, target] of Object.entries(PACKAGE_IMPORTS)) {
    const prefix = key.endsWith("*") ? key.slice(0, -1) : null;
    if (prefix === null ? specifier !== key : !specifier.startsWith(prefix)) continue;
    const file = typeof target === "string" ? target : (target.browser ?? target.default);
    const rest = prefix === null ? "" : specifier.slice(prefix.length);
    return file?.startsWith("./") ? path.join(ROOT, file.replace("*", rest)) : null;
  }
  return null;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : specifier.startsWith("#")
        ? browserImport(specifier)
        : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.ts")])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** The texts a module imports from app/messages/: `~/messages/NAME`, or the frame's `~/messages/_frame`. */
const MESSAGE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"~\/messages\/(\w+)";\n/g;

function importedTexts(source: string): string[] {
  return [...source.matchAll(MESSAGE_IMPORT)].flatMap(([, names, module]) =>
    module === "_frame"
      ? names!
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean)
      : [module!],
  );
}

/** The texts the frame's modules (browser code: not `*.server.*`) import from app/messages/. */
export function frameMessages(): Set<string> {
  const seen = new Set<string>();
  const texts = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const text of importedTexts(source)) texts.add(text);
    for (const [, typeOnly, specifier] of source.matchAll(/import\s+(type\s+)?[^"]*?from\s+"([^"]+)"/g)) {
      if (typeOnly || specifier!.startsWith("~/messages/")) continue;
      const next = resolveImport(file, specifier!);
      if (next) visit(next);
    }
  };
  for (const root of FRAME_ROOTS) visit(path.resolve(import.meta.dirname, "..", root));
  return texts;
}

/** A module's imports of texts, the frame's from `_frame` (one import), each other one from its own module. */
export function withMessageImports(source: string, frame: ReadonlySet<string>): string {
  const texts = importedTexts(source);
  if (texts.length === 0) return source;
  const own = texts.filter((text) => !frame.has(text)).sort();
  const framed = texts.filter((text) => frame.has(text)).sort();
  const imports = [
    ...(framed.length > 0 ? [`import { ${framed.join(", ")} } from "~/messages/_frame";\n`] : []),
    ...own.map((text) => `import { ${text} } from "~/messages/${text}";\n`),
  ].join("");
  let placed = false;
  return source.replace(MESSAGE_IMPORT, () => (placed ? "" : ((placed = true), imports)));
}

/** The app's modules that import texts (not app/messages/ itself). */
export function appModules(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === MESSAGES_DIR ? [] : appModules(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every module app/messages/ should hold, by file name. */
export function messageModules(
  en: Record<string, unknown> = english,
  ar: Record<string, unknown> = arabic,
  frame: ReadonlySet<string> = frameMessages(),
): Map<string, string> {
  const sources = { en: declarationsOf(CATALOGUE_SOURCES.en), ar: declarationsOf(CATALOGUE_SOURCES.ar) };
  const modules = new Map<string, string>();
  const frameHelpers = new Set<string>();
  const frameDeclarations: string[] = [];
  for (const name of Object.keys(en).sort()) {
    const { helpers, declaration } = messageDeclaration(name, en[name], ar[name], sources);
    if (frame.has(name)) {
      for (const helper of helpers) frameHelpers.add(helper);
      frameDeclarations.push(declaration);
    } else modules.set(`${name}.ts`, [HEADER, ...helpers, "", declaration, ""].join("\n"));
  }
  modules.set(FRAME_MODULE, [HEADER, ...frameHelpers, "", ...frameDeclarations, ""].join("\n"));
  return modules;
}

if (import.meta.main) {
  const frame = frameMessages();
  for (const file of appModules()) {
    const source = readFileSync(file, "utf8");
    const rewritten = withMessageImports(source, frame);
    if (rewritten === source) continue;
    const options = await prettier.resolveConfig(file);
    writeFileSync(file, await prettier.format(rewritten, { ...options, filepath: file }));
  }
  const modules = messageModules(english, arabic, frame);
  mkdirSync(MESSAGES_DIR, { recursive: true });
  for (const file of readdirSync(MESSAGES_DIR)) if (!modules.has(file)) rmSync(path.join(MESSAGES_DIR, file));
  for (const [file, source] of modules) writeFileSync(path.join(MESSAGES_DIR, file), source);
  console.log(`wrote ${path.relative(process.cwd(), MESSAGES_DIR)}/: ${modules.size} texts`);
}
