// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ADDRESSES_DESCRIPTION = {"en":"Your shipping addresses","ar":"عناوين الشحن الخاصة بك"};
