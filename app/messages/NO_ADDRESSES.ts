// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NO_ADDRESSES = {"en":"You don't have any addresses","ar":"ليس لديك أي عناوين"};
