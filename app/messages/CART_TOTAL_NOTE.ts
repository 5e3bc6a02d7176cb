// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CART_TOTAL_NOTE = {"en":"Including tax, excluding shipping","ar":"شامل الضريبة، غير شامل الشحن"};
