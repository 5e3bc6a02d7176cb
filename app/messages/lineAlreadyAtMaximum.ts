// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const lineAlreadyAtMaximum = {
  en: (max: number) =>
  `This item is already in your cart ${max} times, the most one line can hold. Nothing was added.`,
  ar: (max: number) =>
  `هذا المنتج موجود في سلتك ${max} مرات، وهو الحد الأقصى للسطر الواحد. لم تتم إضافة شيء.`,
};
