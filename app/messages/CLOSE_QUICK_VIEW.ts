// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CLOSE_QUICK_VIEW = {"en":"Close quick view","ar":"إغلاق العرض السريع"};
