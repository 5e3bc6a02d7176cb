// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const RESET_COMPLETED = {"en":"All steps completed","ar":"اكتملت جميع الخطوات"};
