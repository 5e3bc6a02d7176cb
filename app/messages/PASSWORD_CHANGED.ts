// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PASSWORD_CHANGED = {"en":"Password changed successfully","ar":"تم تغيير كلمة المرور بنجاح"};
