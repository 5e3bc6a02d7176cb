// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const addedUpToMaximum = {
  en: (added: number, max: number) =>
  `Added ${added} to cart: this item is now in your cart ${max} times, the most one line can hold.`,
  ar: (added: number, max: number) =>
  `أُضيف ${added} إلى السلة: هذا المنتج الآن في سلتك ${max} مرات، وهو الحد الأقصى للسطر الواحد.`,
};
