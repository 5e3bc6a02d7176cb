// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PAYMENTS_HISTORY_DESCRIPTION = {"en":"Your payments","ar":"مدفوعاتك"};
