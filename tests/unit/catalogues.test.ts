import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as ar from "~/texts.ar";
import * as en from "~/texts";
import { MESSAGES_DIR, messageModules } from "../../scripts/generate-messages";

/**
 * The two message catalogues (decision 0028): the same names, the same kinds of value, the same
 * placeholders; and app/messages/, which pairs them, made from the current catalogues.
 */

const english = en as Record<string, unknown>;
const arabic = ar as Record<string, unknown>;

/** Distinct arguments a text function must show each of, in any order. */
const SAMPLES = ["⟦1⟧", "⟦2⟧", "⟦3⟧", "⟦4⟧"];

function placeholdersShown(text: (...args: string[]) => string): string[] {
  const shown = text(...SAMPLES.slice(0, text.length));
  return SAMPLES.slice(0, text.length).filter((sample) => shown.includes(sample));
}

/** `{name}`-style and number placeholders written into a text (COMMENT_TOO_LONG's limit). */
function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d+/g)].map((match) => match[0]).sort();
}

describe("message catalogues", () => {
  it("name the same texts in English and Arabic", () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))("%s: the same kind of value, the same placeholders", (name) => {
    const [enValue, arValue] = [english[name], arabic[name]];
    expect(typeof arValue).toBe(typeof enValue);
    if (typeof enValue === "function" && typeof arValue === "function") {
      expect(arValue.length).toBe(enValue.length);
      expect(placeholdersShown(arValue as (...args: string[]) => string)).toEqual(
        placeholdersShown(enValue as (...args: string[]) => string),
      );
    } else if (typeof enValue === "string" && typeof arValue === "string") {
      expect(arValue.trim(), "an empty translation").not.toBe("");
      expect(numbersIn(arValue)).toEqual(numbersIn(enValue));
      if (enValue.trim() !== "") expect(arValue, "not translated").not.toBe(enValue);
    } else if (typeof enValue === "object" && enValue !== null) {
      expect(Object.keys(arValue as object).sort()).toEqual(Object.keys(enValue).sort());
    }
  });

  it("app/messages/ is made from the current catalogues, one module per text (npm run messages)", () => {
    const modules = messageModules(english, arabic);
    expect(readdirSync(MESSAGES_DIR).sort()).toEqual([...modules.keys()].sort());
    for (const [file, source] of modules)
      expect(readFileSync(path.join(MESSAGES_DIR, file), "utf8"), file).toBe(source);
  });
});
