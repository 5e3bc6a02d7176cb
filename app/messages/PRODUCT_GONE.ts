// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PRODUCT_GONE = {"en":"This product is no longer available.","ar":"هذا المنتج لم يعد متاحًا."};
