// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PASSWORD_RESET_DONE = {"en":"Change password Successfully.","ar":"تم تغيير كلمة المرور بنجاح."};
