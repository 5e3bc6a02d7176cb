// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NO_REVIEWS = {"en":"be the first one to review this product","ar":"كن أول من يقيّم هذا المنتج"};
