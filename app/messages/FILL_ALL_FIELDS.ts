// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const FILL_ALL_FIELDS = {"en":"Please, Fill all fields","ar":"من فضلك، املأ جميع الحقول"};
