// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const STREET_REQUIRED = {"en":"Street Name is required","ar":"اسم الشارع مطلوب"};
