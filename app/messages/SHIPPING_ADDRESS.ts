// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SHIPPING_ADDRESS = {"en":"Shipping Address","ar":"عنوان الشحن"};
