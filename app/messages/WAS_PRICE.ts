// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const WAS_PRICE = {"en":"Was ","ar":"السعر قبل الخصم "};
