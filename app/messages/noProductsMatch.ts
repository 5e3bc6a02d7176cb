// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const noProductsMatch = {
  en: (query: string) => `No products match “${query}”.`,
  ar: (query: string) => `لا توجد منتجات تطابق «${query}».`,
};
