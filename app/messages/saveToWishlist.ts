// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.
const isolated = (name: string) => `\u2068${name}\u2069`;

export const saveToWishlist = {
  en: (product: string) => `Save ${product} to wishlist`,
  ar: (product: string) => `احفظ ${isolated(product)} في قائمة الأمنيات`,
};
