// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CARD_CVC = {"en":"CVC","ar":"رمز الأمان (CVC)"};
