// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PAGE_NOT_FOUND = {"en":"Page not found","ar":"الصفحة غير موجودة"};
