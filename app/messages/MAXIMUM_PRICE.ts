// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const MAXIMUM_PRICE = {"en":"Maximum price","ar":"أعلى سعر"};
