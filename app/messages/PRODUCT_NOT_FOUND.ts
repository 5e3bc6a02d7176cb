// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PRODUCT_NOT_FOUND = {"en":"Product not found","ar":"المنتج غير موجود"};
