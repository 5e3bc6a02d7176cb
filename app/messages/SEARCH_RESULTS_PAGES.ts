// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SEARCH_RESULTS_PAGES = {"en":"Search results pages","ar":"صفحات نتائج البحث"};
