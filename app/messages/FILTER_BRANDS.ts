// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const FILTER_BRANDS = {"en":"Brands","ar":"العلامات التجارية"};
