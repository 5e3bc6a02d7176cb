// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const seeAllOf = {
  en: (title: string) => `See all ${title}`,
  ar: (title: string) => `عرض الكل: ${title}`,
};
