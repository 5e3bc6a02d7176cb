// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const LAST_NAME = {"en":"Last name","ar":"اسم العائلة"};
