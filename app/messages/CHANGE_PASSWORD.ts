// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CHANGE_PASSWORD = {"en":"Change Password","ar":"تغيير كلمة المرور"};
