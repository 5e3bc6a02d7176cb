// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const OPTION_INVALID = {"en":"This option is not available for this product.","ar":"هذا الخيار غير متاح لهذا المنتج."};
