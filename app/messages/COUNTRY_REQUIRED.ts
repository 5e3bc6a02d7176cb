// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const COUNTRY_REQUIRED = {"en":"Country is required","ar":"الدولة مطلوبة"};
