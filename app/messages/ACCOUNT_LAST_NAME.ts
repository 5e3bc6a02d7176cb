// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ACCOUNT_LAST_NAME = {"en":"Last Name","ar":"اسم العائلة"};
