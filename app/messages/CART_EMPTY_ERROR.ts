// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CART_EMPTY_ERROR = {"en":"Cart is empty","ar":"السلة فارغة"};
