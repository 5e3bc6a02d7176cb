// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const productsMatching = {
  en: (query: string) => `Products matching “${query}”.`,
  ar: (query: string) => `المنتجات المطابقة لـ«${query}».`,
};
