// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const VIEW_YOUR_ORDERS = {"en":"View your orders","ar":"عرض طلباتي"};
