// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ORDER_HISTORY_DESCRIPTION = {"en":"Your orders","ar":"طلباتك السابقة"};
