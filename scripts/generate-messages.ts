/**
 * Writes app/messages.ts from the English catalogue (app/texts.ts): one line per text, pairing
 * its English and Arabic (app/texts.ar.ts) values, so that a component imports just the texts it
 * shows and a page's JavaScript carries those and no others (decision 0028). Run it after adding
 * a text: `npm run messages`; tests/unit/catalogues.test.ts fails while the file is not current.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as english from "../app/texts.ts";

export const MESSAGES_FILE = path.resolve(import.meta.dirname, "../app/messages.ts");

export function messagesSource(names: readonly string[]): string {
  const lines = [...names].sort().map((name) => `export const ${name} = { en: en.${name}, ar: ar.${name} } as const;`);
  return [
    "// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.",
    "// Each text in both languages; a component shows one with useT() (app/lib/language.ts).",
    'import * as ar from "./texts.ar";',
    'import * as en from "./texts";',
    "",
    ...lines,
    "",
  ].join("\n");
}

if (import.meta.main) {
  writeFileSync(MESSAGES_FILE, messagesSource(Object.keys(english)));
  console.log(`wrote ${path.relative(process.cwd(), MESSAGES_FILE)}: ${Object.keys(english).length} texts`);
}
