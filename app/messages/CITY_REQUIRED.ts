// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CITY_REQUIRED = {"en":"City is required","ar":"المدينة مطلوبة"};
