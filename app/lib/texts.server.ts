import type { Language } from "#server/platform/language";
import * as ar from "~/texts.ar";
import * as en from "~/texts";

const CATALOGUES = { en, ar } as const;

/** The whole catalogue of a language, for loaders and actions (the server bundle only). */
export type Texts = (typeof CATALOGUES)[Language];

export function textsIn(language: Language): Texts {
  return CATALOGUES[language];
}
