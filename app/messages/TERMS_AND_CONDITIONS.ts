// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const TERMS_AND_CONDITIONS = {"en":"Terms And Conditions","ar":"الشروط والأحكام"};
