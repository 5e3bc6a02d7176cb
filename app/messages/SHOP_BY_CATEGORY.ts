// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SHOP_BY_CATEGORY = {"en":"Shop by category","ar":"تسوّق حسب الفئة"};
