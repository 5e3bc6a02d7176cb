// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CHECKOUT_DESCRIPTION = {"en":"Shipping, payment and order summary","ar":"الشحن والدفع وملخص الطلب"};
