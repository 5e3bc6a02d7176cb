// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SIGN_IN_TO_REVIEW = {"en":"Sign in to add your review","ar":"سجّل الدخول لإضافة تقييمك"};
