// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NOT_ORDERED_TITLE = {"en":"Your card was charged, but no order was placed","ar":"خُصم المبلغ من بطاقتك، لكن لم يُسجَّل أي طلب"};
