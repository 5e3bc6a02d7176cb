// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CONTACT_US_DESCRIPTION = {"en":"Send the shop a message","ar":"أرسل رسالة إلى المتجر"};
