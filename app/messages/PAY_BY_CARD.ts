// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PAY_BY_CARD = {"en":"Pay by card","ar":"ادفع بالبطاقة"};
