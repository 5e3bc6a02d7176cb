// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CART_DESCRIPTION = {"en":"Your shopping cart","ar":"سلة التسوق الخاصة بك"};
