// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const BACK_TO_CART = {"en":"Back to cart","ar":"العودة إلى السلة"};
