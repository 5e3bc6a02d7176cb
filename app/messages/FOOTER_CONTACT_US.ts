// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const FOOTER_CONTACT_US = {"en":"Contact us","ar":"تواصل معنا"};
