// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const slideOf = {
  en: (slide: number, slides: number) => `${slide} of ${slides}`,
  ar: (slide: number, slides: number) => `${slide} من ${slides}`,
};
