// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const MAXIMUM_PRICE_SLIDER = {"en":"Maximum price slider","ar":"مؤشر أعلى سعر"};
