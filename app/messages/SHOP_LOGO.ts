// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SHOP_LOGO = {"en":"Shop logo","ar":"شعار المتجر"};
