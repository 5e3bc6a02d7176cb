// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ALREADY_REVIEWED = {"en":"you already have reviewed this product","ar":"لقد قيّمت هذا المنتج من قبل"};
