// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const DATA_CHANGED = {"en":"Data changed successfully","ar":"تم تغيير البيانات بنجاح"};
