// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const FORGOT_PASSWORD = {"en":"Forgot your password","ar":"نسيت كلمة المرور"};
