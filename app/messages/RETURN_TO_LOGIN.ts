// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const RETURN_TO_LOGIN = {"en":"Return to Login","ar":"العودة إلى تسجيل الدخول"};
