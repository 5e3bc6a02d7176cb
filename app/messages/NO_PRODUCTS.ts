// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NO_PRODUCTS = {"en":"No Products Available","ar":"لا توجد منتجات متاحة"};
