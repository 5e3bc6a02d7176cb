// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const MAIN_ADDRESS_CHANGED = {"en":"Main address changed successfully","ar":"تم تغيير العنوان الرئيسي بنجاح"};
