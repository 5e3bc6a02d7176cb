// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CHECKOUT_FAILED = {"en":"Something went wrong during checkout","ar":"حدث خطأ أثناء إتمام الطلب"};
