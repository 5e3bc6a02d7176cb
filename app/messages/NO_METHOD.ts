// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NO_METHOD = {"en":"Please choose a payment method.","ar":"من فضلك اختر طريقة الدفع."};
