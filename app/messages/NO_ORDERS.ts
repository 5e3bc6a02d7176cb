// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NO_ORDERS = {"en":"No orders found","ar":"لا توجد طلبات"};
