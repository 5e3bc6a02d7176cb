// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ADDED_TO_CART = {"en":"Added to cart","ar":"أُضيف إلى السلة"};
