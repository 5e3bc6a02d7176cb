// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SIGN_IN = {"en":"Sign in","ar":"سجّل الدخول"};
