// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const HAVE_ACCOUNT = {"en":"Already have an account?","ar":"لديك حساب بالفعل؟"};
