// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SET_NEW_PASSWORD = {"en":"Change password","ar":"تغيير كلمة المرور"};
