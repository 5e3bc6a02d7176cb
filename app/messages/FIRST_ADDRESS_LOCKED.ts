// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const FIRST_ADDRESS_LOCKED = {"en":"Your first address is always your main address.","ar":"عنوانك الأول هو دائمًا عنوانك الرئيسي."};
