// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ABOUT_US_DESCRIPTION = {"en":"About the shop and how to reach it","ar":"نبذة عن المتجر وطرق التواصل معه"};
