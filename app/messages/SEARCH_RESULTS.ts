// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SEARCH_RESULTS = {"en":"Search results","ar":"نتائج البحث"};
