// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ACCOUNT_FIRST_NAME = {"en":"First Name","ar":"الاسم الأول"};
