// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SUCCESS_TEXT = {"en":"Your order is confirmed","ar":"تم تأكيد طلبك"};
