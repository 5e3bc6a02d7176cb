// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PAYMENT_NOT_ORDERED = {"en":"Payment not ordered","ar":"دفعة لم تُسجَّل كطلب"};
