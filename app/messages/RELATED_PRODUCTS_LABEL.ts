// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const RELATED_PRODUCTS_LABEL = {"en":"Related products","ar":"المنتجات ذات الصلة"};
