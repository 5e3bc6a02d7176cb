// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PAYMENT_UNSUCCESSFUL = {"en":"Payment unsuccessful","ar":"لم تتم عملية الدفع"};
