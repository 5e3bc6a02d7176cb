// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NAME_ON_CARD = {"en":"Name on card","ar":"الاسم على البطاقة"};
