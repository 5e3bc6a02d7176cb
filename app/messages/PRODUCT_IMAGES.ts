// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PRODUCT_IMAGES = {"en":"Product images","ar":"صور المنتج"};
