// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CONTINUE_SHOPPING = {"en":"Continue Shopping","ar":"متابعة التسوق"};
