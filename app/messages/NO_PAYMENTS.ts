// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NO_PAYMENTS = {"en":"You have no payments yet.","ar":"لا توجد لديك مدفوعات بعد."};
