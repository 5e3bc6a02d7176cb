import type { Language } from "#server/platform/language";
import type { ProductViewTexts } from "#server/catalog/product-view";
import * as ar from "~/texts.ar";
import * as en from "~/texts";

const CATALOGUES = { en, ar } as const;

/** The whole catalogue of a language, for loaders and actions (the server bundle only). */
export type Texts = (typeof CATALOGUES)[Language];

export function textsIn(language: Language): Texts {
  return CATALOGUES[language];
}

/** The texts a product view writes (server/catalog/product-view.ts), in a language. */
export function productViewTexts(language: Language): ProductViewTexts {
  const texts = textsIn(language);
  return { optionNotAvailable: texts.OPTION_NOT_AVAILABLE, imageAlt: texts.productImageAlt };
}
