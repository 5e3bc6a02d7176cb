// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.
const isolated = (name: string) => `\u2068${name}\u2069`;

export const addToCartLabel = {
  en: (product: string) => `Add ${product} to cart`,
  ar: (product: string) => `أضف ${isolated(product)} إلى السلة`,
};
