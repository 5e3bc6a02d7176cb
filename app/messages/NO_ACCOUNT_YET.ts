// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NO_ACCOUNT_YET = {"en":"Don't have an account?","ar":"ليس لديك حساب؟"};
