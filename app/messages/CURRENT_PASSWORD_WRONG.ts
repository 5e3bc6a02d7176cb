// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CURRENT_PASSWORD_WRONG = {"en":"Current password is wrong","ar":"كلمة المرور الحالية غير صحيحة"};
