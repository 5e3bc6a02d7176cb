// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SHIPPING_COST = {"en":"Shipping cost","ar":"تكلفة الشحن"};
