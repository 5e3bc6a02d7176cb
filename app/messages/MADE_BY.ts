// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const MADE_BY = {"en":"Storefront by Storefront Studio","ar":"متجر إلكتروني من Storefront Studio"};
