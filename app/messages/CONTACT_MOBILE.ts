// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CONTACT_MOBILE = {"en":"Mobile","ar":"الجوال"};
