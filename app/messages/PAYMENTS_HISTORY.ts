// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PAYMENTS_HISTORY = {"en":"Payments History","ar":"سجل المدفوعات"};
