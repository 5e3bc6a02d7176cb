// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const TOP_CATEGORIES_TITLE = {"en":"Shop From Top categories","ar":"تسوّق من أبرز الفئات"};
