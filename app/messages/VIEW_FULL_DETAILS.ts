// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const VIEW_FULL_DETAILS = {"en":"View full details","ar":"عرض التفاصيل كاملة"};
