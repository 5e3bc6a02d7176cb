// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const MINIMUM_PRICE_SLIDER = {"en":"Minimum price slider","ar":"مؤشر أقل سعر"};
