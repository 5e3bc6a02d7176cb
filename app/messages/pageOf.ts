// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const pageOf = {
  en: (page: number, pages: number) => `Page ${page} of ${pages}`,
  ar: (page: number, pages: number) => `صفحة ${page} من ${pages}`,
};
