// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CONTINUE_TO_CHECKOUT = {"en":"Continue to Checkout","ar":"المتابعة لإتمام الطلب"};
