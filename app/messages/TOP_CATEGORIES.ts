// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const TOP_CATEGORIES = {"en":"Top Categories","ar":"أبرز الفئات"};
