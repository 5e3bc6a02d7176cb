/**
 * Writes app/messages/: one module per text of the English catalogue (app/texts.ts), pairing
 * its English and Arabic (app/texts.ar.ts) values, so that a component imports just the texts it
 * shows and a page's JavaScript carries those and no others. One module per text, because
 * esbuild splits chunks by module, not by export: one module of all pairs became one chunk every
 * page loaded whole (decision 0028, amendment). Texts are written in by value, and so is a text
 * made by a function: its source, with the catalogue's helpers it calls. Run it after changing a catalogue:
 * `npm run messages`; tests/unit/catalogues.test.ts fails while app/messages/ is not current.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
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

/** The module of one text: `export const NAME = { en, ar };`. */
export function messageSource(
  name: string,
  en: unknown,
  ar: unknown,
  sources: { en: Map<string, string>; ar: Map<string, string> } = {
    en: declarationsOf(CATALOGUE_SOURCES.en),
    ar: declarationsOf(CATALOGUE_SOURCES.ar),
  },
): string {
  if (typeof en !== "function" && typeof ar !== "function")
    return [HEADER, "", `export const ${name} = ${JSON.stringify({ en, ar })};`, ""].join("\n");
  const [enCode, arCode] = [sources.en.get(name), sources.ar.get(name)];
  if (!enCode || !arCode) throw new Error(`${name}: no declaration in both catalogues`);
  const helpers = [...helpersOf(enCode, sources.en), ...helpersOf(arCode, sources.ar)];
  const names = helpers.map((line) => line.slice("const ".length, line.indexOf(" =")));
  if (new Set(names).size !== names.length) throw new Error(`${name}: both catalogues' helpers share a name`);
  return [HEADER, ...helpers, "", `export const ${name} = {`, `  en: ${enCode},`, `  ar: ${arCode},`, "};", ""].join(
    "\n",
  );
}

/** Every module app/messages/ should hold, by file name. */
export function messageModules(
  en: Record<string, unknown> = english,
  ar: Record<string, unknown> = arabic,
): Map<string, string> {
  const sources = { en: declarationsOf(CATALOGUE_SOURCES.en), ar: declarationsOf(CATALOGUE_SOURCES.ar) };
  return new Map(Object.keys(en).map((name) => [`${name}.ts`, messageSource(name, en[name], ar[name], sources)]));
}

if (import.meta.main) {
  const modules = messageModules();
  mkdirSync(MESSAGES_DIR, { recursive: true });
  for (const file of readdirSync(MESSAGES_DIR)) if (!modules.has(file)) rmSync(path.join(MESSAGES_DIR, file));
  for (const [file, source] of modules) writeFileSync(path.join(MESSAGES_DIR, file), source);
  console.log(`wrote ${path.relative(process.cwd(), MESSAGES_DIR)}/: ${modules.size} texts`);
}
