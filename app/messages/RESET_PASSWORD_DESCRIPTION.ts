// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const RESET_PASSWORD_DESCRIPTION = {"en":"Reset your password","ar":"أعد تعيين كلمة المرور"};
