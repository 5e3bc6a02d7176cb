// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NO_DESCRIPTION = {"en":"There is no description for this product.","ar":"لا يوجد وصف لهذا المنتج."};
