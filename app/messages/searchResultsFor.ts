// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const searchResultsFor = {
  en: (query: string) => `Search results for “${query}”`,
  ar: (query: string) => `نتائج البحث عن «${query}»`,
};
