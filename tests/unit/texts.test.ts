import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as texts from "~/texts";

/**
 * Every text the spec quotes in §2 (screens), §5 (validation) and §8 (errors, success texts,
 * empty states) is defined in app/texts.ts, verbatim, and nowhere else in the app.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
// The spec's copy in the repository (docs/spec/README.md): a clone alone runs these tests.
const SPEC = path.join(ROOT, "docs/spec/storefront-spec.md");
// The shared spec it copies, beside the repository where there is one (a workspace, CI).
const SHARED_SPEC = path.resolve(ROOT, "../shared/spec/storefront-spec.md");
const sharedSpecHere = existsSync(SHARED_SPEC);

function specSection(spec: string, number: number): string {
  const match = new RegExp(`^## ${number}\\.[^\\n]*\\n([\\s\\S]*?)(?=^## \\d+\\.)`, "m").exec(spec);
  if (!match?.[1]) throw new Error(`spec section ${number} not found`);
  return match[1];
}

/**
 * The spec's quoted texts: between single quotes, where a quote followed by a letter is an
 * apostrophe ("couldn't") and the closing quote is followed by a space, punctuation or the end.
 */
function quotedTexts(markdown: string): string[] {
  return [...markdown.matchAll(/'((?:[^'\n]|'(?=[a-z]))+?)'(?=[\s,.;:)|]|$)/g)].map((match) => match[1]!);
}

/** Quoted in §2 but no text of a screen. */
const NOT_TEXTS: Record<string, string> = {
  "&^&": "the name separator (NAME_SEPARATOR in the upstream contract)",
  "top-categories": "an anchor id",
  "top-products": "an anchor id",
  "...": "the ellipsis of cut names",
};

/** Quoted in §2 with a placeholder: made by a function of the texts module. */
const TEMPLATES: Record<string, string> = {
  "Cart (n)": texts.cartTitle(3).replace("3", "n"),
  "Pay {total} {currency}": texts.payButtonText("{total}", "{currency}"),
};

const spec = existsSync(SPEC) ? readFileSync(SPEC, "utf8") : "";
const definedTexts: string[] = Object.values(texts).flatMap((value) => (typeof value === "string" ? [value] : []));

describe("app/texts.ts against the spec", () => {
  it("finds the spec's copy in the repository", () => {
    expect(existsSync(SPEC), `${SPEC} is missing: docs/spec/README.md says where it comes from`).toBe(true);
  });

  it.skipIf(!sharedSpecHere)(
    sharedSpecHere
      ? "reads a copy that is still the shared spec beside the repository, byte for byte"
      : "reads a copy that is still the shared spec: not compared, no ../shared/spec/storefront-spec.md beside the repository",
    () => {
      expect(
        readFileSync(SPEC).equals(readFileSync(SHARED_SPEC)),
        `docs/spec/storefront-spec.md differs from ${SHARED_SPEC}: copy it again (docs/spec/README.md)`,
      ).toBe(true);
    },
  );

  it("reads the quoted texts, apostrophes and trailing spaces included", () => {
    expect(
      quotedTexts("shows 'Cart is empty' and 'You don't have any addresses', then 'Address is added successfully '."),
    ).toEqual(["Cart is empty", "You don't have any addresses", "Address is added successfully "]);
  });

  for (const section of [2, 5, 8]) {
    it(`has every text quoted in §${section}`, () => {
      const quoted = quotedTexts(specSection(spec, section));
      expect(quoted.length).toBeGreaterThan(section === 5 ? 10 : 25);
      const missing = quoted.filter(
        (text) => !(text in NOT_TEXTS) && !(text in TEMPLATES) && !definedTexts.includes(text),
      );
      expect(missing).toEqual([]);
    });
  }

  it("makes the spec's templated texts", () => {
    for (const [template, made] of Object.entries(TEMPLATES)) expect(made).toBe(template);
    expect(texts.cartTitle(2)).toBe("Cart (2)");
    expect(texts.payButtonText("145.00", "SAR")).toBe("Pay 145.00 SAR");
  });

  it("lists only exclusions the spec still quotes", () => {
    const section2 = quotedTexts(specSection(spec, 2));
    for (const text of [...Object.keys(NOT_TEXTS), ...Object.keys(TEMPLATES)]) expect(section2).toContain(text);
  });

  it("defines each text once", () => {
    const repeated = definedTexts.filter((text, index) => definedTexts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });
});

/** Files that may still spell a spec text, and why. */
const SPELLED_ELSEWHERE: Record<string, string> = {
  // The checkout screen is frozen while its pay flow settles: its labels move in a later change.
  "app/routes/(ar)._shop.check-out/route.tsx": "checkout labels",
  // The reference upstream's own error details, which the contract documents.
  "server/upstream/contract/account.ts": "the upstream's 'user not found'",
  "server/upstream/contract/payment.ts": "the upstream's 'Cart is empty' (CART_EMPTY_DETAIL)",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe("the spec's texts live in app/texts.ts only", () => {
  it("are not spelled as a string or JSX text anywhere else in app/ or server/", () => {
    const specTexts = [2, 5, 8]
      .flatMap((section) => quotedTexts(specSection(spec, section)))
      // Short words such as 'Pay with' or 'Cart' would match unrelated code; whole sentences will not.
      .filter((text) => definedTexts.includes(text) && text.trim().length >= 12);
    const spelled: string[] = [];
    for (const file of [...sourceFiles("app"), ...sourceFiles("server")]) {
      // app/messages/ is made from app/texts.ts (npm run messages, checked by catalogues.test.ts).
      if (
        file === path.join("app", "texts.ts") ||
        file.startsWith(path.join("app", "messages")) ||
        file in SPELLED_ELSEWHERE
      )
        continue;
      const source = readFileSync(path.join(ROOT, file), "utf8");
      for (const text of specTexts) {
        const literal = [`"${text}"`, `\`${text}\``, `>${text}<`].some((form) => source.includes(form));
        const jsxLine = source.split("\n").some((line) => line.trim() === text.trim());
        if (literal || jsxLine) spelled.push(`${file}: ${text}`);
      }
    }
    expect(spelled).toEqual([]);
  });
});
