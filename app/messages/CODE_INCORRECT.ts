// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CODE_INCORRECT = {"en":"ID isn't correct","ar":"الرمز غير صحيح"};
