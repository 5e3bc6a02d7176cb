// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const LOGIN_DESCRIPTION = {"en":"Sign in to your account","ar":"سجّل الدخول إلى حسابك"};
