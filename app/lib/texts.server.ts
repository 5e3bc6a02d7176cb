import type { Language } from "#server/platform/language";
import * as ar from "~/texts.ar";
import * as en from "~/texts";

/** The whole catalogue of a language, for loaders and actions (the server bundle only). */
export type Texts = typeof en;

const CATALOGUES: Record<Language, Texts> = { en, ar };

export function textsIn(language: Language): Texts {
  return CATALOGUES[language];
}
