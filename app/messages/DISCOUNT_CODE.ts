// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const DISCOUNT_CODE = {"en":"Gift or discount code","ar":"رمز الخصم أو قسيمة الهدية"};
