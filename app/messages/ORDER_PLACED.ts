// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ORDER_PLACED = {"en":"Order placed successfully!","ar":"تم تقديم الطلب بنجاح!"};
