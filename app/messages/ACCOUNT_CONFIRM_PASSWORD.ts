// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ACCOUNT_CONFIRM_PASSWORD = {"en":"Confirm New Password","ar":"تأكيد كلمة المرور الجديدة"};
