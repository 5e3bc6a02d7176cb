// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const cartFull = {
  en: (max: number) =>
  `Your cart is full: A cart holds at most ${max} different items. Remove something to add more.`,
  ar: (max: number) =>
  `سلتك ممتلئة: تتسع السلة لـ ${max} منتجًا مختلفًا على الأكثر. أزل منتجًا لتضيف غيره.`,
};
