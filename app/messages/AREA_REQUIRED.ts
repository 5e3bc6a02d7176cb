// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const AREA_REQUIRED = {"en":"Area is required","ar":"الحي مطلوب"};
