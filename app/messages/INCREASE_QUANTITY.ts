// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const INCREASE_QUANTITY = {"en":"Increase quantity","ar":"زيادة الكمية"};
