// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const quickViewTitle = {
  en: (title: string) => `Quick view: ${title}`,
  ar: (title: string) => `نظرة سريعة: ${title}`,
};
