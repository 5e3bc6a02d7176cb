// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ACCOUNT_NEW_PASSWORD = {"en":"New Password","ar":"كلمة المرور الجديدة"};
