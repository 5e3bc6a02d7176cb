// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SEE_ALL = {"en":"See all","ar":"عرض الكل"};
