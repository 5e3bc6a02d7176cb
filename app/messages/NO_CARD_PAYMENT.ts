// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NO_CARD_PAYMENT = {"en":"Choose how to pay at checkout first.","ar":"اختر طريقة الدفع في صفحة إتمام الطلب أولًا."};
