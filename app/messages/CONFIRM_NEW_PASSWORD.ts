// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CONFIRM_NEW_PASSWORD = {"en":"Confirm new password","ar":"تأكيد كلمة المرور الجديدة"};
