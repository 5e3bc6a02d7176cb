// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const BACK_TO_CHECKOUT = {"en":"Back to checkout","ar":"العودة إلى إتمام الطلب"};
